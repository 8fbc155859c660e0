import type { DocStore } from '@/backend/ports';
import type { CommentStore } from '@/domain/comments';

/** The author's own comment only; its replies stay stored but are no longer shown. */
export function deleteComment(docs: DocStore, store: CommentStore, id: string) {
  return docs.remove(`${store}/${id}`);
}
