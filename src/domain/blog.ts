/**
 * Content items (collection `blogs`, docs/product-rules.md 12.2 and 15.5): blog posts, pages and
 * templates the admin manages and the public blog shows. Shared by the admin Content tab, the
 * public blog, the access policies and the demo seed. Pure: no I/O, no clock, no zod (the public
 * blog loads it); the stored item's schema is in blog-schemas.ts.
 */
export const BLOGS = 'blogs';
export const BLOG_TYPES = ['blog', 'page', 'template'] as const;
export const BLOG_STATUSES = ['published', 'draft'] as const;
export type BlogType = (typeof BLOG_TYPES)[number];
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const DEFAULT_BLOG_AUTHOR = 'Admin';
export const DEFAULT_READ_TIME = '5 min read';
/** Words a reader gets through per minute, for the read time stored on save. */
export const WORDS_PER_MINUTE = 200;

/** Bounds the editor, the rules and the policy agree on. */
export const BLOG_LIMITS = {
  titleMax: 300,
  /** Public list: 10 posts (docs/product-rules.md 12.1). */
  listLimit: 10,
  /** A tag page filters by slug on the client, so it reads a wider window of posts. */
  tagWindow: 100,
} as const;

/** The stated image limit, enforced here although the original did not (docs/product-rules.md 12.3). */
export const MAX_BLOG_IMAGE_BYTES = 10 * 1024 * 1024;
export const BLOG_IMAGE_FOLDER = 'blog';

/**
 * A stored content item as the screens read it. Lenient: one odd document never breaks a list,
 * every missing or malformed field takes its default (docs/product-rules.md 12.2). Read by hand,
 * not with zod, so the public blog loads no schema library; `blogItemSchema` (blog-schemas.ts)
 * states the same rules, and blog.test.ts keeps the two equal.
 */
export interface BlogItemData {
  title: string;
  type: BlogType;
  status: BlogStatus;
  lastUpdated: Date | null;
  author: string;
  content: string;
  excerpt: string;
  tags: string[];
  readTime: string;
  imageUrl: string | null;
}
export type BlogItem = BlogItemData & { id: string };

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const filled = (v: unknown, fallback: string) => (typeof v === 'string' && v.length > 0 ? v : fallback);
const oneOf = <T extends string>(v: unknown, values: readonly T[], fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

/** Reads one stored document; `lastUpdated` is null only while a server time is pending. */
export function toBlogItem(id: string, data: unknown): BlogItem {
  const d = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const { lastUpdated, tags, imageUrl } = d;
  return {
    id,
    title: text(d.title, ''),
    type: oneOf(d.type, BLOG_TYPES, 'blog'),
    status: oneOf(d.status, BLOG_STATUSES, 'draft'),
    lastUpdated: lastUpdated instanceof Date && !Number.isNaN(lastUpdated.getTime()) ? lastUpdated : null,
    author: filled(d.author, DEFAULT_BLOG_AUTHOR),
    content: text(d.content, ''),
    excerpt: text(d.excerpt, ''),
    tags: Array.isArray(tags) && tags.every((t) => typeof t === 'string') ? [...tags] : [],
    readTime: filled(d.readTime, DEFAULT_READ_TIME),
    imageUrl: typeof imageUrl === 'string' && imageUrl.length > 0 ? imageUrl : null,
  };
}

/** The editor's values (everything the admin types or switches). */
export type BlogDraft = Pick<
  BlogItemData,
  'title' | 'excerpt' | 'content' | 'tags' | 'type' | 'status' | 'imageUrl'
>;

/** docs/product-rules.md 15.5: a new item starts as a draft blog post. */
export const EMPTY_BLOG_DRAFT: BlogDraft = {
  title: '',
  excerpt: '',
  content: '',
  tags: [],
  type: 'blog',
  status: 'draft',
  imageUrl: null,
};

/** Tags typed comma-separated: trimmed, empties dropped, duplicates (case-insensitive) once. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The /blog/tag/{slug} part: lowercase, runs of whitespace become one hyphen. */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '-');
}

/** '3 min read' from the words of `content`; the default when there is nothing to read. */
export function readTimeOf(content: string): string {
  const words = content.split(/\s+/).filter(Boolean).length;
  if (words === 0) return DEFAULT_READ_TIME;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/**
 * docs/product-rules.md 15.5: upload names keep only letters, digits and dots. Leading dots go too, so
 * the name can never be `..` or a hidden file; nothing usable left reads 'image'.
 */
export function blogImageFileName(name: string): string {
  const kept = name
    .replace(/^.*[\\/]/, '')
    .replace(/[^A-Za-z0-9.]/g, '')
    .replace(/^\.+/, '')
    .slice(-100);
  return kept || 'image';
}

/** `blog/{timestamp}_{safe name}` (docs/product-rules.md 15.5); `now` is passed in (pure). */
export function blogImagePath(fileName: string, now: number): string {
  return `${BLOG_IMAGE_FOLDER}/${now}_${blogImageFileName(fileName)}`;
}

/** docs/product-rules.md 15.5 and the editor's own refusals. */
export const blogMessages = {
  uploadFailed: 'Failed to upload image. Please try again.',
  imageTooLarge: 'This image is larger than 10MB. Please choose a smaller file.',
  notAnImage: 'This file is not a PNG, JPG, GIF or WebP image.',
  saveFailed: 'Failed to save the content item. Please try again.',
  deleteFailed: 'Failed to delete the content item. Please try again.',
  loadFailed: 'Failed to load blog posts. Please try again later.',
  deleteConfirm: 'Are you sure you want to delete this item?',
  imageHint: 'PNG, JPG, GIF up to 10MB',
} as const;

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Jan 15, 2025'; '' while a server time is pending. */
export function formatBlogDate(date: Date | null): string {
  return date && !Number.isNaN(date.getTime()) ? DATE_FORMAT.format(date) : '';
}
