import { BackendError, type PublicReader } from '@/backend/ports';
import { BLOGS, toBlogItem, type BlogItem } from '@/domain/blog';

/**
 * One item for /blog/{postId}: null when it is missing, or not published and the viewer is no
 * admin (visitors are refused a draft by the rules; the admin previews it from the Content tab).
 */
export async function getPost(docs: PublicReader, id: string, isAdmin: boolean): Promise<BlogItem | null> {
  try {
    const snap = await docs.get(`${BLOGS}/${id}`);
    if (!snap) return null;
    const post = toBlogItem(snap.id, snap.data);
    return post.status === 'published' || isAdmin ? post : null;
  } catch (err) {
    if (err instanceof BackendError && (err.code === 'permission-denied' || err.code === 'not-found')) {
      return null;
    }
    throw err;
  }
}
