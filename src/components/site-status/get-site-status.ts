import type { Callables } from '@/backend/ports';
import { SITE_STATUS_CALLABLE, siteStatusSchema, type SiteStatus } from '@/domain/site-status';

/** Maintenance and feature switches (functions/src/handlers/get-site-status.ts). */
export async function getSiteStatus(functions: Callables): Promise<SiteStatus> {
  return siteStatusSchema.parse(
    await functions.call<Record<string, never>, unknown>(SITE_STATUS_CALLABLE, {}),
  );
}
