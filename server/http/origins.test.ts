import { describe, expect, it } from 'vitest';
import { appOrigins, originAllowed } from './origins';

describe('appOrigins', () => {
  it('keeps each URL’s origin, a loopback one under both names, and skips what is no URL', () => {
    expect(appOrigins(['http://127.0.0.1:5173/', 'https://jobkit.example/app', 'not a url'])).toEqual([
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'https://jobkit.example',
    ]);
  });
});

describe('originAllowed', () => {
  const allowed = new Set(appOrigins(['http://127.0.0.1:5173']));
  it('lets the app and the backend’s own pages call, and no other page', () => {
    expect(originAllowed('http://localhost:5173', allowed, '127.0.0.1:8787')).toBe(true);
    expect(originAllowed('http://127.0.0.1:8787', allowed, '127.0.0.1:8787')).toBe(true);
    expect(originAllowed('http://127.0.0.1:5174', allowed, '127.0.0.1:8787')).toBe(false);
    expect(originAllowed('https://evil.example', allowed, '127.0.0.1:8787')).toBe(false);
    expect(originAllowed('null', allowed, undefined)).toBe(false);
  });
});
