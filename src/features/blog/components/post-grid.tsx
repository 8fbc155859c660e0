import { PageSpinner } from '@/components/ui/spinner';
import { blogMessages, type BlogItem } from '@/domain/blog';
import { PostCard } from './post-card';

/** The cards with their loading, error (centered, red: docs/product-rules.md 12.1) and empty states. */
export function PostGrid({
  posts,
  loading,
  failed,
  empty,
}: {
  posts: BlogItem[];
  loading: boolean;
  failed: boolean;
  empty: string;
}) {
  if (loading) {
    // A screen's height while the posts load: what stands below (the topics and newsletter on a
    // phone) starts out of view, so the cards arriving do not shift it on screen.
    return (
      <div className="min-h-svh">
        <PageSpinner label="Loading blog posts" />
      </div>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="py-16 text-center text-red-600 dark:text-red-400">
        {blogMessages.loadFailed}
      </p>
    );
  }
  if (posts.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 py-16 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {empty}
      </p>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} />
      ))}
    </div>
  );
}
