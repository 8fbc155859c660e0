/**
 * Small WHATWG Request/Response helpers shared by the provider simulators.
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A JSON response with the given status. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An HTML page; simulator pages are never cached so state changes show on reload. */
export function html(status: number, page: string): Response {
  return new Response(page, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** 303 so that the browser follows a form POST with a GET, as the providers do. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** Appends query parameters to a URL, keeping the query string it already has. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.append(k, v);
  return u.toString();
}

/** Reads a urlencoded form body (the simulator pages post plain HTML forms). */
export async function readForm(req: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await req.text());
}

/** Parses a JSON body; undefined when it is missing or malformed (callers answer 400). */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The user and password of an `Authorization: Basic` header, or null. */
export function basicAuth(req: Request): { user: string; password: string } | null {
  const m = /^Basic\s+(\S.*)$/i.exec(req.headers.get('authorization') ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Constant-time string comparison, so the simulator models what a real server should do. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function sha256Hex(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}

export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const DIGITS = '0123456789';

/**
 * Random ids shaped like the providers' (fixed length and alphabet). The prefix, reduced to
 * the alphabet, takes the first characters so that ids from different processes never collide.
 */
export function createIdFactory(prefix = ''): (length: number, alphabet?: string) => string {
  return (length, alphabet = ALNUM) => {
    const head = [...prefix]
      .map((c) => (alphabet.includes(c) ? c : c.toUpperCase()))
      .filter((c) => alphabet.includes(c))
      .join('');
    const keep = head.slice(0, Math.max(0, length - 8));
    let id = keep;
    while (id.length < length) id += alphabet[randomInt(alphabet.length)];
    return id;
  };
}

/** Seconds since the epoch, as Razorpay's `created_at`. */
export const unixSeconds = (d = new Date()): number => Math.floor(d.getTime() / 1000);
