import { describe, expect, it } from 'vitest';
import { rankSearchResults, searchFields, searchFieldsStale, searchTerm } from './user-search';

describe('searchFields', () => {
  it('lowercases and trims name and e-mail; non-strings become empty', () => {
    expect(searchFields('  Ann LEE ', ' Ann.Lee@Example.COM')).toEqual({
      nameLower: 'ann lee',
      emailLower: 'ann.lee@example.com',
    });
    expect(searchFields(undefined, 42)).toEqual({ nameLower: '', emailLower: '' });
  });

  it('tells when stored search fields are missing or stale', () => {
    expect(searchFieldsStale({ name: 'Ann', email: 'a@x.test' })).toBe(true);
    expect(
      searchFieldsStale({ name: 'Ann', email: 'a@x.test', nameLower: 'bob', emailLower: 'a@x.test' }),
    ).toBe(true);
    expect(
      searchFieldsStale({ name: 'Ann', email: 'A@x.test', nameLower: 'ann', emailLower: 'a@x.test' }),
    ).toBe(false);
  });
});

describe('searchTerm', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('  a  ')).toBeNull();
    expect(searchTerm(' An ')).toBe('an');
  });
});

describe('rankSearchResults', () => {
  const at = (iso: string) => new Date(iso);
  it('puts exact matches first, then prefixes, each by most recent login, without duplicates', () => {
    const users = [
      { id: 'old-prefix', name: 'Anna Old', email: 'old@x.test', lastLogin: at('2025-01-01T00:00:00Z') },
      { id: 'new-prefix', name: 'Anna New', email: 'new@x.test', lastLogin: at('2025-03-01T00:00:00Z') },
      { id: 'never', name: 'Anna Never', email: 'never@x.test', lastLogin: null },
      { id: 'exact', name: 'Someone', email: 'ANNA', lastLogin: at('2024-01-01T00:00:00Z') },
      { id: 'new-prefix', name: 'Anna New', email: 'new@x.test', lastLogin: at('2025-03-01T00:00:00Z') },
    ];
    expect(rankSearchResults(users, 'Anna').map((u) => u.id)).toEqual([
      'exact',
      'new-prefix',
      'old-prefix',
      'never',
    ]);
  });

  it('reads string logins and ranks unparsable ones last', () => {
    const users = [
      { id: 'bad', name: 'bo', lastLogin: 'soon' },
      { id: 'str', name: 'bob', lastLogin: '2025-02-01T00:00:00Z' },
      { id: 'date', name: 'bobby', lastLogin: at('2025-01-01T00:00:00Z') },
    ];
    expect(rankSearchResults(users, 'bo').map((u) => u.id)).toEqual(['bad', 'str', 'date']);
    expect(rankSearchResults(users, 'bob').map((u) => u.id)).toEqual(['str', 'date', 'bad']);
  });
});
