import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { completeSettings, DEFAULT_SETTINGS, settingsSchema } from './settings';
import {
  blockedByMaintenance,
  featureDisabledMessage,
  maintenanceMessage,
  OPEN_SITE,
  readSiteStatus,
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

describe('readSiteStatus', () => {
  // What the client accepts is what settingsSchema says of the two public sections.
  const schema = z.object({
    maintenance: settingsSchema.shape.maintenance,
    features: settingsSchema.shape.features,
  });
  const valid = siteStatusOf(DEFAULT_SETTINGS);
  const answers: unknown[] = [
    valid,
    { ...valid, email: { fromEmail: 'a@b.c' }, extra: 1 },
    {
      maintenance: { ...valid.maintenance, enabled: true, message: 'Back soon', note: 'x' },
      features: valid.features,
    },
    { ...valid, features: { ...valid.features, lazyApply: false } },
    { ...valid, features: { ...valid.features, lazyApply: 'no' } },
    { ...valid, features: { magicCV: true } },
    { ...valid, maintenance: { ...valid.maintenance, message: null } },
    { ...valid, maintenance: undefined },
    { features: valid.features },
    null,
    'open',
    42,
  ];

  it('accepts and keeps exactly what the schema does, and throws where it throws', () => {
    for (const raw of answers) {
      const parsed = schema.safeParse(raw);
      if (parsed.success) expect(readSiteStatus(raw), JSON.stringify(raw)).toEqual(parsed.data);
      else expect(() => readSiteStatus(raw), JSON.stringify(raw)).toThrow('Malformed site status');
    }
  });
});
