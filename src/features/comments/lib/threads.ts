import { commentSchema } from '@/domain/comment-schemas';
import type { Comment } from '@/domain/comments';
import type { DocSnapshot } from '@/backend/ports';

/** A stored document as a comment; null when it lacks an author (never shown). */
export function toComment(snap: DocSnapshot): Comment | null {
  const parsed = commentSchema.safeParse(snap.data);
  return parsed.success ? { id: snap.id, ...parsed.data } : null;
}

export interface Threads {
  /** Top-level comments in list order (newest first). */
  topLevel: Comment[];
  /** Replies per parent id, oldest first so a conversation reads downwards. */
  replies: Map<string, Comment[]>;
}

/** Groups a newest-first list; replies whose parent is gone (deleted) are dropped. */
export function buildThreads(comments: Comment[]): Threads {
  const topLevel = comments.filter((c) => !c.parentId);
  const ids = new Set(topLevel.map((c) => c.id));
  const replies = new Map<string, Comment[]>();
  for (const c of [...comments].reverse()) {
    if (!c.parentId || !ids.has(c.parentId)) continue;
    const list = replies.get(c.parentId) ?? [];
    list.push(c);
    replies.set(c.parentId, list);
  }
  return { topLevel, replies };
}
