/**
 * Access cases for the blog newsletter (newsletterSubscribers): anyone creates a sign-up in the
 * Subscribe box's exact shape at the server's time; only the admin reads or lists the
 * addresses; nobody, not even the admin, edits or deletes one. Part of the table in cases.ts.
 */
import { serverTime } from '@/domain/doc-values';
import type { AccessCase } from './cases';

export function newsletterFixtures() {
  return {
    'newsletterSubscribers/s-1': {
      email: 'reader@example.test',
      createdAt: new Date('2025-01-15T09:00:00Z'),
      source: 'blog',
    },
  };
}

const signUp = (extra: Record<string, unknown> = {}) => ({
  email: 'new.reader@example.test',
  createdAt: serverTime(),
  source: 'blog',
  ...extra,
});
const stored = 'newsletterSubscribers/s-1';
const col = 'newsletterSubscribers';

// prettier-ignore
export const newsletterCases: AccessCase[] = [
  // ---- create: anyone, in the box's shape ----
  { name: 'newsletter: no token subscribes', who: 'anon', op: 'add', path: col, data: signUp(), expect: 'allow' },
  { name: 'newsletter: signed-in user subscribes', who: 'owner', op: 'add', path: col, data: signUp(), expect: 'allow' },
  { name: 'newsletter: an invalid e-mail is refused', who: 'anon', op: 'add', path: col, data: signUp({ email: 'not-an-email' }), expect: 'deny' },
  { name: 'newsletter: an e-mail with spaces is refused', who: 'anon', op: 'add', path: col, data: signUp({ email: ' a@b.test' }), expect: 'deny' },
  { name: 'newsletter: an upper-case e-mail is refused', who: 'anon', op: 'add', path: col, data: signUp({ email: 'Reader@Example.test' }), expect: 'deny' },
  { name: 'newsletter: an e-mail over 254 characters is refused', who: 'anon', op: 'add', path: col, data: signUp({ email: `${'a'.repeat(250)}@b.test` }), expect: 'deny' },
  { name: 'newsletter: a backdated sign-up is refused', who: 'anon', op: 'add', path: col, data: signUp({ createdAt: new Date('2020-01-01T00:00:00Z') }), expect: 'deny' },
  { name: 'newsletter: an extra field is refused', who: 'anon', op: 'add', path: col, data: signUp({ name: 'Reader' }), expect: 'deny' },
  { name: 'newsletter: a missing source is refused', who: 'anon', op: 'add', path: col, data: { email: 'x@example.test', createdAt: serverTime() }, expect: 'deny' },
  { name: 'newsletter: an unknown source is refused', who: 'anon', op: 'add', path: col, data: signUp({ source: 'landing' }), expect: 'deny' },

  // ---- read: the admin only ----
  { name: 'newsletter: admin reads a sign-up', who: 'admin', op: 'get', path: stored, expect: 'allow' },
  { name: 'newsletter: admin lists sign-ups', who: 'admin', op: 'list', query: { collection: col }, expect: 'allow' },
  { name: 'newsletter: no token cannot read a sign-up', who: 'anon', op: 'get', path: stored, expect: 'deny' },
  { name: 'newsletter: user cannot list sign-ups', who: 'owner', op: 'list', query: { collection: col }, expect: 'deny' },
  { name: 'newsletter: user cannot look an address up', who: 'owner', op: 'list', query: { collection: col, where: [['email', '==', 'reader@example.test']] }, expect: 'deny' },
  { name: 'newsletter: admin:true in user data cannot list sign-ups', who: 'sneaky', op: 'list', query: { collection: col }, expect: 'deny' },

  // ---- update and delete: nobody ----
  { name: 'newsletter: no token cannot change a sign-up', who: 'anon', op: 'update', path: stored, data: { email: 'evil@example.test' }, expect: 'deny' },
  { name: 'newsletter: admin cannot change a sign-up', who: 'admin', op: 'update', path: stored, data: { source: 'blog', email: 'other@example.test' }, expect: 'deny' },
  { name: 'newsletter: user cannot delete a sign-up', who: 'owner', op: 'delete', path: stored, expect: 'deny' },
  { name: 'newsletter: admin cannot delete a sign-up', who: 'admin', op: 'delete', path: stored, expect: 'deny' },
  { name: 'newsletter: no token cannot overwrite a sign-up by id', who: 'anon', op: 'set', path: stored, data: signUp(), expect: 'deny' },
];
