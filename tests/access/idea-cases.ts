/**
 * Access cases for tool ideas (ideas/{id}, the landing page's idea dialog): anyone, even signed
 * out, sends one in the dialog's shape under their own uid or none; only the admin reads them;
 * nobody edits or deletes them. Part of the table in cases.ts.
 */
import { serverTime } from '@/domain/doc-values';
import type { Query } from '@/domain/query/types';
import type { AccessCase } from './cases';

export function ideaFixtures() {
  return {
    'ideas/idea-1': {
      name: 'Sam Visitor',
      email: 'sam@example.test',
      idea: 'A cover letter generator that reuses my tailored resume.',
      userId: null,
      createdAt: new Date('2025-01-15T09:00:00Z'),
    },
  };
}

const idea = (extra: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email: 'jane@example.test',
  idea: 'An interview question bank sorted by company.',
  userId: null,
  createdAt: serverTime(),
  ...extra,
});
const stored = 'ideas/idea-1';
const all: Query = { collection: 'ideas', orderBy: [['createdAt', 'desc']] };

// prettier-ignore
export const ideaCases: AccessCase[] = [
  // ---- create: anyone, in the dialog's shape ----
  { name: 'ideas: no token sends an idea', who: 'anon', op: 'add', path: 'ideas', data: idea(), expect: 'allow' },
  { name: 'ideas: user sends an idea under their own uid', who: 'owner', op: 'add', path: 'ideas', data: idea({ userId: '{owner}' }), expect: 'allow' },
  { name: 'ideas: user sends an idea without a uid', who: 'owner', op: 'add', path: 'ideas', data: idea(), expect: 'allow' },
  { name: "ideas: user cannot send under another user's uid", who: 'owner', op: 'add', path: 'ideas', data: idea({ userId: '{other}' }), expect: 'deny' },
  { name: 'ideas: no token cannot claim a uid', who: 'anon', op: 'add', path: 'ideas', data: idea({ userId: '{owner}' }), expect: 'deny' },
  { name: 'ideas: an idea under 10 characters is refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ idea: 'Too short' }), expect: 'deny' },
  { name: 'ideas: an idea of only spaces is refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ idea: ' '.repeat(20) }), expect: 'deny' },
  { name: 'ideas: an idea over 2000 characters is refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ idea: 'x'.repeat(2001) }), expect: 'deny' },
  { name: 'ideas: an idea of exactly 2000 characters is accepted', who: 'anon', op: 'add', path: 'ideas', data: idea({ idea: 'x'.repeat(2000) }), expect: 'allow' },
  { name: 'ideas: a blank name is refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ name: '   ' }), expect: 'deny' },
  { name: 'ideas: a name over 100 characters is refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ name: 'n'.repeat(101) }), expect: 'deny' },
  { name: 'ideas: an invalid e-mail is refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ email: 'not-an-address' }), expect: 'deny' },
  { name: 'ideas: unknown fields are refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ status: 'approved' }), expect: 'deny' },
  { name: 'ideas: a missing userId is refused', who: 'anon', op: 'add', path: 'ideas', data: { name: 'Jane', email: 'jane@example.test', idea: 'A long enough idea.', createdAt: serverTime() }, expect: 'deny' },
  { name: 'ideas: a client-chosen time is refused', who: 'anon', op: 'add', path: 'ideas', data: idea({ createdAt: new Date('2020-01-01T00:00:00Z') }), expect: 'deny' },

  // ---- read: the admin only ----
  { name: 'ideas: no token cannot read an idea', who: 'anon', op: 'get', path: stored, expect: 'deny' },
  { name: 'ideas: user cannot read an idea', who: 'owner', op: 'get', path: stored, expect: 'deny' },
  { name: 'ideas: user cannot list ideas', who: 'owner', op: 'list', query: all, expect: 'deny' },
  { name: 'ideas: admin:true in user data cannot list ideas', who: 'sneaky', op: 'list', query: all, expect: 'deny' },
  { name: 'ideas: admin reads an idea', who: 'admin', op: 'get', path: stored, expect: 'allow' },
  { name: 'ideas: admin lists ideas', who: 'admin', op: 'list', query: all, expect: 'allow' },

  // ---- create-only: nobody edits or deletes ----
  { name: 'ideas: no token cannot edit an idea', who: 'anon', op: 'update', path: stored, data: { idea: 'Replaced with something else' }, expect: 'deny' },
  { name: 'ideas: admin cannot edit an idea', who: 'admin', op: 'update', path: stored, data: { name: 'Renamed' }, expect: 'deny' },
  { name: 'ideas: user cannot delete an idea', who: 'owner', op: 'delete', path: stored, expect: 'deny' },
  { name: 'ideas: admin cannot delete an idea', who: 'admin', op: 'delete', path: stored, expect: 'deny' },
];
