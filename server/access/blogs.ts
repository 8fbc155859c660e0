/**
 * blogs/{id} — mirrors `match /blogs/{id}` in firestore.rules line for line. Content items of
 * the public blog: anyone, signed in or not, reads a published one; drafts, pages and
 * templates in draft stay with the admin, who alone writes them (spec 3 section 6).
 */
import type { DocData } from '../../functions/src/handlers/ports';
import { BLOG_LIMITS, BLOG_STATUSES, BLOG_TYPES } from '../../src/domain/blog';
import { constrainsEqual, isAdmin, isStringOfLength } from './helpers';
import type { CollectionPolicy } from './types';

const BLOG_KEYS = [
  'title',
  'type',
  'status',
  'lastUpdated',
  'author',
  'content',
  'excerpt',
  'tags',
  'readTime',
  'imageUrl',
];

// Only the known keys; a title that is not blank; type and status from their sets, so the
// public list's `status == 'published'` query means what it says.
function validBlog(d: DocData): boolean {
  return (
    Object.keys(d).every((k) => BLOG_KEYS.includes(k)) &&
    isStringOfLength(d.title, 1, BLOG_LIMITS.titleMax) &&
    (d.title as string).trim().length > 0 &&
    (BLOG_TYPES as readonly unknown[]).includes(d.type) &&
    (BLOG_STATUSES as readonly unknown[]).includes(d.status)
  );
}

export const blogsPolicy: CollectionPolicy = {
  pattern: 'blogs/{id}',

  // A published item is public (the blog needs no account); the admin also sees drafts.
  read: (auth, doc) => isAdmin(auth) || (doc.data !== null && doc.data.status === 'published'),

  // Rules are not filters: a visitor's list must itself ask for published items only.
  list: (auth, q) => isAdmin(auth) || constrainsEqual(q, 'status', 'published'),

  // The admin's Content tab writes; anyone else could deface the blog.
  create: (auth, after) => isAdmin(auth) && validBlog(after.data),
  update: (auth, _before, after) => isAdmin(auth) && validBlog(after.data),
  delete: (auth) => isAdmin(auth),
};
