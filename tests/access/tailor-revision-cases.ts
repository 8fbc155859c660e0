/**
 * Access cases for tailorRevisions/{recordId} ("What we changed", issue 39): only the handlers read
 * and write it, so neither its owner nor the admin touches it from a client, and the
 * reviseTailoredResume callable needs a signed-in caller (that it refuses another person's record
 * is the handler's test, revise-tailored.test.ts: the local host's callable cases run without
 * documents). Part of the table in cases.ts.
 */
import type { AccessCase } from './cases';

function revision(userId: string) {
  return {
    userId,
    undone: [],
    confirmations: [],
    seq: 0,
    jobText: 'Engineer. Go required.',
    pdfPath: `resumes/${userId}/1_enhanced.pdf`,
  };
}

export const tailorRevisionFixtures = (uids: Record<'owner' | 'other', string>) => ({
  'tailorRevisions/rec-owner': revision(uids.owner),
  'tailorRevisions/rec-other': revision(uids.other),
});

const own = 'tailorRevisions/rec-owner';

// prettier-ignore
export const tailorRevisionCases: AccessCase[] = [
  { name: 'tailor revision: owner cannot read own', who: 'owner', op: 'get', path: own, expect: 'deny' },
  { name: 'tailor revision: owner cannot list own', who: 'owner', op: 'list', query: { collection: 'tailorRevisions', where: [['userId', '==', '{owner}']] }, expect: 'deny' },
  { name: 'tailor revision: owner cannot mark changes undone directly', who: 'owner', op: 'update', path: own, data: { undone: ['summary'] }, expect: 'deny' },
  { name: 'tailor revision: owner cannot write a revision', who: 'owner', op: 'set', path: own, data: revision('{owner}'), expect: 'deny' },
  { name: 'tailor revision: owner cannot add a revision', who: 'owner', op: 'add', path: 'tailorRevisions', data: revision('{owner}'), expect: 'deny' },
  { name: 'tailor revision: owner cannot delete own', who: 'owner', op: 'delete', path: own, expect: 'deny' },
  { name: "tailor revision: another user cannot read the owner's", who: 'other', op: 'get', path: own, expect: 'deny' },
  { name: 'tailor revision: admin cannot write one', who: 'admin', op: 'set', path: own, data: revision('{owner}'), expect: 'deny' },
  { name: 'tailor revision: no token cannot revise a resume', who: 'anon', op: 'call', fn: 'reviseTailoredResume', data: { recordId: 'rec-owner', undone: [] }, expect: 'deny' },
];
