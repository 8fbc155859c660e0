import { describe, expect, it } from 'vitest';
import { matchesWhere } from './match';

const doc = {
  uid: 'u1',
  age: 30,
  tags: ['a', 'b'],
  subscription: { planId: 'magic', credits: 0 },
  createdAt: new Date('2024-01-02T00:00:00Z'),
  nothing: null,
};

describe('matchesWhere', () => {
  it.each([
    [['uid', '==', 'u1'], true],
    [['uid', '==', 'u2'], false],
    [['subscription.planId', '==', 'magic'], true],
    [['subscription.planId', '!=', 'free'], true],
    [['missing', '!=', 'x'], false],
    [['missing', '==', null], false],
    [['nothing', '==', null], true],
    [['age', '>', 29], true],
    [['age', '>=', 30], true],
    [['age', '<', 30], false],
    [['age', '<=', 30], true],
    [['age', '>', '1'], false],
    [['createdAt', '>', new Date('2024-01-01T00:00:00Z')], true],
    [['createdAt', '<', { __time: 0 }], false],
    [['uid', 'in', ['u0', 'u1']], true],
    [['uid', 'in', ['u0']], false],
    [['tags', 'array-contains', 'b'], true],
    [['tags', 'array-contains', 'c'], false],
    [['uid', 'array-contains', 'u'], false],
    [['subscription', '==', { credits: 0, planId: 'magic' }], true],
    [['nothing', '!=', 'x'], false],
    [['nothing', '!=', null], false],
    [['uid', '!=', null], true],
    [['nothing', 'in', [null]], false],
    [['uid', 'not-in', ['u0']], true],
    [['uid', 'not-in', ['u1']], false],
    [['uid', 'not-in', ['u0', null]], false],
    [['nothing', 'not-in', ['u0']], false],
    [['missing', 'not-in', ['u0']], false],
    [['tags', 'array-contains-any', ['c', 'b']], true],
    [['tags', 'array-contains-any', ['c', null]], false],
    [['uid', 'array-contains-any', ['u1']], false],
  ] as const)('%j -> %s', (clause, expected) => {
    expect(matchesWhere(doc, [clause as never])).toBe(expected);
  });

  it('never matches NaN in a list, yet matches it with == and leaves it out with !=', () => {
    const nan = { n: NaN };
    expect(matchesWhere(nan, [['n', '==', NaN]])).toBe(true);
    expect(matchesWhere(nan, [['n', 'in', [NaN]]])).toBe(false);
    expect(matchesWhere(nan, [['n', 'not-in', [NaN]]])).toBe(true);
    expect(matchesWhere(nan, [['n', '!=', NaN]])).toBe(false);
    expect(matchesWhere(nan, [['n', '!=', 1]])).toBe(true);
  });

  it('ANDs clauses and accepts an empty list', () => {
    expect(matchesWhere(doc, [])).toBe(true);
    expect(matchesWhere(doc, undefined)).toBe(true);
    expect(
      matchesWhere(doc, [
        ['uid', '==', 'u1'],
        ['age', '<', 10],
      ]),
    ).toBe(false);
  });
});
