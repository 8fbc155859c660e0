import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/ports';
import { DEFAULT_PAYMENT_ERROR, SIGN_IN_REQUIRED, paymentErrorMessage } from './payment-error';

describe('paymentErrorMessage', () => {
  it("shows the server's message for refused calls", () => {
    expect(paymentErrorMessage(new BackendError('invalid-argument', 'Please choose a plan.'), 'x')).toBe(
      'Please choose a plan.',
    );
    expect(
      paymentErrorMessage(new BackendError('failed-precondition', 'PayPal is not configured.'), 'x'),
    ).toBe('PayPal is not configured.');
  });

  it('asks to sign in on unauthenticated', () => {
    expect(paymentErrorMessage(new BackendError('unauthenticated', 'UNAUTHENTICATED'), 'x')).toBe(
      SIGN_IN_REQUIRED,
    );
  });

  it('uses the fallback for internal, network and foreign errors', () => {
    expect(paymentErrorMessage(new BackendError('internal', 'INTERNAL'), DEFAULT_PAYMENT_ERROR)).toBe(
      DEFAULT_PAYMENT_ERROR,
    );
    expect(paymentErrorMessage(new BackendError('unavailable', 'offline'), 'f')).toBe('f');
    expect(paymentErrorMessage(new Error('boom'), 'f')).toBe('f');
    expect(paymentErrorMessage(new BackendError('invalid-argument', ' '), 'f')).toBe('f');
  });
});
