import { describe, expect, it } from 'vitest';
import { IDEA_MESSAGES, ideaFormSchema } from './ideas';

const ok = { name: 'Sam', email: 'sam@example.test', idea: 'A salary negotiation coach' };
const errorsOf = (input: Partial<typeof ok>) => {
  const r = ideaFormSchema.safeParse({ ...ok, ...input });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('idea form schema', () => {
  it('trims every field', () => {
    expect(
      ideaFormSchema.parse({ name: ' Sam ', email: ' sam@example.test ', idea: '  0123456789  ' }),
    ).toEqual({
      name: 'Sam',
      email: 'sam@example.test',
      idea: '0123456789',
    });
  });

  it('bounds the name to 1..100 characters', () => {
    expect(errorsOf({ name: '   ' })).toEqual([IDEA_MESSAGES.nameRequired]);
    expect(errorsOf({ name: 'n'.repeat(100) })).toEqual([]);
    expect(errorsOf({ name: 'n'.repeat(101) })).toEqual([IDEA_MESSAGES.nameTooLong]);
  });

  it('wants a valid e-mail address', () => {
    for (const email of ['', 'sam', 'sam@', 'sam@example', 'sam @example.test']) {
      expect(errorsOf({ email })).toEqual([IDEA_MESSAGES.emailInvalid]);
    }
  });

  it('bounds the idea to 10..2000 characters after trimming', () => {
    expect(errorsOf({ idea: '  123456789  ' })).toEqual([IDEA_MESSAGES.ideaTooShort]);
    expect(errorsOf({ idea: '1234567890' })).toEqual([]);
    expect(errorsOf({ idea: 'x'.repeat(2000) })).toEqual([]);
    expect(errorsOf({ idea: 'x'.repeat(2001) })).toEqual([IDEA_MESSAGES.ideaTooLong]);
  });
});
