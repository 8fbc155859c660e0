/**
 * The access-case table (docs/architecture.md 3): who does what to which path, and whether it must
 * be allowed. It is data only; where each case runs is decided by its target (table.ts):
 * document cases on firestore.rules in Google's Firestore emulator (access-rules.test.ts),
 * file cases on the local host's Storage stand-in and callable cases on its callable route
 * (access-local-host.test.ts).
 * Placeholders `{owner}`, `{other}`, `{admin}`, `{sneaky}`, `{newcomer}` stand for uids.
 */
import type { Query } from '@/domain/query/types';
import { arrayRemove, arrayUnion, increment } from '@/domain/doc-values';
import { adminSettingsCases, adminSettingsFixtures } from './admin-settings-cases';
import { jobCases, jobFixtures } from './job-cases';
import { adminUserCases, adminUserFixtures } from './admin-user-cases';
import { notificationCases, notificationFixtures } from './notification-cases';
import { paymentCases, paymentFixtures } from './payment-cases';
import { adminOrderCases, adminOrderFixtures } from './admin-order-cases';
import { baseResumeCases, baseResumeFixtures } from './base-resume-cases';
import { tailorRevisionCases, tailorRevisionFixtures } from './tailor-revision-cases';
import { templateCases, templateFixtures } from './template-cases';
import { blogCases, blogFixtureFiles, blogFixtures } from './blog-cases';
import { ideaCases, ideaFixtures } from './idea-cases';
import { newsletterCases, newsletterFixtures } from './newsletter-cases';
import { commentBy, OTHER_PHOTO, profileCases } from './profile-cases';
import { tokenCases } from './token-cases';

export type Who =
  | 'anon' // no token at all
  | 'bad-token' // garbage in the Authorization header
  | 'forged-token' // unsigned JWT without audience or expiry
  | 'wrong-project' // well-formed token for another Firebase project (wrong aud)
  | 'expired-token' // well-formed token whose exp has passed
  | 'forged-admin-claim' // well-formed unsigned token for the owner claiming admin: true
  | 'owner' // signed-in user whose document the cases mostly touch
  | 'other' // a second signed-in user
  | 'admin' // token with the admin custom claim set by the server
  | 'sneaky' // user whose document holds `admin: true` (forged claim in data)
  | 'newcomer'; // signed-in user without a user document

export type Op =
  | 'get'
  | 'watch-doc'
  | 'list'
  | 'count'
  | 'watch-query'
  | 'add' // path is a collection
  | 'set'
  | 'merge'
  | 'update'
  | 'delete'
  | 'upload'
  | 'download' // with the caller's token only
  | 'download-url' // with the file's download token (Storage download URL)
  | 'remove-file'
  | 'call'; // a callable of the local host (`fn`), `data` as its input

/**
 * Tokens made by hand rather than by the Auth emulator. Only the local host's own token check
 * (server/auth/token-verifier.ts, on its file and callable routes) can tell them apart: the
 * Firestore emulator accepts any token as it is (production Firestore checks the signature).
 */
export const CRAFTED_TOKENS: ReadonlySet<Who> = new Set([
  'bad-token',
  'forged-token',
  'wrong-project',
  'expired-token',
  'forged-admin-claim',
]);

export interface AccessCase {
  name: string;
  who: Who;
  op: Op;
  /** Document, collection (add) or file path. */
  path?: string;
  /** call: the callable's name. */
  fn?: string;
  query?: Query;
  data?: Record<string, unknown>;
  /** Upload size in bytes. */
  size?: number;
  /** Upload content type; 'application/pdf' when not given. */
  contentType?: string;
  /** download-url: use the real token or a wrong one. */
  urlToken?: 'valid' | 'wrong';
  /** A fixture document left out for this case: a create on a fixed path (admin/settings). */
  absent?: string;
  expect: 'allow' | 'deny';
}

const userDoc = (uid: string, name: string, extra: Record<string, unknown> = {}) => ({
  uid,
  name,
  email: `${name.toLowerCase()}@example.test`,
  photoURL: null,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  lastLogin: new Date('2025-01-02T00:00:00Z'),
  subscription: { planId: 'free', planName: 'Free', status: 'active', credits: 0, amount: 0 },
  ...extra,
});

/** Documents present before every case (written with admin rights). */
export function fixtureDocs(uids: Record<'owner' | 'other' | 'admin' | 'sneaky', string>) {
  return {
    [`users/${uids.owner}`]: userDoc(uids.owner, 'Owner'),
    [`users/${uids.other}`]: userDoc(uids.other, 'Other', { photoURL: OTHER_PHOTO }),
    [`users/${uids.admin}`]: userDoc(uids.admin, 'Admin'),
    // A server bug or an old import left `admin: true` in the data: it must grant nothing.
    [`users/${uids.sneaky}`]: userDoc(uids.sneaky, 'Sneaky', { admin: true, role: 'admin' }),
    'secrets/x': { value: 'only handlers' },
    'processedResumes/rec-owner': processedRecord(uids.owner),
    'processedResumes/rec-other': processedRecord(uids.other),
    [`usage/${uids.owner}_2025-01-15`]: { userId: uids.owner, day: '2025-01-15', magicCV: 1 },
    [`usage/${uids.other}_2025-01-15`]: { userId: uids.other, day: '2025-01-15', magicCV: 2 },
    'admin/settings': {
      limits: { freeTier: { magicCV: 2, angelAssistant: 5, lazyApply: 3, lazyTemplates: 2 } },
    },
    ...commentFixtures(uids),
    ...paymentFixtures(uids),
    ...adminOrderFixtures(uids),
    ...templateFixtures(uids),
    ...baseResumeFixtures(uids),
    ...tailorRevisionFixtures(uids),
    ...jobFixtures(),
    ...adminUserFixtures(),
    ...adminSettingsFixtures(),
    ...notificationFixtures(uids.owner),
    ...blogFixtures(),
    ...ideaFixtures(),
    ...newsletterFixtures(),
  } as Record<string, Record<string, unknown>>;
}

function processedRecord(userId: string) {
  const at = new Date('2025-01-15T10:00:00Z');
  return {
    userId,
    jobTitle: 'Frontend Engineer',
    companyName: 'Globex',
    processedAt: at,
    createdAt: at,
    status: 'completed',
    downloadUrl: `https://files.example.test/resumes/${userId}/1_enhanced.pdf`,
    originalResumeUrl: null,
    jobUrl: null,
    jobDescription: 'A job description long enough to count as one for the fixture.',
    generatedContent: '<html><body><h1>Owner</h1></body></html>',
    failureReason: null,
    scoreBefore: 40,
    scoreAfter: 70,
  };
}

function commentDoc(userId: string, content: string, extra: Record<string, unknown> = {}) {
  const at = new Date('2025-01-15T09:00:00Z');
  return { userId, userName: 'Someone', userPhotoURL: null, content, createdAt: at, likes: [], ...extra };
}

/** One thread per comment store: top-level comments, a liked one, a reply. */
function commentFixtures(uids: Record<'owner' | 'other', string>) {
  return {
    'comments/c-owner': commentDoc(uids.owner, 'Owner says hi'),
    'comments/c-other': commentDoc(uids.other, 'Other says hi'),
    'comments/c-liked': commentDoc(uids.owner, 'Liked by other', { likes: [uids.other] }),
    'comments/r-other': commentDoc(uids.other, 'A reply', { parentId: 'c-owner' }),
    'lazyApplyComments/l-owner': commentDoc(uids.owner, 'Easy Apply rocks'),
    'magicKeysComments/m-owner': commentDoc(uids.owner, 'Great typing tool'),
  };
}

/** Files present before every case. */
export const fixtureFiles = (owner: string) => ({
  [`uploads/${owner}/seed.pdf`]: '%PDF-1.4 seed',
  [`resumes/${owner}/1_enhanced.pdf`]: '%PDF-1.4 generated',
  ...blogFixtureFiles(),
});

const MB = 1024 * 1024;
const own = 'users/{owner}';
const mine: Query = { collection: 'users', where: [['uid', '==', '{owner}']] };
const everyone: Query = { collection: 'users' };
const ownRecord = 'processedResumes/rec-owner';
const myHistory: Query = {
  collection: 'processedResumes',
  where: [['userId', '==', '{owner}']],
  orderBy: [['processedAt', 'desc']],
};
const myMagicCvHistory: Query = {
  collection: 'processedResumes',
  where: [
    ['userId', '==', '{owner}'],
    ['tool', '==', 'magicCV'],
  ],
  orderBy: [['processedAt', 'desc']],
};
const myToday: Query = {
  collection: 'processedResumes',
  where: [
    ['userId', '==', '{owner}'],
    ['processedAt', '>=', new Date('2025-01-15T00:00:00Z')],
  ],
};
const ownUsage = 'usage/{owner}_2025-01-15';
const generated = 'resumes/{owner}/1_enhanced.pdf';
const completedRecord = {
  userId: '{owner}',
  jobTitle: 'Fake',
  status: 'completed',
  downloadUrl: 'https://evil.example.test/x.pdf',
};

const post = (extra: Record<string, unknown> = {}) => commentBy('owner', extra);
const latest = (collection: string): Query => ({ collection, orderBy: [['createdAt', 'desc']], limit: 200 });

// One case per line reads as a table; prettier would unfold every row.
// prettier-ignore
const commentCases: AccessCase[] = [
  // ---- comments/{id}: public reads ----
  { name: 'comments: no token reads a comment', who: 'anon', op: 'get', path: 'comments/c-owner', expect: 'allow' },
  { name: 'comments: no token lists the latest comments', who: 'anon', op: 'list', query: latest('comments'), expect: 'allow' },
  { name: 'comments: no token watches the latest comments', who: 'anon', op: 'watch-query', query: latest('comments'), expect: 'allow' },
  { name: 'comments: signed-in user lists comments', who: 'other', op: 'list', query: latest('comments'), expect: 'allow' },

  // ---- comments/{id}: posting ----
  { name: 'comments: owner posts a comment', who: 'owner', op: 'add', path: 'comments', data: post(), expect: 'allow' },
  { name: 'comments: owner posts with a photo URL their profile lacks is refused', who: 'owner', op: 'add', path: 'comments', data: post({ userPhotoURL: 'https://example.test/p.png' }), expect: 'deny' },
  { name: 'comments: forged userId is refused', who: 'owner', op: 'add', path: 'comments', data: post({ userId: '{other}' }), expect: 'deny' },
  { name: 'comments: signed-out post is refused', who: 'anon', op: 'add', path: 'comments', data: post(), expect: 'deny' },
  { name: 'comments: client-chosen createdAt is refused', who: 'owner', op: 'add', path: 'comments', data: post({ createdAt: new Date('2030-01-01T00:00:00Z') }), expect: 'deny' },
  { name: 'comments: likes not empty on create is refused', who: 'owner', op: 'add', path: 'comments', data: post({ likes: ['{owner}'] }), expect: 'deny' },
  { name: 'comments: oversize content is refused', who: 'owner', op: 'add', path: 'comments', data: post({ content: 'x'.repeat(2001) }), expect: 'deny' },
  { name: 'comments: whitespace-only content is refused', who: 'owner', op: 'add', path: 'comments', data: post({ content: '   ' }), expect: 'deny' },
  { name: 'comments: extra fields are refused', who: 'owner', op: 'add', path: 'comments', data: post({ pinned: true }), expect: 'deny' },
  { name: 'comments: missing userName is refused', who: 'owner', op: 'add', path: 'comments', data: post({ userName: '' }), expect: 'deny' },
  { name: 'comments: forged userId under a chosen id is refused', who: 'owner', op: 'set', path: 'comments/mine', data: post({ userId: '{other}' }), expect: 'deny' },

  // ---- comments/{id}: replies ----
  { name: 'comments: owner replies to a top-level comment', who: 'owner', op: 'add', path: 'comments', data: post({ parentId: 'c-other' }), expect: 'allow' },
  { name: 'comments: reply to a missing parent is refused', who: 'owner', op: 'add', path: 'comments', data: post({ parentId: 'no-such-comment' }), expect: 'deny' },
  { name: 'comments: reply to a reply is refused', who: 'owner', op: 'add', path: 'comments', data: post({ parentId: 'r-other' }), expect: 'deny' },
  { name: 'comments: reply whose parent is in another store is refused', who: 'owner', op: 'add', path: 'comments', data: post({ parentId: 'l-owner' }), expect: 'deny' },

  // ---- comments/{id}: likes ----
  { name: 'comments: other likes owner comment', who: 'other', op: 'update', path: 'comments/c-owner', data: { likes: arrayUnion('{other}') }, expect: 'allow' },
  { name: 'comments: author likes own comment', who: 'owner', op: 'update', path: 'comments/c-owner', data: { likes: arrayUnion('{owner}') }, expect: 'allow' },
  { name: 'comments: other unlikes', who: 'other', op: 'update', path: 'comments/c-liked', data: { likes: arrayRemove('{other}') }, expect: 'allow' },
  { name: 'comments: liking on behalf of another is refused', who: 'owner', op: 'update', path: 'comments/c-owner', data: { likes: arrayUnion('{other}') }, expect: 'deny' },
  { name: 'comments: adding two uids at once is refused', who: 'owner', op: 'update', path: 'comments/c-owner', data: { likes: arrayUnion('{owner}', '{other}') }, expect: 'deny' },
  { name: "comments: removing another's like is refused", who: 'owner', op: 'update', path: 'comments/c-liked', data: { likes: arrayRemove('{other}') }, expect: 'deny' },
  { name: 'comments: own uid twice in likes is refused', who: 'owner', op: 'update', path: 'comments/c-owner', data: { likes: ['{owner}', '{owner}'] }, expect: 'deny' },
  { name: 'comments: signed-out like is refused', who: 'anon', op: 'update', path: 'comments/c-owner', data: { likes: arrayUnion('{owner}') }, expect: 'deny' },

  // ---- comments/{id}: content is never edited ----
  { name: "comments: editing another's content is refused", who: 'other', op: 'update', path: 'comments/c-owner', data: { content: 'Hacked' }, expect: 'deny' },
  { name: 'comments: editing own content is refused (only likes change)', who: 'owner', op: 'update', path: 'comments/c-owner', data: { content: 'Edited' }, expect: 'deny' },
  { name: 'comments: a like smuggling a content edit is refused', who: 'other', op: 'update', path: 'comments/c-owner', data: { likes: arrayUnion('{other}'), content: 'Hacked' }, expect: 'deny' },
  { name: 'comments: admin cannot edit content', who: 'admin', op: 'update', path: 'comments/c-owner', data: { content: 'Moderated' }, expect: 'deny' },

  // ---- comments/{id}: deleting ----
  { name: 'comments: author deletes own comment', who: 'owner', op: 'delete', path: 'comments/c-owner', expect: 'allow' },
  { name: "comments: deleting another's comment is refused", who: 'other', op: 'delete', path: 'comments/c-owner', expect: 'deny' },
  { name: 'comments: signed-out delete is refused', who: 'anon', op: 'delete', path: 'comments/c-owner', expect: 'deny' },
  { name: 'comments: admin deletes any comment', who: 'admin', op: 'delete', path: 'comments/r-other', expect: 'allow' },

  // ---- lazyApplyComments/{id} ----
  { name: 'lazyApplyComments: no token lists', who: 'anon', op: 'list', query: latest('lazyApplyComments'), expect: 'allow' },
  { name: 'lazyApplyComments: owner posts', who: 'owner', op: 'add', path: 'lazyApplyComments', data: post(), expect: 'allow' },
  { name: 'lazyApplyComments: forged userId is refused', who: 'other', op: 'add', path: 'lazyApplyComments', data: post(), expect: 'deny' },
  { name: 'lazyApplyComments: reply in the same store', who: 'other', op: 'add', path: 'lazyApplyComments', data: post({ userId: '{other}', userName: 'Other', userPhotoURL: OTHER_PHOTO, parentId: 'l-owner' }), expect: 'allow' },
  { name: 'lazyApplyComments: reply to a comment of another store is refused', who: 'owner', op: 'add', path: 'lazyApplyComments', data: post({ parentId: 'c-owner' }), expect: 'deny' },
  { name: 'lazyApplyComments: other likes', who: 'other', op: 'update', path: 'lazyApplyComments/l-owner', data: { likes: arrayUnion('{other}') }, expect: 'allow' },
  { name: "lazyApplyComments: deleting another's comment is refused", who: 'other', op: 'delete', path: 'lazyApplyComments/l-owner', expect: 'deny' },
  { name: 'lazyApplyComments: no token reads a comment', who: 'anon', op: 'get', path: 'lazyApplyComments/l-owner', expect: 'allow' },
  { name: 'lazyApplyComments: signed-out post is refused', who: 'anon', op: 'add', path: 'lazyApplyComments', data: post(), expect: 'deny' },
  { name: 'lazyApplyComments: author cannot edit the content', who: 'owner', op: 'update', path: 'lazyApplyComments/l-owner', data: { content: 'Edited' }, expect: 'deny' },
  { name: 'lazyApplyComments: author deletes own comment', who: 'owner', op: 'delete', path: 'lazyApplyComments/l-owner', expect: 'allow' },
  { name: 'lazyApplyComments: a client-chosen time is refused', who: 'owner', op: 'add', path: 'lazyApplyComments', data: post({ createdAt: new Date('2020-01-01T00:00:00Z') }), expect: 'deny' },

  // ---- magicKeysComments/{id} (Human Key reviews) ----
  { name: 'magicKeysComments: no token reads a review', who: 'anon', op: 'get', path: 'magicKeysComments/m-owner', expect: 'allow' },
  { name: 'magicKeysComments: owner posts a review', who: 'owner', op: 'add', path: 'magicKeysComments', data: post(), expect: 'allow' },
  { name: 'magicKeysComments: signed-out post is refused', who: 'anon', op: 'add', path: 'magicKeysComments', data: post(), expect: 'deny' },
  { name: 'magicKeysComments: oversize userName is refused', who: 'owner', op: 'add', path: 'magicKeysComments', data: post({ userName: 'n'.repeat(201) }), expect: 'deny' },
  { name: 'magicKeysComments: liking on behalf of another is refused', who: 'owner', op: 'update', path: 'magicKeysComments/m-owner', data: { likes: arrayUnion('{other}') }, expect: 'deny' },
  { name: 'magicKeysComments: author deletes own review', who: 'owner', op: 'delete', path: 'magicKeysComments/m-owner', expect: 'allow' },
  { name: 'magicKeysComments: admin deletes a review', who: 'admin', op: 'delete', path: 'magicKeysComments/m-owner', expect: 'allow' },
  { name: 'magicKeysComments: no token lists the reviews', who: 'anon', op: 'list', query: latest('magicKeysComments'), expect: 'allow' },
  { name: "magicKeysComments: another user cannot delete the owner's review", who: 'other', op: 'delete', path: 'magicKeysComments/m-owner', expect: 'deny' },
  { name: 'magicKeysComments: other likes a review', who: 'other', op: 'update', path: 'magicKeysComments/m-owner', data: { likes: arrayUnion('{other}') }, expect: 'allow' },
  { name: 'magicKeysComments: a review with pre-filled likes is refused', who: 'owner', op: 'add', path: 'magicKeysComments', data: post({ likes: ['{other}'] }), expect: 'deny' },
  { name: 'magicKeysComments: unknown fields are refused', who: 'owner', op: 'add', path: 'magicKeysComments', data: post({ pinned: true }), expect: 'deny' },
];

// One case per line reads as a table; prettier would unfold every row.
// prettier-ignore
export const accessCases: AccessCase[] = [
  // ---- no token at all ----
  { name: 'no token cannot read a user document', who: 'anon', op: 'get', path: own, expect: 'deny' },
  { name: 'no token cannot list users', who: 'anon', op: 'list', query: everyone, expect: 'deny' },
  { name: 'no token cannot watch a user document', who: 'anon', op: 'watch-doc', path: own, expect: 'deny' },
  { name: 'no token cannot update a name', who: 'anon', op: 'update', path: own, data: { name: 'X' }, expect: 'deny' },

  // ---- users/{uid}: reads ----
  { name: 'owner reads own document', who: 'owner', op: 'get', path: own, expect: 'allow' },
  { name: 'owner watches own document', who: 'owner', op: 'watch-doc', path: own, expect: 'allow' },
  { name: "other user cannot read owner's document", who: 'other', op: 'get', path: own, expect: 'deny' },
  { name: "other user cannot watch owner's document", who: 'other', op: 'watch-doc', path: own, expect: 'deny' },
  { name: 'newcomer may read own (missing) document', who: 'newcomer', op: 'get', path: 'users/{newcomer}', expect: 'allow' },
  { name: 'admin reads any user document', who: 'admin', op: 'get', path: own, expect: 'allow' },
  { name: 'list without uid constraint is refused', who: 'owner', op: 'list', query: everyone, expect: 'deny' },
  { name: 'list constrained to own uid is allowed', who: 'owner', op: 'list', query: mine, expect: 'allow' },
  { name: "list constrained to another's uid is refused", who: 'owner', op: 'list', query: { collection: 'users', where: [['uid', '==', '{other}']] }, expect: 'deny' },
  { name: 'list by another field is refused', who: 'owner', op: 'list', query: { collection: 'users', where: [['name', '==', 'Owner']] }, expect: 'deny' },
  { name: 'count constrained to own uid is allowed', who: 'owner', op: 'count', query: mine, expect: 'allow' },
  { name: 'count of all users is refused', who: 'owner', op: 'count', query: everyone, expect: 'deny' },
  { name: 'watching own-uid query is allowed', who: 'owner', op: 'watch-query', query: mine, expect: 'allow' },
  { name: 'watching all users is refused', who: 'owner', op: 'watch-query', query: everyone, expect: 'deny' },
  { name: 'admin lists all users', who: 'admin', op: 'list', query: { collection: 'users', orderBy: [['name', 'asc']] }, expect: 'allow' },
  { name: 'admin counts all users', who: 'admin', op: 'count', query: everyone, expect: 'allow' },
  { name: 'admin watches all users', who: 'admin', op: 'watch-query', query: everyone, expect: 'allow' },

  // ---- users/{uid}: the owner's writes ----
  { name: 'owner cannot change name (setDisplayName writes it)', who: 'owner', op: 'update', path: own, data: { name: 'New Name' }, expect: 'deny' },
  { name: 'owner changes photoURL', who: 'owner', op: 'update', path: own, data: { photoURL: 'https://lh3.googleusercontent.com/a/p=s96-c' }, expect: 'allow' },
  { name: 'owner cannot merge name with photoURL', who: 'owner', op: 'merge', path: own, data: { name: 'N', photoURL: null }, expect: 'deny' },
  { name: 'owner merges photoURL alone', who: 'owner', op: 'merge', path: own, data: { photoURL: 'https://lh3.googleusercontent.com/a/q=s96-c' }, expect: 'allow' },
  { name: 'owner cannot change subscription.planId', who: 'owner', op: 'update', path: own, data: { 'subscription.planId': 'magic' }, expect: 'deny' },
  { name: 'owner cannot replace subscription', who: 'owner', op: 'update', path: own, data: { subscription: { planId: 'lifetime', status: 'active' } }, expect: 'deny' },
  { name: 'owner cannot add credits by merge', who: 'owner', op: 'merge', path: own, data: { subscription: { credits: 999 } }, expect: 'deny' },
  { name: 'owner cannot change email', who: 'owner', op: 'update', path: own, data: { email: 'x@example.test' }, expect: 'deny' },
  { name: 'owner cannot change uid', who: 'owner', op: 'update', path: own, data: { uid: '{other}' }, expect: 'deny' },
  { name: 'owner cannot change createdAt', who: 'owner', op: 'update', path: own, data: { createdAt: new Date('2020-01-01T00:00:00Z') }, expect: 'deny' },
  { name: 'owner cannot change lastLogin', who: 'owner', op: 'update', path: own, data: { lastLogin: new Date('2030-01-01T00:00:00Z') }, expect: 'deny' },
  { name: 'owner cannot write admin: true into own document', who: 'owner', op: 'update', path: own, data: { admin: true }, expect: 'deny' },
  { name: 'owner cannot add an unknown field with the name', who: 'owner', op: 'update', path: own, data: { name: 'N', role: 'admin' }, expect: 'deny' },
  { name: 'owner cannot blank the name', who: 'owner', op: 'update', path: own, data: { name: '' }, expect: 'deny' },
  { name: 'owner cannot set a 300-character name', who: 'owner', op: 'update', path: own, data: { name: 'x'.repeat(300) }, expect: 'deny' },
  { name: 'owner cannot replace the document (drops fields)', who: 'owner', op: 'set', path: own, data: { name: 'Only' }, expect: 'deny' },
  { name: 'owner cannot delete own document', who: 'owner', op: 'delete', path: own, expect: 'deny' },
  { name: 'user cannot create own document', who: 'newcomer', op: 'set', path: 'users/{newcomer}', data: { uid: '{newcomer}', name: 'N', photoURL: null }, expect: 'deny' },
  { name: 'user cannot add to users', who: 'owner', op: 'add', path: 'users', data: { uid: '{owner}', name: 'Dup' }, expect: 'deny' },
  { name: "other user cannot rename owner", who: 'other', op: 'update', path: own, data: { name: 'Hacked' }, expect: 'deny' },
  { name: "other user cannot delete owner's document", who: 'other', op: 'delete', path: own, expect: 'deny' },

  // ---- users/{uid}: the admin ----
  { name: 'admin updates a subscription', who: 'admin', op: 'update', path: own, data: { 'subscription.planId': 'magic' }, expect: 'allow' },
  { name: 'admin deletes a user document', who: 'admin', op: 'delete', path: 'users/{other}', expect: 'allow' },
  { name: 'admin cannot create a user document', who: 'admin', op: 'set', path: 'users/{newcomer}', data: { uid: '{newcomer}', name: 'N' }, expect: 'deny' },
  { name: 'admin cannot add to users', who: 'admin', op: 'add', path: 'users', data: { name: 'N' }, expect: 'deny' },

  // ---- admin claim forged in data ----
  { name: 'admin:true in own data does not read others', who: 'sneaky', op: 'get', path: own, expect: 'deny' },
  { name: 'admin:true in own data does not list users', who: 'sneaky', op: 'list', query: everyone, expect: 'deny' },
  { name: 'admin:true in own data does not write others', who: 'sneaky', op: 'update', path: own, data: { name: 'X' }, expect: 'deny' },
  { name: 'admin:true in own data still reads own', who: 'sneaky', op: 'get', path: 'users/{sneaky}', expect: 'allow' },

  // ---- unknown collections: default deny ----
  { name: 'unknown collection: no get', who: 'owner', op: 'get', path: 'secrets/x', expect: 'deny' },
  { name: 'unknown collection: not even the admin', who: 'admin', op: 'get', path: 'secrets/x', expect: 'deny' },
  { name: 'unknown collection: no list', who: 'admin', op: 'list', query: { collection: 'secrets' }, expect: 'deny' },
  { name: 'unknown collection: no add', who: 'owner', op: 'add', path: 'secrets', data: { a: 1 }, expect: 'deny' },
  { name: 'unknown collection: the admin cannot update', who: 'admin', op: 'update', path: 'secrets/x', data: { value: 'changed' }, expect: 'deny' },
  { name: 'unknown collection: the admin cannot delete', who: 'admin', op: 'delete', path: 'secrets/x', expect: 'deny' },
  { name: 'unknown subcollection of own document: no read', who: 'owner', op: 'get', path: 'users/{owner}/notes/n', expect: 'deny' },
  { name: 'unknown subcollection of own document: no write', who: 'owner', op: 'set', path: 'users/{owner}/notes/n', data: { a: 1 }, expect: 'deny' },

  // ---- storage ----
  { name: 'owner uploads a resume to own folder', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/cv.pdf', size: 2048, expect: 'allow' },
  { name: 'owner uploads exactly 5 MB', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/big.pdf', size: 5 * MB, expect: 'allow' },
  { name: 'upload over 5 MB is refused', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/huge.pdf', size: 5 * MB + 1, expect: 'deny' },
  { name: 'owner uploads a DOCX resume', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/cv.docx', size: 2048, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', expect: 'allow' },
  { name: 'owner uploads a Word 97-2003 resume', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/cv.doc', size: 2048, contentType: 'application/msword', expect: 'allow' },
  { name: 'owner uploads a text resume', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/cv.txt', size: 2048, contentType: 'text/plain', expect: 'allow' },
  { name: 'an HTML page is refused in the resumes folder', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/x.html', size: 100, contentType: 'text/html', expect: 'deny' },
  { name: 'an image is refused in the resumes folder', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/x.png', size: 100, contentType: 'image/png', expect: 'deny' },
  { name: 'owner uploads a photo to own images folder', who: 'owner', op: 'upload', path: 'uploads/{owner}/images/me.jpg', size: 2048, contentType: 'image/jpeg', expect: 'allow' },
  { name: 'a PDF is refused in the images folder', who: 'owner', op: 'upload', path: 'uploads/{owner}/images/x.pdf', size: 2048, expect: 'deny' },
  { name: 'an SVG is refused in the images folder', who: 'owner', op: 'upload', path: 'uploads/{owner}/images/x.svg', size: 100, contentType: 'image/svg+xml', expect: 'deny' },
  { name: 'an image over 5 MB is refused', who: 'owner', op: 'upload', path: 'uploads/{owner}/images/big.png', size: 5 * MB + 1, contentType: 'image/png', expect: 'deny' },
  { name: 'an upload straight into uploads/{uid}/ is refused', who: 'owner', op: 'upload', path: 'uploads/{owner}/cv.pdf', size: 2048, expect: 'deny' },
  { name: 'an upload into an unknown folder is refused', who: 'owner', op: 'upload', path: 'uploads/{owner}/site/index.html', size: 100, contentType: 'text/html', expect: 'deny' },
  { name: 'an upload into a sub-folder of a typed folder is refused', who: 'owner', op: 'upload', path: 'uploads/{owner}/resumes/a/cv.pdf', size: 2048, expect: 'deny' },
  { name: "upload to another uid's folder is refused", who: 'owner', op: 'upload', path: 'uploads/{other}/resumes/cv.pdf', size: 2048, expect: 'deny' },
  { name: 'upload without a token is refused', who: 'anon', op: 'upload', path: 'uploads/{owner}/resumes/cv.pdf', size: 2048, expect: 'deny' },
  { name: 'upload outside uploads/ is refused', who: 'owner', op: 'upload', path: 'templates/{owner}.html', size: 100, expect: 'deny' },
  { name: 'admin cannot upload into a user folder', who: 'admin', op: 'upload', path: 'uploads/{owner}/resumes/x.pdf', size: 100, expect: 'deny' },
  { name: 'owner downloads own file', who: 'owner', op: 'download', path: 'uploads/{owner}/seed.pdf', expect: 'allow' },
  { name: "other user cannot download owner's file", who: 'other', op: 'download', path: 'uploads/{owner}/seed.pdf', expect: 'deny' },
  { name: 'no token cannot download a file', who: 'anon', op: 'download', path: 'uploads/{owner}/seed.pdf', expect: 'deny' },
  { name: 'download URL (with its token) works for anyone', who: 'anon', op: 'download-url', path: 'uploads/{owner}/seed.pdf', urlToken: 'valid', expect: 'allow' },
  { name: 'download URL with a wrong token is refused', who: 'other', op: 'download-url', path: 'uploads/{owner}/seed.pdf', urlToken: 'wrong', expect: 'deny' },
  { name: 'owner deletes own file', who: 'owner', op: 'remove-file', path: 'uploads/{owner}/seed.pdf', expect: 'allow' },
  { name: "other user cannot delete owner's file", who: 'other', op: 'remove-file', path: 'uploads/{owner}/seed.pdf', expect: 'deny' },

  // ---- processedResumes/{id}: read by owner and admin, written by the handler only ----
  { name: 'owner reads own processed resume', who: 'owner', op: 'get', path: ownRecord, expect: 'allow' },
  { name: "other user cannot read owner's processed resume", who: 'other', op: 'get', path: ownRecord, expect: 'deny' },
  { name: 'no token cannot read a processed resume', who: 'anon', op: 'get', path: ownRecord, expect: 'deny' },
  { name: 'admin reads any processed resume', who: 'admin', op: 'get', path: 'processedResumes/rec-other', expect: 'allow' },
  { name: 'owner lists own history by userId', who: 'owner', op: 'list', query: myHistory, expect: 'allow' },
  { name: 'owner watches own history', who: 'owner', op: 'watch-query', query: myHistory, expect: 'allow' },
  { name: "owner watches own history of one tool (Magic CV's)", who: 'owner', op: 'watch-query', query: myMagicCvHistory, expect: 'allow' },
  { name: "one tool's history without userId constraint is refused", who: 'owner', op: 'list', query: { collection: 'processedResumes', where: [['tool', '==', 'magicCV']] }, expect: 'deny' },
  { name: 'owner cannot write the stage of own running record', who: 'owner', op: 'update', path: ownRecord, data: { stage: 'save' }, expect: 'deny' },
  { name: "owner counts today's own records", who: 'owner', op: 'count', query: myToday, expect: 'allow' },
  { name: 'history list without userId constraint is refused', who: 'owner', op: 'list', query: { collection: 'processedResumes' }, expect: 'deny' },
  { name: "history list of another's userId is refused", who: 'owner', op: 'list', query: { collection: 'processedResumes', where: [['userId', '==', '{other}']] }, expect: 'deny' },
  { name: 'admin lists all processed resumes', who: 'admin', op: 'list', query: { collection: 'processedResumes' }, expect: 'allow' },
  { name: 'owner cannot add a processed resume', who: 'owner', op: 'add', path: 'processedResumes', data: completedRecord, expect: 'deny' },
  { name: 'owner cannot mark own record completed', who: 'owner', op: 'update', path: ownRecord, data: { status: 'completed', downloadUrl: 'https://evil.example.test/x.pdf' }, expect: 'deny' },
  { name: 'owner cannot delete own processed resume', who: 'owner', op: 'delete', path: ownRecord, expect: 'deny' },
  { name: 'admin cannot write a processed resume', who: 'admin', op: 'set', path: 'processedResumes/forged', data: completedRecord, expect: 'deny' },

  // ---- usage/{uid_day}: owner reads, handlers write ----
  { name: 'owner reads own usage counter', who: 'owner', op: 'get', path: ownUsage, expect: 'allow' },
  { name: "other user cannot read owner's usage", who: 'other', op: 'get', path: ownUsage, expect: 'deny' },
  { name: 'owner lists own usage by userId', who: 'owner', op: 'list', query: { collection: 'usage', where: [['userId', '==', '{owner}']] }, expect: 'allow' },
  { name: 'usage list without userId constraint is refused', who: 'owner', op: 'list', query: { collection: 'usage' }, expect: 'deny' },
  { name: 'owner cannot reset own usage counter', who: 'owner', op: 'update', path: ownUsage, data: { magicCV: 0 }, expect: 'deny' },
  { name: "owner cannot create tomorrow's usage counter", who: 'owner', op: 'set', path: 'usage/{owner}_2025-01-16', data: { userId: '{owner}', day: '2025-01-16', magicCV: -5 }, expect: 'deny' },
  { name: 'owner cannot delete own usage counter', who: 'owner', op: 'delete', path: ownUsage, expect: 'deny' },
  { name: 'admin reads any usage counter', who: 'admin', op: 'get', path: 'usage/{other}_2025-01-15', expect: 'allow' },
  { name: 'admin cannot write usage counters', who: 'admin', op: 'update', path: ownUsage, data: { magicCV: 0 }, expect: 'deny' },
  { name: 'no token cannot read a usage counter', who: 'anon', op: 'get', path: ownUsage, expect: 'deny' },
  { name: 'owner watches own usage counter', who: 'owner', op: 'watch-doc', path: ownUsage, expect: 'allow' },
  { name: "other user cannot list the owner's usage", who: 'other', op: 'list', query: { collection: 'usage', where: [['userId', '==', '{owner}']] }, expect: 'deny' },
  { name: 'owner cannot raise own counter with increment', who: 'owner', op: 'update', path: ownUsage, data: { magicCV: increment(-1) }, expect: 'deny' },

  // ---- admin/settings: the admin console only ----
  { name: 'admin reads system settings', who: 'admin', op: 'get', path: 'admin/settings', expect: 'allow' },
  { name: 'admin saves system settings', who: 'admin', op: 'merge', path: 'admin/settings', data: { limits: { freeTier: { magicCV: 3, angelAssistant: 5, lazyApply: 3, lazyTemplates: 2 } } }, expect: 'allow' },
  { name: 'admin cannot delete system settings', who: 'admin', op: 'delete', path: 'admin/settings', expect: 'deny' },
  { name: 'user cannot read system settings', who: 'owner', op: 'get', path: 'admin/settings', expect: 'deny' },
  { name: 'user cannot raise own limit in settings', who: 'owner', op: 'merge', path: 'admin/settings', data: { limits: { freeTier: { magicCV: 999 } } }, expect: 'deny' },
  { name: 'no token cannot read system settings', who: 'anon', op: 'get', path: 'admin/settings', expect: 'deny' },

  // ---- storage: generated resumes ----
  { name: 'owner downloads own generated resume', who: 'owner', op: 'download', path: generated, expect: 'allow' },
  { name: "other user cannot download owner's generated resume", who: 'other', op: 'download', path: generated, expect: 'deny' },
  { name: 'generated resume download URL works for anyone', who: 'anon', op: 'download-url', path: generated, urlToken: 'valid', expect: 'allow' },
  { name: 'owner cannot upload into own resumes folder', who: 'owner', op: 'upload', path: 'resumes/{owner}/fake_enhanced.pdf', size: 2048, expect: 'deny' },
  { name: 'owner cannot delete a generated resume', who: 'owner', op: 'remove-file', path: generated, expect: 'deny' },

  ...commentCases,
  ...profileCases,
  ...paymentCases,
  ...adminOrderCases,
  ...templateCases,
  ...baseResumeCases,
  ...tailorRevisionCases,
  ...jobCases,
  ...adminUserCases,
  ...adminSettingsCases,
  ...notificationCases,
  ...blogCases,
  ...ideaCases,
  ...newsletterCases,
  ...tokenCases,
];
