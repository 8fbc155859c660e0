/**
 * Access cases for the reviewed base resume (baseResumes/{uid}, issue 16): the owner reads their
 * own, nobody else does, and no client writes one (only the saveBaseResume handler does, after
 * its zod check). Part of the table in cases.ts.
 */
import type { AccessCase } from './cases';

function baseResume(userId: string) {
  return {
    userId,
    resume: {
      contact: { name: 'Ada Owner', email: null, phone: null, location: null, links: [] },
      headline: null,
      summary: null,
      experience: [],
      education: [],
      skills: ['TypeScript'],
      projects: [],
      certifications: [],
      other: [],
    },
    sourceText: 'Ada Owner\nSkills: TypeScript',
    sourceName: null,
    updatedAt: new Date('2025-01-15T10:00:00Z'),
  };
}

export const baseResumeFixtures = (uids: Record<'owner' | 'other', string>) => ({
  [`baseResumes/${uids.owner}`]: baseResume(uids.owner),
  [`baseResumes/${uids.other}`]: baseResume(uids.other),
});

const own = 'baseResumes/{owner}';
const forged = { ...baseResume('{owner}'), sourceText: 'I invented this' };

// prettier-ignore
export const baseResumeCases: AccessCase[] = [
  { name: 'base resume: owner reads own', who: 'owner', op: 'get', path: own, expect: 'allow' },
  { name: 'base resume: owner watches own', who: 'owner', op: 'watch-doc', path: own, expect: 'allow' },
  { name: 'base resume: a user without one watches own (none yet)', who: 'newcomer', op: 'watch-doc', path: 'baseResumes/{newcomer}', expect: 'allow' },
  { name: "base resume: another user cannot read the owner's", who: 'other', op: 'get', path: own, expect: 'deny' },
  { name: 'base resume: no token cannot read one', who: 'anon', op: 'get', path: own, expect: 'deny' },
  { name: 'base resume: list without userId constraint is refused', who: 'owner', op: 'list', query: { collection: 'baseResumes' }, expect: 'deny' },
  { name: 'base resume: owner cannot overwrite own directly', who: 'owner', op: 'set', path: own, data: forged, expect: 'deny' },
  { name: 'base resume: a user without one cannot create it directly', who: 'newcomer', op: 'set', path: 'baseResumes/{newcomer}', data: { ...forged, userId: '{newcomer}' }, expect: 'deny' },
  { name: 'base resume: owner cannot add one', who: 'owner', op: 'add', path: 'baseResumes', data: forged, expect: 'deny' },
  { name: 'base resume: admin cannot create one for a user', who: 'admin', op: 'set', path: 'baseResumes/{newcomer}', data: { ...forged, userId: '{newcomer}' }, expect: 'deny' },
  { name: 'base resume: owner cannot update one directly', who: 'owner', op: 'update', path: own, data: { sourceText: 'edited' }, expect: 'deny' },
  { name: 'base resume: owner cannot delete one directly', who: 'owner', op: 'delete', path: own, expect: 'deny' },
  { name: "base resume: another user cannot overwrite the owner's", who: 'other', op: 'set', path: own, data: forged, expect: 'deny' },
  { name: 'base resume: owner lists own by userId', who: 'owner', op: 'list', query: { collection: 'baseResumes', where: [['userId', '==', '{owner}']] }, expect: 'allow' },
  { name: "base resume: another user cannot list the owner's", who: 'other', op: 'list', query: { collection: 'baseResumes', where: [['userId', '==', '{owner}']] }, expect: 'deny' },
  { name: 'base resume: admin reads any', who: 'admin', op: 'get', path: 'baseResumes/{other}', expect: 'allow' },
  { name: 'base resume: admin cannot write one directly', who: 'admin', op: 'set', path: own, data: forged, expect: 'deny' },
];
