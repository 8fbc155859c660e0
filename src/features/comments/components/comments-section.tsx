import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/components/hooks/use-near-viewport';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { Spinner } from '@/components/ui/spinner';
import { COMMENT_MESSAGES, type CommentStore } from '@/domain/comments';
import { CommentComposer } from './comment-composer';
import { SignedOutComposer } from './signed-out-composer';

// The list (and with it the Firestore SDK, the comment schema and the comment actions) loads
// only as the section nears the view.
const CommentList = lazy(async () => ({ default: (await import('./comment-list')).CommentList }));

/** The poster's comment or reply, under their profile name and photo (docs/product-rules.md 10.2). */
export type PostComment = (content: string, parentId?: string) => Promise<void>;

const loading = <Spinner label="Loading comments" />;

/**
 * The community comments (docs/product-rules.md 10.1), on one store. The section stands as it will
 * (heading, composer, the loading state) from the start; the comments are read only as it nears
 * the view.
 */
export function CommentsSection({
  store,
  title = 'Community Comments',
  actions: headerActions,
}: {
  store: CommentStore;
  title?: string;
  /** Extra controls beside the heading (the admin's seeding button). */
  actions?: ReactNode;
}) {
  const { docs } = useBackend();
  const { user } = useAuth();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, undefined);
  const messages = COMMENT_MESSAGES[store];

  const post: PostComment = async (content, parentId) => {
    if (!user) return;
    const { postAsAuthor } = await import('../api/post-as-author');
    await postAsAuthor(docs, store, { uid: user.uid, content, parentId, staff: user.admin });
  };

  return (
    <section
      ref={sectionRef}
      aria-label={title}
      className="mx-auto mt-12 w-full max-w-3xl px-4 pb-12 sm:px-0"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
        {headerActions}
      </div>
      {user ? (
        <CommentComposer
          label="Write a comment"
          placeholder="Share your thoughts..."
          submitLabel="Post Comment"
          failureMessage={messages.post}
          onSubmit={(content) => post(content)}
        />
      ) : (
        <SignedOutComposer />
      )}
      <div className="mt-6">
        {near ? (
          <Suspense fallback={loading}>
            <CommentList store={store} post={post} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </section>
  );
}
