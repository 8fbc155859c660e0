import { arrayRemove, arrayUnion, type DocStore } from '@/backend/ports';
import type { CommentStore } from '@/domain/comments';

/** Adds or removes only the caller's own uid: the rules refuse any other change. */
export function toggleLike(docs: DocStore, store: CommentStore, id: string, uid: string, liked: boolean) {
  return docs.update(`${store}/${id}`, { likes: liked ? arrayRemove(uid) : arrayUnion(uid) });
}
