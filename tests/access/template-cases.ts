/**
 * Access cases for the template generator's history (processedTemplates): the owner reads and
 * lists their own records, nobody but the generateTemplateResume handler writes them (a client
 * could otherwise fake a completed generation), the admin reads all. Part of the table in cases.ts.
 */
import type { Query } from '@/domain/query/types';
import type { AccessCase } from './cases';

function templateRecord(userId: string) {
  return {
    userId,
    templateName: 'Modern Professional',
    templateType: 'preset',
    templateId: 'modern-professional',
    processedAt: new Date('2025-01-15T10:00:00Z'),
    status: 'completed',
    downloadUrl: `https://files.example.test/resumes/${userId}/tpl-${userId}.pdf`,
    failureReason: null,
  };
}

export function templateFixtures(uids: Record<'owner' | 'other', string>) {
  return {
    'processedTemplates/tpl-owner': templateRecord(uids.owner),
    'processedTemplates/tpl-other': templateRecord(uids.other),
    'processedTemplates/tpl-owner-running': {
      ...templateRecord(uids.owner),
      status: 'processing',
      downloadUrl: null,
    },
  };
}

const own = 'processedTemplates/tpl-owner';
const running = 'processedTemplates/tpl-owner-running';
const myHistory: Query = {
  collection: 'processedTemplates',
  where: [['userId', '==', '{owner}']],
  orderBy: [['processedAt', 'desc']],
};
const forged = {
  userId: '{owner}',
  templateName: 'Fake',
  templateType: 'preset',
  templateId: null,
  processedAt: new Date('2025-01-15T10:00:00Z'),
  status: 'completed',
  downloadUrl: 'https://evil.example.test/x.pdf',
  failureReason: null,
};

// prettier-ignore
export const templateCases: AccessCase[] = [
  { name: 'templates: owner reads own record', who: 'owner', op: 'get', path: own, expect: 'allow' },
  { name: 'templates: owner lists own history by userId', who: 'owner', op: 'list', query: myHistory, expect: 'allow' },
  { name: 'templates: owner watches own history', who: 'owner', op: 'watch-query', query: myHistory, expect: 'allow' },
  { name: "templates: other user cannot read owner's record", who: 'other', op: 'get', path: own, expect: 'deny' },
  { name: "templates: owner cannot read another's record", who: 'owner', op: 'get', path: 'processedTemplates/tpl-other', expect: 'deny' },
  { name: 'templates: no token cannot read a record', who: 'anon', op: 'get', path: own, expect: 'deny' },
  { name: 'templates: list without userId constraint is refused', who: 'owner', op: 'list', query: { collection: 'processedTemplates' }, expect: 'deny' },
  { name: "templates: list of another's userId is refused", who: 'owner', op: 'list', query: { collection: 'processedTemplates', where: [['userId', '==', '{other}']] }, expect: 'deny' },
  { name: 'templates: owner cannot add a record', who: 'owner', op: 'add', path: 'processedTemplates', data: forged, expect: 'deny' },
  { name: 'templates: owner cannot create a record under a chosen id', who: 'owner', op: 'set', path: 'processedTemplates/mine', data: forged, expect: 'deny' },
  { name: 'templates: owner cannot mark own record completed', who: 'owner', op: 'update', path: running, data: { status: 'completed', downloadUrl: 'https://evil.example.test/x.pdf' }, expect: 'deny' },
  { name: 'templates: owner cannot change the download link', who: 'owner', op: 'update', path: own, data: { downloadUrl: 'https://evil.example.test/x.pdf' }, expect: 'deny' },
  { name: 'templates: owner cannot delete own record', who: 'owner', op: 'delete', path: own, expect: 'deny' },
  { name: 'templates: admin reads any record', who: 'admin', op: 'get', path: 'processedTemplates/tpl-other', expect: 'allow' },
  { name: 'templates: admin lists all records', who: 'admin', op: 'list', query: { collection: 'processedTemplates' }, expect: 'allow' },
  { name: 'templates: admin cannot write a record', who: 'admin', op: 'set', path: 'processedTemplates/forged', data: forged, expect: 'deny' },
];
