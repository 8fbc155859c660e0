import { serverTime, type DocStore } from '@/backend/ports';
import type { CommentStore } from '@/domain/comments';
import type { Author } from './get-author';

/**
 * Adds a comment, or a reply when `parentId` is given (docs/product-rules.md 10.2). `staff` (the
 * poster's admin claim) marks it for the Team badge: the rules refuse the mark from anyone else
 * and a staff comment without it.
 */
export function postComment(
  docs: DocStore,
  store: CommentStore,
  input: Author & { uid: string; content: string; parentId?: string; staff?: boolean },
): Promise<string> {
  return docs.add(store, {
    userId: input.uid,
    userName: input.userName,
    userPhotoURL: input.userPhotoURL,
    content: input.content,
    createdAt: serverTime(),
    likes: [],
    ...(input.parentId ? { parentId: input.parentId } : {}),
    ...(input.staff ? { isStaff: true } : {}),
  });
}
