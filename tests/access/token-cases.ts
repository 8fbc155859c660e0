/**
 * Access cases for the local host's own checks of who is calling: its callables and its file
 * stand-in verify each ID token (server/auth/token-verifier.ts), so a garbage, unsigned,
 * expired or foreign token is refused there, and an admin claim counts only when the account
 * record carries it too. Documents are not here: they go straight to Firestore, whose emulator
 * accepts any token as it is (production Firestore checks the signature itself), so a
 * crafted-token case on a document proves nothing on this machine (table.ts counts those apart).
 * Part of the table in cases.ts.
 */
import type { AccessCase } from './cases';

const usage = { feature: 'magicCV' };
const seed = 'uploads/{owner}/seed.pdf';
const exportPage = { limit: 1 };
// A uid with no account: should a forged claim ever pass, the handler fails loudly instead of
// acting on a real user.
const nobody = 'no-such-user';

// One case per line reads as a table; prettier would unfold every row.
// prettier-ignore
export const tokenCases: AccessCase[] = [
  // ---- callables: who may call what ----
  { name: 'callables: signed-in user reads own daily usage', who: 'owner', op: 'call', fn: 'getDailyUsage', data: usage, expect: 'allow' },
  { name: 'callables: no token cannot read daily usage', who: 'anon', op: 'call', fn: 'getDailyUsage', data: usage, expect: 'deny' },
  { name: 'callables: admin exports the user list', who: 'admin', op: 'call', fn: 'exportAuthUsers', data: exportPage, expect: 'allow' },
  { name: 'callables: user cannot export the user list', who: 'owner', op: 'call', fn: 'exportAuthUsers', data: exportPage, expect: 'deny' },
  { name: 'callables: admin:true in user data cannot export the user list', who: 'sneaky', op: 'call', fn: 'exportAuthUsers', data: exportPage, expect: 'deny' },

  // ---- garbage, unsigned, foreign and expired tokens ----
  { name: 'garbage token is refused', who: 'bad-token', op: 'call', fn: 'getDailyUsage', data: usage, expect: 'deny' },
  { name: 'garbage token cannot download own file', who: 'bad-token', op: 'download', path: seed, expect: 'deny' },
  { name: 'garbage token cannot upload', who: 'bad-token', op: 'upload', path: 'uploads/{owner}/resumes/a.pdf', size: 10, expect: 'deny' },
  { name: 'unsigned token without aud/exp is refused', who: 'forged-token', op: 'call', fn: 'getDailyUsage', data: usage, expect: 'deny' },
  { name: 'unsigned token without aud/exp cannot download own file', who: 'forged-token', op: 'download', path: seed, expect: 'deny' },
  { name: 'token of another project (wrong aud) is refused', who: 'wrong-project', op: 'call', fn: 'getDailyUsage', data: usage, expect: 'deny' },
  { name: 'token of another project cannot upload', who: 'wrong-project', op: 'upload', path: 'uploads/{owner}/resumes/b.pdf', size: 10, expect: 'deny' },
  { name: 'expired token is refused', who: 'expired-token', op: 'call', fn: 'getDailyUsage', data: usage, expect: 'deny' },
  { name: 'expired token cannot delete own file', who: 'expired-token', op: 'remove-file', path: seed, expect: 'deny' },

  // ---- an admin claim the account record does not carry ----
  { name: 'forged admin claim cannot export the user list', who: 'forged-admin-claim', op: 'call', fn: 'exportAuthUsers', data: { limit: 10 }, expect: 'deny' },
  { name: 'forged admin claim cannot filter users by plan', who: 'forged-admin-claim', op: 'call', fn: 'exportAuthUsers', data: { limit: 10, filters: { planId: 'pro' } }, expect: 'deny' },
  { name: "admin users: forged admin claim cannot change a user's plan", who: 'forged-admin-claim', op: 'call', fn: 'adminUpdateUser', data: { uid: nobody, changes: { subscription: { planId: 'ultimate', credits: 999 } } }, expect: 'deny' },
  { name: 'admin users: forged admin claim cannot delete a user', who: 'forged-admin-claim', op: 'call', fn: 'adminDeleteUser', data: { uid: nobody }, expect: 'deny' },
  { name: 'blog images: forged admin claim cannot upload an image', who: 'forged-admin-claim', op: 'upload', path: 'blog/1700000000008_x.png', size: 100, contentType: 'image/png', expect: 'deny' },
  { name: 'blog images: forged admin claim cannot delete an image', who: 'forged-admin-claim', op: 'remove-file', path: 'blog/1700000000000_cover.png', expect: 'deny' },
  { name: 'forged admin claim token still acts as its user', who: 'forged-admin-claim', op: 'call', fn: 'getDailyUsage', data: usage, expect: 'allow' },
  { name: 'forged admin claim token still downloads its own file', who: 'forged-admin-claim', op: 'download', path: seed, expect: 'allow' },
];
