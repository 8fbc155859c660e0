import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { StoreError } from '@/domain/query/errors';
import { BackendError } from '../ports';
import { backendCode, toBackendError } from './firebase-errors';

describe('Firebase error mapping', () => {
  it('maps Functions, Firestore and Storage codes onto the port codes', () => {
    expect(backendCode('functions/resource-exhausted')).toBe('resource-exhausted');
    expect(backendCode('functions/failed-precondition')).toBe('failed-precondition');
    expect(backendCode('permission-denied')).toBe('permission-denied');
    expect(backendCode('storage/unauthorized')).toBe('permission-denied');
    expect(backendCode('storage/object-not-found')).toBe('not-found');
    expect(backendCode('functions/deadline-exceeded')).toBe('deadline-exceeded');
    expect(backendCode('something-else')).toBe('internal');
  });

  it('keeps the message and passes BackendErrors through', () => {
    const e = toBackendError(
      new FirebaseError('functions/resource-exhausted', 'You have reached your daily limit.'),
    );
    expect(e).toBeInstanceOf(BackendError);
    expect(e).toMatchObject({ code: 'resource-exhausted', message: 'You have reached your daily limit.' });
    const same = new BackendError('not-found', 'x');
    expect(toBackendError(same)).toBe(same);
  });

  it("keeps the code of the query engine's refusals (a malformed query never reaches the SDK)", () => {
    const e = toBackendError(new StoreError('invalid-argument', 'Bad limit.'));
    expect(e).toBeInstanceOf(BackendError);
    expect(e).toMatchObject({ code: 'invalid-argument', message: 'Bad limit.' });
  });
});
