import { describe, expect, it } from 'vitest';
import {
  adminUpdateUserInput,
  extraFieldText,
  parseAmount,
  parseCredits,
  parseExtraField,
  userChangesSchema,
} from './user-edit';

describe('edit form parsing', () => {
  it('parses amount as a decimal and credits as an integer, 0 when invalid', () => {
    expect(parseAmount('19.99')).toBe(19.99);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('')).toBe(0);
    expect(parseCredits('12.7')).toBe(12);
    expect(parseCredits('x')).toBe(0);
  });

  it('parses extra fields as JSON only when they start with { or [', () => {
    expect(parseExtraField('{"a":1}')).toEqual({ a: 1 });
    expect(parseExtraField(' [1, 2]')).toEqual([1, 2]);
    expect(parseExtraField('42')).toBe('42');
    expect(parseExtraField('{broken')).toBe('{broken');
  });

  it('shows stored extras as text', () => {
    expect(extraFieldText('plain')).toBe('plain');
    expect(extraFieldText({ a: [1] })).toBe('{"a":[1]}');
    expect(extraFieldText(new Date('2025-01-02T03:04:05.000Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(extraFieldText(7)).toBe('7');
  });
});

describe('userChangesSchema', () => {
  it('accepts the editable fields and JSON extras', () => {
    const r = userChangesSchema.safeParse({
      name: ' Ann ',
      photoURL: null,
      disabled: true,
      subscription: { planId: 'magic', status: 'active', amount: 9.5, credits: 3 },
      notes: { tags: ['vip'] },
    });
    expect(r.success).toBe(true);
    expect(r.data?.name).toBe('Ann');
  });

  it.each([
    [{ email: 'x@y.test' }, 'email is read-only.'],
    [{ uid: 'other' }, 'uid is read-only.'],
    [{ createdAt: '2020-01-01' }, 'createdAt is read-only.'],
    [{ lastLogin: '2020-01-01' }, 'lastLogin is read-only.'],
    [{ nameLower: 'x' }, 'nameLower is read-only.'],
    [{ subscription: { startDate: null } }, 'startDate is read-only.'],
    [{ subscription: { expiryDate: '2030-01-01' } }, 'expiryDate is read-only.'],
  ])('refuses read-only field %j', (changes, message) => {
    const r = userChangesSchema.safeParse(changes);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses wrong types, unknown plans and dotted extra names', () => {
    expect(userChangesSchema.safeParse({ subscription: { amount: '9.5' } }).success).toBe(false);
    expect(userChangesSchema.safeParse({ subscription: { credits: 2.5 } }).success).toBe(false);
    expect(userChangesSchema.safeParse({ subscription: { planId: 'gold' } }).success).toBe(false);
    expect(userChangesSchema.safeParse({ subscription: { addOns: ['x'] } }).success).toBe(false);
    expect(userChangesSchema.safeParse({ 'subscription.planId': 'magic' }).success).toBe(false);
    expect(adminUpdateUserInput.safeParse({ uid: '', changes: {} }).success).toBe(false);
  });
});
