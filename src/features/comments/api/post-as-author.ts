import type { DocStore } from '@/backend/ports';
import type { CommentStore } from '@/domain/comments';
import { getAuthor } from './get-author';
import { postComment } from './post-comment';

/**
 * A comment or reply under the poster's profile name and photo (get-author.ts). Loaded with the
 * first post (comments-section.tsx), with the profile's schema.
 */
export async function postAsAuthor(
  docs: DocStore,
  store: CommentStore,
  input: { uid: string; content: string; parentId?: string; staff?: boolean },
): Promise<void> {
  const author = await getAuthor(docs, input.uid);
  await postComment(docs, store, { ...input, ...author });
}
