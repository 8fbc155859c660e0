import { describe, expect, it, vi } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { contextOf, toHttpsError } from './host';
import { HandlerError } from './handlers/ports';

const logged = vi.hoisted(() => vi.fn());
vi.mock('firebase-functions/logger', () => ({ error: logged }));

type Req = Parameters<typeof contextOf>[0];
const req = (auth: unknown, headers: Record<string, string> = {}, ip?: string) =>
  ({ auth, rawRequest: { headers, ip } }) as unknown as Req;

describe('callable host', () => {
  it('builds the context from the verified token only (the time zone comes with the input)', () => {
    const ctx = contextOf(
      req(
        { uid: 'u1', token: { email: 'a@x.test', email_verified: true, admin: true } },
        { origin: 'https://app.example.com' },
        '203.0.113.7',
      ),
    );
    expect(ctx).toEqual({
      uid: 'u1',
      email: 'a@x.test',
      emailVerified: true,
      admin: true,
      tz: 'UTC',
      origin: 'https://app.example.com',
      ip: '203.0.113.7',
    });
  });

  it("takes the caller's address from the hop Google's front end appended, not from what the client sent", () => {
    const from = (headers: Record<string, string>, ip?: string) => contextOf(req(undefined, headers, ip)).ip;
    // Express's `ip` is the first, client-written entry; the last is the front end's.
    expect(from({ 'x-forwarded-for': '1.2.3.4, 198.51.100.9' }, '1.2.3.4')).toBe('198.51.100.9');
    expect(from({ 'x-forwarded-for': ' 198.51.100.9 ' }, '198.51.100.9')).toBe('198.51.100.9');
    // Without the header (a direct call in tests), the socket's address.
    expect(from({}, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('treats a missing or non-boolean admin claim as not admin', () => {
    expect(contextOf(req({ uid: 'u1', token: { admin: 'true' } }))).toEqual({
      uid: 'u1',
      email: null,
      emailVerified: false,
      admin: false,
      tz: 'UTC',
      origin: null,
      ip: null,
    });
    expect(contextOf(req(undefined)).uid).toBeNull();
  });

  it('maps HandlerError codes to HttpsError and hides internal errors', () => {
    const denied = toHttpsError(new HandlerError('resource-exhausted', 'You have reached your daily limit.'));
    expect(denied).toBeInstanceOf(HttpsError);
    expect(denied.code).toBe('resource-exhausted');
    expect(denied.message).toBe('You have reached your daily limit.');
    const late = toHttpsError(new HandlerError('deadline-exceeded', 'Request timed out. Please try again.'));
    expect(late.code).toBe('deadline-exceeded');
    expect(late.httpErrorCode.status).toBe(504);
    const hidden = toHttpsError(new Error('secret stack detail'));
    expect(logged).toHaveBeenCalledOnce();
    expect(hidden.code).toBe('internal');
    expect(hidden.message).not.toContain('secret');
  });
});
