import { useState } from 'react';
import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { STAFF_BADGE, type Comment } from '@/domain/comments';
import { cn } from '@/components/ui/cn';
import { relativeTime } from '@/domain/relative-time';
import { CommentAvatar } from './comment-avatar';

export interface CommentActions {
  /** The signed-in user's uid, or null (read-only). */
  uid: string | null;
  onLike(comment: Comment): void;
  /** Rejects on failure; the item shows its delete message. */
  onDelete(comment: Comment): Promise<void>;
  deleteFailedMessage: string;
}

/**
 * One comment: author (with the Team badge on a staff comment, whose mark only the admin claim can
 * write: firestore.rules), date, plain-text content (never HTML), like / reply / delete.
 */
export function CommentItem({
  comment,
  actions,
  onReply,
  children,
}: {
  comment: Comment;
  actions: CommentActions;
  /** Opens this comment's reply box; absent on replies (threads are one level deep). */
  onReply?: () => void;
  children?: React.ReactNode;
}) {
  const { uid } = actions;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const liked = uid !== null && comment.likes.includes(uid);
  const isAuthor = uid !== null && comment.userId === uid;

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await actions.onDelete(comment);
    } catch (err) {
      console.error('delete failed', err);
      setError(actions.deleteFailedMessage);
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <article aria-label={`Comment by ${comment.userName}`} className="flex gap-3">
      <CommentAvatar name={comment.userName} photoURL={comment.userPhotoURL} seed={comment.userId} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900 dark:text-white">{comment.userName}</span>
          {comment.isStaff && (
            <Badge tone="pro" className="self-center">
              {STAFF_BADGE}
            </Badge>
          )}
          <time
            dateTime={comment.createdAt?.toISOString()}
            className="text-xs text-slate-500 dark:text-slate-400"
          >
            {relativeTime(comment.createdAt, new Date())}
          </time>
        </div>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-200">
          {comment.content}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={liked}
            disabled={uid === null}
            title={uid === null ? 'Log in to like comments' : undefined}
            onClick={() => actions.onLike(comment)}
          >
            <Heart aria-hidden="true" className={cn('h-4 w-4', liked && 'fill-red-500 text-red-500')} />
            Like <span data-testid="like-count">{comment.likes.length}</span>
          </Button>
          {onReply && uid !== null && (
            <Button variant="ghost" size="sm" onClick={onReply}>
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              Reply
            </Button>
          )}
          {isAuthor && !confirming && (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </Button>
          )}
          {isAuthor && confirming && (
            <span className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
              Delete this comment?
              <Button
                variant="danger"
                size="sm"
                onClick={remove}
                disabled={deleting}
                aria-busy={deleting || undefined}
              >
                Yes, Delete
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={deleting}>
                Keep
              </Button>
            </span>
          )}
        </div>
        {error && <Alert className="mt-2">{error}</Alert>}
        {children}
      </div>
    </article>
  );
}
