import type { Callables } from '@/backend/ports';
import { readSiteStatus, SITE_STATUS_CALLABLE, type SiteStatus } from '@/domain/site-status';

/** Maintenance and feature switches (functions/src/handlers/get-site-status.ts). */
export async function getSiteStatus(functions: Callables): Promise<SiteStatus> {
  return readSiteStatus(await functions.call<Record<string, never>, unknown>(SITE_STATUS_CALLABLE, {}));
}
