import { describe, expect, it } from 'vitest';
import { activeFilter, EXPORT_FILTERS, EXPORT_SOURCE_DEFS, EXPORT_SOURCES } from './export';

const values = (id: keyof typeof EXPORT_FILTERS) => EXPORT_FILTERS[id].options.map((o) => o.value);

describe('export definitions', () => {
  it('has the export filters', () => {
    expect(values('emailVerified')).toEqual(['all', 'verified', 'unverified']);
    expect(values('plan')).toEqual(['all', 'free', 'pro', 'ultimate', 'magic', 'angel-lifetime']);
    expect(values('subscriptionStatus')).toEqual(['all', 'active', 'expired', 'cancelled']);
    expect(values('paymentProvider')).toEqual(['all', 'paypal', 'razorpay', 'phonepe']);
    expect(values('paymentStatus')).toEqual([
      'all',
      'completed',
      'pending',
      'failed',
      'refunded',
      'disputed',
    ]);
  });

  it('gives every source its fields, filters and date field', () => {
    expect(EXPORT_SOURCES).toEqual([
      'users',
      'processedResumes',
      'processedTemplates',
      'payments',
      'comments',
    ]);
    expect(EXPORT_SOURCE_DEFS.users.fields).toContain('subscriptionStatus');
    expect(EXPORT_SOURCE_DEFS.users.filters).toEqual(['emailVerified', 'plan', 'subscriptionStatus']);
    expect(EXPORT_SOURCE_DEFS.payments.filters).toEqual(['paymentProvider', 'paymentStatus']);
    expect(EXPORT_SOURCE_DEFS.processedResumes.dateField).toBe('processedAt');
    expect(EXPORT_SOURCE_DEFS.processedTemplates.dateField).toBe('processedAt');
    expect(EXPORT_SOURCE_DEFS.comments.dateField).toBe('createdAt');
    for (const s of EXPORT_SOURCES)
      expect(new Set(EXPORT_SOURCE_DEFS[s].fields).size).toBe(EXPORT_SOURCE_DEFS[s].fields.length);
  });

  it("treats a missing filter and 'all' as no filter", () => {
    expect(activeFilter({}, 'plan')).toBeNull();
    expect(activeFilter({ plan: 'all' }, 'plan')).toBeNull();
    expect(activeFilter({ plan: 'pro' }, 'plan')).toBe('pro');
  });
});
