import { describe, expect, it } from 'vitest';
import { enabledSecrets, secretsFor } from './secrets';

describe('deploy secrets', () => {
  it('reads the comma-separated names and refuses an unknown one', () => {
    expect(enabledSecrets(' GEMINI_API_KEY ,PHONEPE_SALT_KEY,')).toEqual([
      'GEMINI_API_KEY',
      'PHONEPE_SALT_KEY',
    ]);
    expect(enabledSecrets('')).toEqual([]);
    expect(() => enabledSecrets('GEMINI_API_KEY,GEMINI_KEY')).toThrow(/unknown secrets: GEMINI_KEY/);
  });

  it('binds a named secret to its readers only, and nothing unnamed', () => {
    const names = (fn: string) => secretsFor(fn, ['PHONEPE_SALT_KEY']).map((s) => s.name);
    expect(names('phonePeWebhook')).toEqual(['PHONEPE_SALT_KEY']);
    expect(names('verifyPhonePePayment')).toEqual(['PHONEPE_SALT_KEY']);
    expect(names('tailorResume')).toEqual([]);
    expect(names('syncUser')).toEqual([]);
  });
});
