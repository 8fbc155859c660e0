import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { blogPostPath } from '@/config/paths';
import type { BlogItem } from '@/domain/blog';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';

/** docs/product-rules.md 12.1: image, first tag or 'Uncategorized', date, read time, title, excerpt, Read More. */
export function PostCard({ post }: { post: BlogItem }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <PostImage url={post.imageUrl} className="h-44" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <span className="self-start rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-200">
          {post.tags[0] ?? 'Uncategorized'}
        </span>
        <PostMeta post={post} />
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{post.title}</h2>
        {post.excerpt && (
          <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        )}
        <Link
          to={blogPostPath(post.id)}
          className="mt-auto inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
