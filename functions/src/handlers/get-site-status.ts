/**
 * getSiteStatus: the public part of admin/settings (maintenance and feature switches) for every
 * visitor, so the client can show the maintenance page and "disabled" notices. admin/settings
 * itself stays admin-only to read; e-mail, API settings and limits are not returned.
 */
import { z } from 'zod';
import { SITE_STATUS_CALLABLE, siteStatusOf, type SiteStatus } from '@/domain/site-status';
import { defineHandler } from './ports';
import { readSettings } from './read-settings';

export const getSiteStatus = defineHandler({
  name: SITE_STATUS_CALLABLE,
  access: 'public',
  input: z.object({}).strict(),
  async run(deps): Promise<SiteStatus> {
    return siteStatusOf(await readSettings(deps.store));
  },
});
