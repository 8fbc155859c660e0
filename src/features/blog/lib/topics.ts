import { tagSlug, type BlogItem } from '@/domain/blog';
import { paths } from '@/config/paths';

export const blogTagPath = (tag: string) => `${paths.blog}/tag/${encodeURIComponent(tagSlug(tag))}`;

export const POPULAR_TOPICS_MAX = 8;

/** The loaded posts' tags, most used first, one per slug (its first spelling wins). */
export function popularTopics(posts: readonly BlogItem[], max = POPULAR_TOPICS_MAX): string[] {
  const counts = new Map<string, { tag: string; n: number; first: number }>();
  let order = 0;
  for (const tag of posts.flatMap((p) => p.tags)) {
    const slug = tagSlug(tag);
    if (!slug) continue;
    const entry = counts.get(slug) ?? { tag: tag.trim(), n: 0, first: order++ };
    entry.n += 1;
    counts.set(slug, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || a.first - b.first)
    .slice(0, max)
    .map((e) => e.tag);
}

/** Posts carrying the tag whose slug is `slug`. */
export const postsTagged = (posts: readonly BlogItem[], slug: string) =>
  posts.filter((p) => p.tags.some((t) => tagSlug(t) === slug));

/** Plain-text paragraphs: blank lines separate them (never rendered as HTML). */
export const paragraphsOf = (content: string) =>
  content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
