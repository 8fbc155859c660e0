import { useState } from 'react';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { COMMENT_LIMITS, COMMENT_MESSAGES, type Comment, type CommentStore } from '@/domain/comments';
import { deleteComment } from '../api/delete-comment';
import { toggleLike } from '../api/toggle-like';
import { useLiveComments } from '../hooks/use-live-comments';
import { buildThreads } from '../lib/threads';
import { CommentComposer } from './comment-composer';
import { CommentItem, type CommentActions } from './comment-item';
import type { PostComment } from './comments-section';

/**
 * The comments of one store, live, with replies, likes and deletion: the part of the section
 * that reads, loaded as it nears the view (comments-section.tsx).
 */
export function CommentList({ store, post }: { store: CommentStore; post: PostComment }) {
  const { docs } = useBackend();
  const { user } = useAuth();
  const { loading, comments } = useLiveComments(store);
  const [expanded, setExpanded] = useState(false);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const messages = COMMENT_MESSAGES[store];
  const uid = user?.uid ?? null;

  const { topLevel, replies } = buildThreads(comments);
  const shown = expanded ? topLevel : topLevel.slice(0, COMMENT_LIMITS.visibleTopLevel);
  const remaining = topLevel.length - COMMENT_LIMITS.visibleTopLevel;

  const actions: CommentActions = {
    uid,
    deleteFailedMessage: messages.delete,
    onLike: (c: Comment) => {
      if (!uid) return;
      // docs/product-rules.md 10.3: a failed like is only logged.
      toggleLike(docs, store, c.id, uid, c.likes.includes(uid)).catch((e) => console.error('like failed', e));
    },
    onDelete: (c: Comment) => deleteComment(docs, store, c.id),
  };

  if (loading) return <Spinner label="Loading comments" />;
  return (
    <>
      {topLevel.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          No comments yet. Be the first to share your thoughts!
        </p>
      ) : (
        <ul className="flex flex-col gap-6">
          {shown.map((c) => (
            <li key={c.id}>
              <CommentItem comment={c} actions={actions} onReply={() => setReplyingTo(c.id)}>
                {replyingTo === c.id && (
                  <div className="mt-3">
                    <CommentComposer
                      label={`Reply to ${c.userName}`}
                      placeholder="Write a reply..."
                      submitLabel="Post Reply"
                      failureMessage={messages.reply}
                      autoFocus
                      onCancel={() => setReplyingTo(null)}
                      onSubmit={async (content) => {
                        await post(content, c.id);
                        setReplyingTo(null);
                      }}
                    />
                  </div>
                )}
                {(replies.get(c.id) ?? []).length > 0 && (
                  <ul className="mt-4 flex flex-col gap-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
                    {replies.get(c.id)!.map((r) => (
                      <li key={r.id}>
                        <CommentItem comment={r} actions={actions} />
                      </li>
                    ))}
                  </ul>
                )}
              </CommentItem>
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <Button
          variant="outline"
          className="mt-6"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show Less Comments' : 'Show More Comments'}
          {!expanded && <Badge tone="pro">{remaining}</Badge>}
        </Button>
      )}
    </>
  );
}
