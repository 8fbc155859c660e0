import { describe, expect, it } from 'vitest';
import { completeSettings, DEFAULT_SETTINGS } from './settings';
import {
  blockedByMaintenance,
  featureDisabledMessage,
  maintenanceMessage,
  OPEN_SITE,
  siteStatusOf,
} from './site-status';

const maintenance = (enabled: boolean, allowAdminAccess: boolean, message = 'Back at noon.') =>
  siteStatusOf(completeSettings({ maintenance: { enabled, message, allowAdminAccess } }));

describe('site status', () => {
  it('exposes maintenance and features only, never e-mail, api or limits', () => {
    const s = siteStatusOf({
      ...DEFAULT_SETTINGS,
      email: { fromName: 'X', fromEmail: 'a@b.c', supportEmail: '' },
    });
    expect(Object.keys(s).sort()).toEqual(['features', 'maintenance']);
    expect(OPEN_SITE.maintenance.enabled).toBe(false);
    expect(Object.values(OPEN_SITE.features).every(Boolean)).toBe(true);
  });

  it('blocks users in maintenance, and the admin only when admin access is not allowed', () => {
    expect(blockedByMaintenance(maintenance(false, false), false)).toBe(false);
    expect(blockedByMaintenance(maintenance(true, true), false)).toBe(true);
    expect(blockedByMaintenance(maintenance(true, true), true)).toBe(false);
    expect(blockedByMaintenance(maintenance(true, false), true)).toBe(true);
  });

  it('falls back to the default message when the stored one is blank', () => {
    expect(maintenanceMessage(maintenance(true, true))).toBe('Back at noon.');
    expect(maintenanceMessage(maintenance(true, true, '  '))).toBe(
      'The system is currently under maintenance. Please check back later.',
    );
  });

  it('names the tool in the disabled message', () => {
    expect(featureDisabledMessage('magicCV')).toBe(
      'Magic CV is currently disabled. Please check back later.',
    );
    expect(featureDisabledMessage('lazyApply')).toBe(
      'Easy Apply is currently disabled. Please check back later.',
    );
  });
});
