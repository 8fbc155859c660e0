import { describe, expect, it } from 'vitest';
import { availableMethods, effectiveMethod } from './payment-method';

describe('payment methods', () => {
  it('offers PhonePe only in India', () => {
    expect(availableMethods('IN')).toEqual(['paypal', 'razorpay', 'phonepe']);
    expect(availableMethods('US')).toEqual(['paypal', 'razorpay']);
    expect(availableMethods(null)).toEqual(['paypal', 'razorpay']);
  });

  it('defaults to PhonePe in India and PayPal elsewhere', () => {
    expect(effectiveMethod(null, 'IN')).toBe('phonepe');
    expect(effectiveMethod(null, 'US')).toBe('paypal');
    expect(effectiveMethod(null, null)).toBe('paypal');
  });

  it('keeps the buyer pick, but PhonePe outside India becomes PayPal', () => {
    expect(effectiveMethod('razorpay', 'IN')).toBe('razorpay');
    expect(effectiveMethod('paypal', 'IN')).toBe('paypal');
    expect(effectiveMethod('razorpay', 'US')).toBe('razorpay');
    expect(effectiveMethod('phonepe', 'US')).toBe('paypal');
    expect(effectiveMethod('phonepe', 'IN')).toBe('phonepe');
  });
});
