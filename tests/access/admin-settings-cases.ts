/**
 * Access cases for the admin overview and settings: admin/settings is the admin's alone (cases.ts
 * has the basic read/merge ones), the angelDownloads log is read by the admin and written by no
 * client, and the overview's own queries are allowed to the admin. Part of the table in cases.ts.
 */
import type { Query } from '@/domain/query/types';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import type { AccessCase } from './cases';

const at = new Date('2025-01-15T10:00:00Z');

export function adminSettingsFixtures() {
  return {
    'angelDownloads/d-desktop': { source: 'desktop', platform: 'windows', createdAt: at },
    'angelDownloads/d-live': { source: 'angel-live', platform: 'mac-silicon', createdAt: at },
  };
}

const settings = 'admin/settings';
const whole = { ...DEFAULT_SETTINGS, maintenance: { ...DEFAULT_SETTINGS.maintenance, enabled: true } };
const download = 'angelDownloads/d-desktop';
const downloads: Query = { collection: 'angelDownloads' };
const since = new Date('2025-01-01T00:00:00Z');
const bySource: Query = {
  collection: 'angelDownloads',
  where: [
    ['source', '==', 'desktop'],
    ['createdAt', '>=', since],
  ],
};
const fake = { source: 'desktop', platform: 'windows', createdAt: at };

// prettier-ignore
export const adminSettingsCases: AccessCase[] = [
  // ---- admin/settings: only the admin, and never deleted ----
  { name: 'settings: admin overwrites the whole settings document', who: 'admin', op: 'set', path: settings, data: whole, expect: 'allow' },
  { name: 'settings: user cannot overwrite settings', who: 'owner', op: 'set', path: settings, data: whole, expect: 'deny' },
  { name: 'settings: user cannot delete settings', who: 'owner', op: 'delete', path: settings, expect: 'deny' },
  { name: 'settings: user cannot watch settings', who: 'other', op: 'watch-doc', path: settings, expect: 'deny' },
  { name: 'settings: admin field in data cannot read settings', who: 'sneaky', op: 'get', path: settings, expect: 'deny' },
  { name: 'settings: admin field in data cannot switch maintenance off', who: 'sneaky', op: 'merge', path: settings, data: { maintenance: { enabled: false } }, expect: 'deny' },
  { name: 'settings: no token cannot overwrite settings', who: 'anon', op: 'set', path: settings, data: whole, expect: 'deny' },
  { name: 'settings: no token cannot delete settings', who: 'anon', op: 'delete', path: settings, expect: 'deny' },
  { name: 'settings: nobody lists the admin collection', who: 'admin', op: 'list', query: { collection: 'admin' }, expect: 'deny' },
  { name: 'settings: admin creates the settings when there are none yet', who: 'admin', op: 'set', path: settings, data: whole, absent: settings, expect: 'allow' },
  { name: 'settings: user cannot create the settings when there are none yet', who: 'owner', op: 'set', path: settings, data: whole, absent: settings, expect: 'deny' },
  { name: 'settings: no token cannot create the settings when there are none yet', who: 'anon', op: 'merge', path: settings, data: { maintenance: { enabled: true } }, absent: settings, expect: 'deny' },
  { name: 'settings: another document under admin/ is closed even to the admin', who: 'admin', op: 'set', path: 'admin/flags', data: { beta: true }, expect: 'deny' },
  { name: 'settings: the admin cannot read another document under admin/', who: 'admin', op: 'get', path: 'admin/flags', expect: 'deny' },

  // ---- angelDownloads: the admin reads, no client writes ----
  { name: 'downloads: admin lists the download log', who: 'admin', op: 'list', query: downloads, expect: 'allow' },
  { name: 'downloads: admin counts downloads by source in a range', who: 'admin', op: 'count', query: bySource, expect: 'allow' },
  { name: 'downloads: admin reads one download', who: 'admin', op: 'get', path: download, expect: 'allow' },
  { name: 'downloads: user cannot read a download', who: 'owner', op: 'get', path: download, expect: 'deny' },
  { name: 'downloads: user cannot list downloads', who: 'owner', op: 'list', query: downloads, expect: 'deny' },
  { name: 'downloads: user cannot count downloads', who: 'other', op: 'count', query: bySource, expect: 'deny' },
  { name: 'downloads: no token cannot list downloads', who: 'anon', op: 'list', query: downloads, expect: 'deny' },
  { name: 'downloads: admin field in data cannot list downloads', who: 'sneaky', op: 'list', query: downloads, expect: 'deny' },
  { name: 'downloads: visitor cannot log a download directly', who: 'anon', op: 'add', path: 'angelDownloads', data: fake, expect: 'deny' },
  { name: 'downloads: user cannot log a download directly', who: 'owner', op: 'add', path: 'angelDownloads', data: fake, expect: 'deny' },
  { name: 'downloads: user cannot change a download', who: 'owner', op: 'update', path: download, data: { platform: 'linux-deb' }, expect: 'deny' },
  { name: 'downloads: admin cannot write a download', who: 'admin', op: 'set', path: 'angelDownloads/d-admin', data: fake, expect: 'deny' },
  { name: 'downloads: admin cannot delete a download', who: 'admin', op: 'delete', path: download, expect: 'deny' },

  // ---- the overview's other queries ----
  { name: 'overview: admin counts paid users', who: 'admin', op: 'count', query: { collection: 'users', where: [['subscription.status', '==', 'active'], ['subscription.planId', '!=', 'free']] }, expect: 'allow' },
  { name: 'overview: admin lists the latest processed resumes', who: 'admin', op: 'list', query: { collection: 'processedResumes', orderBy: [['processedAt', 'desc']], limit: 5 }, expect: 'allow' },
  { name: 'overview: admin counts templates in a range', who: 'admin', op: 'count', query: { collection: 'processedTemplates', where: [['processedAt', '>=', since]] }, expect: 'allow' },
  { name: 'overview: admin lists pricing visits in a range', who: 'admin', op: 'list', query: { collection: 'pricingPageVisits', where: [['createdAt', '>=', since]], orderBy: [['createdAt', 'desc']] }, expect: 'allow' },
  { name: 'overview: user cannot count all users', who: 'owner', op: 'count', query: { collection: 'users' }, expect: 'deny' },
];
