import type { PublicReader } from '@/backend/ports';
import { BLOGS, toBlogItem, type BlogItem } from '@/domain/blog';

const newestFirst = (a: BlogItem, b: BlogItem) =>
  (b.lastUpdated?.getTime() ?? 0) - (a.lastUpdated?.getTime() ?? 0);

/**
 * Published blog posts, newest first (docs/product-rules.md 12.1). The composite query needs an index
 * (firestore.indexes.json); if it fails (index still building, older project), it falls
 * back to the status-only query, which needs none, and filters and orders on the client.
 */
export async function listPublishedPosts(docs: PublicReader, limit: number): Promise<BlogItem[]> {
  try {
    const snaps = await docs.query({
      collection: BLOGS,
      where: [
        ['status', '==', 'published'],
        ['type', '==', 'blog'],
      ],
      orderBy: [['lastUpdated', 'desc']],
      limit,
    });
    return snaps.map((s) => toBlogItem(s.id, s.data));
  } catch (err) {
    console.warn('blog composite query failed; falling back to status only', err);
    const snaps = await docs.query({ collection: BLOGS, where: [['status', '==', 'published']] });
    return snaps
      .map((s) => toBlogItem(s.id, s.data))
      .filter((p) => p.type === 'blog')
      .sort(newestFirst)
      .slice(0, limit);
  }
}
