import { describe, expect, it } from 'vitest';
import { limitReached, usageCountOf, usageWriteSchema } from './daily-usage';

describe('limitReached', () => {
  it('treats the limit as reached at used >= limit, never for unlimited', () => {
    expect(limitReached({ used: 1, limit: 2 })).toBe(false);
    expect(limitReached({ used: 2, limit: 2 })).toBe(true);
    expect(limitReached({ used: 99, limit: null })).toBe(false);
  });
});

describe('usage documents', () => {
  it('reads a tool count, treating a missing, negative or odd value as none used', () => {
    expect(usageCountOf({ magicCV: 3, lazyApply: 1 }, 'magicCV')).toBe(3);
    expect(usageCountOf({ lazyApply: 1 }, 'magicCV')).toBe(0);
    expect(usageCountOf({ magicCV: -2 }, 'magicCV')).toBe(0);
    expect(usageCountOf({ magicCV: '3' }, 'magicCV')).toBe(0);
    expect(usageCountOf(undefined, 'magicCV')).toBe(0);
  });

  it('lets a handler write counters of the limited tools only, as whole counts', () => {
    expect(usageWriteSchema.parse({ userId: 'u1', day: '2025-01-15', magicCV: 1 })).toEqual({
      userId: 'u1',
      day: '2025-01-15',
      magicCV: 1,
    });
    expect(usageWriteSchema.safeParse({ magicCV: 1.5 }).success).toBe(false);
    expect(usageWriteSchema.safeParse({ magicCv: 1 }).success).toBe(false);
    expect(usageWriteSchema.safeParse({ day: '15/01/2025' }).success).toBe(false);
  });
});
