/**
 * Access cases for the admin console's User Management tab (docs/product-rules.md 15.3): only the
 * admin lists, searches, pages and filters users; nobody else may enumerate users, read another
 * user, search by the server's lowercase fields, or touch another user's plan. The tab saves
 * and deletes through admin-only callables; the direct rules are the second line. Part of the
 * table in cases.ts.
 */
import type { Query } from '@/domain/query/types';
import type { AccessCase } from './cases';

const at = new Date('2025-01-10T00:00:00Z');

export function adminUserFixtures() {
  return {
    'users/listed-user': {
      uid: 'listed-user',
      name: 'Listed Person',
      email: 'Listed@Example.test',
      nameLower: 'listed person',
      emailLower: 'listed@example.test',
      photoURL: null,
      createdAt: at,
      lastLogin: at,
      subscription: { planId: 'magic', planName: 'Magic', status: 'active', credits: 0, amount: 9 },
    },
  };
}

const page: Query = { collection: 'users', orderBy: [['createdAt', 'desc']], limit: 11 };
const nextPage: Query = { ...page, startAfter: { id: 'listed-user', values: [at] } };
const byPlan: Query = {
  collection: 'users',
  where: [['subscription.planId', '==', 'magic']],
  orderBy: [['createdAt', 'desc']],
  limit: 11,
};
const range = (field: 'emailLower' | 'nameLower', q: string): Query => ({
  collection: 'users',
  where: [
    [field, '>=', q],
    [field, '<', `${q}\uf8ff`],
  ],
  orderBy: [[field, 'asc']],
  limit: 50,
});
const target = 'users/listed-user';

// One case per line reads as a table; prettier would unfold every row.
// prettier-ignore
export const adminUserCases: AccessCase[] = [
  { name: 'admin users: owner cannot list the users page', who: 'owner', op: 'list', query: page, expect: 'deny' },
  { name: 'admin users: other cannot list users by plan', who: 'other', op: 'list', query: byPlan, expect: 'deny' },
  { name: 'admin users: no token cannot search by emailLower', who: 'anon', op: 'list', query: range('emailLower', 'li'), expect: 'deny' },
  { name: 'admin users: owner cannot search by emailLower', who: 'owner', op: 'list', query: range('emailLower', 'li'), expect: 'deny' },
  { name: 'admin users: admin:true in data cannot search by nameLower', who: 'sneaky', op: 'list', query: range('nameLower', 'li'), expect: 'deny' },
  { name: 'admin users: owner cannot read another user', who: 'owner', op: 'get', path: target, expect: 'deny' },
  { name: "admin users: other cannot change another user's plan", who: 'other', op: 'update', path: target, data: { 'subscription.planId': 'ultimate', 'subscription.credits': 999 }, expect: 'deny' },
  { name: "admin users: admin:true in data cannot change another user's plan", who: 'sneaky', op: 'update', path: target, data: { 'subscription.status': 'active' }, expect: 'deny' },
  { name: 'admin users: owner cannot write own search fields', who: 'owner', op: 'update', path: 'users/{owner}', data: { nameLower: 'admin', emailLower: 'admin@x' }, expect: 'deny' },
  { name: 'admin users: owner cannot delete a user', who: 'owner', op: 'delete', path: target, expect: 'deny' },
  { name: 'admin users: admin:true in data cannot delete a user', who: 'sneaky', op: 'delete', path: target, expect: 'deny' },
  { name: 'admin users: no token cannot delete a user', who: 'anon', op: 'delete', path: target, expect: 'deny' },
  { name: 'admin users: admin lists the first page', who: 'admin', op: 'list', query: page, expect: 'allow' },
  { name: 'admin users: admin loads the next page', who: 'admin', op: 'list', query: nextPage, expect: 'allow' },
  { name: 'admin users: admin filters by plan', who: 'admin', op: 'list', query: byPlan, expect: 'allow' },
  { name: 'admin users: admin searches by emailLower', who: 'admin', op: 'list', query: range('emailLower', 'li'), expect: 'allow' },
  { name: 'admin users: admin searches by nameLower', who: 'admin', op: 'list', query: range('nameLower', 'li'), expect: 'allow' },
  { name: 'admin users: admin reads any user', who: 'admin', op: 'get', path: target, expect: 'allow' },
];
