import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { BlogItem } from '@/domain/blog';
import { blogTagPath, paragraphsOf } from '../lib/topics';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';

export function BackToBlog() {
  return (
    <Link
      to={paths.blog}
      className="mb-6 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Blog
    </Link>
  );
}

/**
 * One post. Content is plain text in paragraphs, never HTML: an admin's pasted markup shows
 * as text and cannot run in a visitor's browser.
 */
export function PostView({
  post,
  loading,
  failed,
}: {
  post: BlogItem | null;
  loading: boolean;
  failed: boolean;
}) {
  if (loading) return <PageSpinner label="Loading post" />;
  return (
    <div className="mx-auto max-w-3xl">
      <BackToBlog />
      {failed ? (
        <p role="alert" className="py-16 text-center text-red-600 dark:text-red-400">
          Failed to load this post. Please try again later.
        </p>
      ) : !post ? (
        <div className="py-16 text-center">
          <h2 className="text-2xl font-semibold text-slate-900 dark:text-white">Post not found</h2>
          <p className="mt-2 text-slate-500 dark:text-slate-400">It may have been moved or unpublished.</p>
        </div>
      ) : (
        <article className="flex flex-col gap-5">
          {post.status !== 'published' && (
            <p className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
              Draft preview: only the admin can see this post.
            </p>
          )}
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{post.title}</h2>
          <PostMeta post={post} />
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {post.tags.map((t) => (
                <li key={t}>
                  <Link
                    to={blogTagPath(t)}
                    className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-200"
                  >
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {post.imageUrl && <PostImage url={post.imageUrl} className="max-h-96 rounded-2xl" />}
          <div className="flex flex-col gap-4 text-base leading-7 text-slate-700 dark:text-slate-200">
            {paragraphsOf(post.content).map((p, i) => (
              <p key={i} className="whitespace-pre-line">
                {p}
              </p>
            ))}
          </div>
        </article>
      )}
    </div>
  );
}
