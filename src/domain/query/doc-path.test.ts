import { describe, expect, it } from 'vitest';
import { checkCollectionPath, newDocId, parseDocPath } from './doc-path';

describe('paths', () => {
  it('parses document paths', () => {
    expect(parseDocPath('users/u1')).toEqual({ path: 'users/u1', collection: 'users', id: 'u1' });
    expect(parseDocPath('users/u1/notes/n').collection).toBe('users/u1/notes');
  });

  it('rejects odd, empty, relative and reserved segments', () => {
    for (const p of ['users', 'users/', '/users/u1', 'users//u1', 'users/..', 'users/.', 'users/__x__', '']) {
      expect(() => parseDocPath(p), p).toThrow();
    }
    expect(() => checkCollectionPath('users/u1')).toThrow();
    expect(checkCollectionPath('users/u1/notes')).toBe('users/u1/notes');
  });

  it('makes 20-character ids', () => {
    const a = newDocId();
    expect(a).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(newDocId()).not.toBe(a);
  });
});
