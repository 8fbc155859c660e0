import { Link } from 'react-router';
import { blogTagPath } from '../lib/topics';

/** Chips linking to /blog/tag/{slug} (docs/product-rules.md 12.1). */
export function PopularTopics({ topics }: { topics: string[] }) {
  return (
    <section
      aria-labelledby="popular-topics"
      className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="popular-topics" className="mb-3 font-semibold text-slate-900 dark:text-white">
        Popular Topics
      </h2>
      {topics.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Topics appear as posts are published.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {topics.map((t) => (
            <li key={t}>
              <Link
                to={blogTagPath(t)}
                className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-indigo-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-indigo-900/50"
              >
                {t}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
