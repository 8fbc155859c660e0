import { describe, expect, it } from 'vitest';
import { limitReached } from './daily-usage';

describe('limitReached', () => {
  it('treats the limit as reached at used >= limit, never for unlimited', () => {
    expect(limitReached({ used: 1, limit: 2 })).toBe(false);
    expect(limitReached({ used: 2, limit: 2 })).toBe(true);
    expect(limitReached({ used: 99, limit: null })).toBe(false);
  });
});
