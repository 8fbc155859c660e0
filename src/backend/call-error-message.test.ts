import { describe, expect, it } from 'vitest';
import { callErrorMessage, FALLBACK_MESSAGE, OFFLINE_MESSAGE } from './call-error-message';
import { BackendError } from './ports';

describe('callErrorMessage', () => {
  it("shows the handler's own message as it is", () => {
    expect(
      callErrorMessage(new BackendError('resource-exhausted', 'Daily limit reached.'), undefined, true),
    ).toBe('Daily limit reached.');
  });

  it('turns what the SDKs say when no answer came back into the plain texts', () => {
    expect(callErrorMessage(new BackendError('internal', 'internal'), undefined, true)).toBe(
      FALLBACK_MESSAGE,
    );
    expect(callErrorMessage(new BackendError('internal', 'INTERNAL error'), undefined, true)).toBe(
      FALLBACK_MESSAGE,
    );
    expect(callErrorMessage(new TypeError('Failed to fetch'), undefined, true)).toBe(OFFLINE_MESSAGE);
    expect(callErrorMessage(new Error('boom'), undefined, true)).toBe(FALLBACK_MESSAGE);
    expect(callErrorMessage(new BackendError('internal', 'Daily limit reached.'), undefined, false)).toBe(
      OFFLINE_MESSAGE,
    );
  });

  it("uses the tool's own time-out and unavailable texts where it has them", () => {
    const texts = { offline: 'off', fallback: 'fb', timedOut: 'slow', unavailable: 'down' };
    expect(callErrorMessage(new BackendError('deadline-exceeded', 'deadline-exceeded'), texts, true)).toBe(
      'slow',
    );
    expect(callErrorMessage(new BackendError('unavailable', 'unavailable'), texts, true)).toBe('down');
    expect(
      callErrorMessage(new BackendError('unavailable', ''), { offline: 'off', fallback: 'fb' }, true),
    ).toBe('fb');
  });
});
