import { describe, expect, it } from 'vitest';
import { appOrigins, originAllowed, ownHost } from './origins';

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

  it('never takes a rebound name for the backend’s own, though Origin and Host agree', () => {
    expect(originAllowed('http://localhost:8787', allowed, 'localhost:8787')).toBe(true);
    expect(originAllowed('http://evil.example:8787', allowed, 'evil.example:8787')).toBe(false);
    expect(originAllowed('http://evil.example', allowed, 'evil.example')).toBe(false);
  });
});

describe('ownHost', () => {
  it('is 127.0.0.1 or localhost at the server’s own port, and nothing else', () => {
    expect(ownHost('127.0.0.1:8787', 8787)).toBe(true);
    expect(ownHost('localhost:8787', 8787)).toBe(true);
    expect(ownHost('LocalHost:8787', 8787)).toBe(true);
    for (const host of [
      'evil.example:8787',
      'localhost.evil.example:8787',
      'app.localhost:8787',
      '127.0.0.2:8787',
      '[::1]:8787',
      'localhost:8788',
      'localhost',
      '',
      undefined,
    ]) {
      expect(ownHost(host, 8787), String(host)).toBe(false);
    }
    expect(ownHost('127.0.0.1:8787', undefined)).toBe(false);
  });
});
