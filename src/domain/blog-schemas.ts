/**
 * The stored content item as a zod schema: the rules `toBlogItem` (blog.ts) reads by hand, kept
 * equal to it by blog.test.ts, and the exact shape the demo seed writes (server/dev/seed-blogs.test.ts).
 */
import { z } from 'zod';
import { BLOG_STATUSES, BLOG_TYPES, DEFAULT_BLOG_AUTHOR, DEFAULT_READ_TIME } from './blog';

export const blogItemSchema = z.object({
  title: z.string().catch(''),
  type: z.enum(BLOG_TYPES).catch('blog'),
  status: z.enum(BLOG_STATUSES).catch('draft'),
  lastUpdated: z.date().nullable().catch(null),
  author: z.string().min(1).catch(DEFAULT_BLOG_AUTHOR),
  content: z.string().catch(''),
  excerpt: z.string().catch(''),
  tags: z.array(z.string()).catch([]),
  readTime: z.string().min(1).catch(DEFAULT_READ_TIME),
  imageUrl: z.string().min(1).nullable().catch(null),
});
