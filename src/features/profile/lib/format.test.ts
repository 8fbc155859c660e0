import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

const opts = (planId: string, provider = 'none') => ({ planId, provider, inrPerUsd: 83.5 });

describe('formatAmount (docs/product-rules.md 2.4)', () => {
  it('shows the plan price in dollars, never a bare number', () => {
    expect(formatAmount(71, opts('pro', 'paypal'))).toBe('$71.00');
    expect(formatAmount(19.99, opts('pro', 'paypal'))).toBe('$19.99');
    expect(formatAmount(1234, opts('lifetime', 'paypal'))).toBe('$1,234.00');
  });

  it('adds the rupees charged for a plan paid through Razorpay or PhonePe', () => {
    expect(formatAmount(71, opts('pro', 'razorpay'))).toBe('$71.00 (₹5,929)');
    expect(formatAmount(71, opts('pro', 'PhonePe'))).toBe('$71.00 (₹5,929)');
  });

  it('says Free on the free plan and No charge on a plan given without payment', () => {
    expect(formatAmount(0, opts('free'))).toBe('Free');
    expect(formatAmount(0, opts('ultimate', 'none'))).toBe('No charge');
    expect(formatAmount(Number.NaN, opts('free'))).toBe('Free');
  });
});
