/**
 * Maintenance mode and feature toggles, enforced where it matters: at the start of the
 * user-facing generation handlers (the client's maintenance page and notices only reflect
 * this).
 */
import {
  blockedByMaintenance,
  featureDisabledMessage,
  maintenanceMessage,
  siteStatusOf,
  type SiteFeature,
} from '@/domain/site-status';
import { HandlerError, type AdminStore, type HandlerContext } from './ports';
import { readSettings } from './read-settings';

/**
 * Throws `unavailable` with the maintenance message during maintenance (unless the caller is the
 * admin and admin access is allowed), then `failed-precondition` when the feature is off.
 */
export async function assertSiteOpen(
  store: Pick<AdminStore, 'get'>,
  ctx: Pick<HandlerContext, 'admin'>,
  feature: SiteFeature,
): Promise<void> {
  const status = siteStatusOf(await readSettings(store));
  if (blockedByMaintenance(status, ctx.admin)) {
    throw new HandlerError('unavailable', maintenanceMessage(status));
  }
  if (!status.features[feature])
    throw new HandlerError('failed-precondition', featureDisabledMessage(feature));
}
