import { describe, expect, it, vi } from 'vitest';
import { countryFromTimeZone, detectCountry, type DetectCountryOptions } from './detect-country';

const PRIMARY = 'https://geo-primary.test/json/';
const FALLBACK = 'https://geo-fallback.test/';

type Reply = { status?: number; body?: unknown } | 'network-error' | 'hang' | 'hang-ignoring-abort';

/** A fetch answering per URL; records every request. */
function fakeFetch(replies: Record<string, Reply>) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const reply = replies[String(input)];
    if (!reply || reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'hang-ignoring-abort') return new Promise<Response>(() => {});
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    }
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    return Promise.resolve(new Response(body, { status: reply.status ?? 200 }));
  });
  return fn;
}

function options(fetch: ReturnType<typeof fakeFetch>, extra: Partial<DetectCountryOptions> = {}) {
  return { fetch, timeZone: 'Europe/Berlin', primaryUrl: PRIMARY, fallbackUrl: FALLBACK, ...extra };
}

describe('detectCountry', () => {
  it('uses the primary service when it answers a country_code', async () => {
    const fetch = fakeFetch({
      [PRIMARY]: { body: { country_code: 'IN', country_name: 'India', ip: '1.2.3.4' } },
    });
    await expect(detectCountry(options(fetch))).resolves.toEqual({ country: 'IN', source: 'primary' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('upper-cases the code', async () => {
    const fetch = fakeFetch({ [PRIMARY]: { body: { country_code: 'de' } } });
    await expect(detectCountry(options(fetch))).resolves.toEqual({ country: 'DE', source: 'primary' });
  });

  it.each<[string, Reply]>([
    ['a network error', 'network-error'],
    ['an HTTP error', { status: 429, body: { error: true, reason: 'RateLimited' } }],
    ['a body without country_code', { body: { country: 'IN' } }],
    ['a malformed code', { body: { country_code: 'India' } }],
    ['invalid JSON', { body: '<html>' }],
  ])('falls back to the second service after %s', async (_, primary) => {
    const fetch = fakeFetch({ [PRIMARY]: primary, [FALLBACK]: { body: { country: 'IN', ip: '1.2.3.4' } } });
    await expect(detectCountry(options(fetch))).resolves.toEqual({ country: 'IN', source: 'fallback' });
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual([PRIMARY, FALLBACK]);
  });

  it.each([
    ['Asia/Kolkata', 'IN'],
    ['Asia/Calcutta', 'IN'],
    ['America/New_York', 'US'],
    ['Europe/London', 'US'],
    [undefined, 'US'],
  ])('when both services fail, time zone %s gives %s', async (timeZone, country) => {
    const fetch = fakeFetch({ [PRIMARY]: 'network-error', [FALLBACK]: { status: 500 } });
    await expect(detectCountry(options(fetch, { timeZone }))).resolves.toEqual({
      country,
      source: 'timezone',
    });
  });

  it('gives each service its own timeout and aborts the slow request', async () => {
    const fetch = fakeFetch({ [PRIMARY]: 'hang', [FALLBACK]: 'hang' });
    const started = Date.now();
    const result = await detectCountry(options(fetch, { timeZone: 'Asia/Kolkata', timeoutMs: 30 }));
    expect(result).toEqual({ country: 'IN', source: 'timezone' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    for (const call of fetch.mock.calls) expect(call[1]?.signal?.aborted).toBe(true);
  });

  it('moves on even when a fetch ignores the abort signal', async () => {
    const fetch = fakeFetch({ [PRIMARY]: 'hang-ignoring-abort', [FALLBACK]: { body: { country: 'US' } } });
    await expect(detectCountry(options(fetch, { timeoutMs: 20 }))).resolves.toEqual({
      country: 'US',
      source: 'fallback',
    });
  });

  it('uses the default 3000 ms timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetch = fakeFetch({ [PRIMARY]: 'hang', [FALLBACK]: { body: { country: 'GB' } } });
      const pending = detectCountry(options(fetch));
      await vi.advanceTimersByTimeAsync(2999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ country: 'GB', source: 'fallback' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips a service whose URL is empty', async () => {
    const fetch = fakeFetch({ [FALLBACK]: { body: { country: 'FR' } } });
    await expect(detectCountry(options(fetch, { primaryUrl: '' }))).resolves.toEqual({
      country: 'FR',
      source: 'fallback',
    });
    const none = fakeFetch({});
    await expect(
      detectCountry(options(none, { primaryUrl: '', fallbackUrl: '', timeZone: 'Asia/Calcutta' })),
    ).resolves.toEqual({ country: 'IN', source: 'timezone' });
    expect(none).not.toHaveBeenCalled();
  });
});

describe('countryFromTimeZone', () => {
  it('knows both IANA names of India', () => {
    expect(countryFromTimeZone('Asia/Kolkata')).toBe('IN');
    expect(countryFromTimeZone('Asia/Calcutta')).toBe('IN');
    expect(countryFromTimeZone('Asia/Karachi')).toBe('US');
    expect(countryFromTimeZone(undefined)).toBe('US');
  });
});
