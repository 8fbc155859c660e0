import { Calendar, Clock } from 'lucide-react';
import { formatBlogDate, type BlogItem } from '@/domain/blog';

/** Date and read time, as on the cards and the post. */
export function PostMeta({ post }: { post: BlogItem }) {
  const date = formatBlogDate(post.lastUpdated);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
      {date && (
        <span className="inline-flex items-center gap-1">
          <Calendar aria-hidden="true" className="h-3.5 w-3.5" />
          <time dateTime={post.lastUpdated?.toISOString()}>{date}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="h-3.5 w-3.5" />
        {post.readTime}
      </span>
    </p>
  );
}
