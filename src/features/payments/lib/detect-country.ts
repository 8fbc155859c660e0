/**
 * The buyer's country, for the default payment method (docs/product-rules.md 7.1): an IP-geolocation
 * service, then a second one, then the browser's time zone. Never rejects: a purchase must not
 * wait on, or fail because of, a third-party lookup.
 */
export type CountrySource = 'primary' | 'fallback' | 'timezone';

export interface DetectedCountry {
  /** ISO 3166 alpha-2, upper case ('IN', 'US'). */
  country: string;
  source: CountrySource;
}

export interface DetectCountryOptions {
  fetch: typeof fetch;
  /** The browser's IANA time zone; undefined when unknown. */
  timeZone: string | undefined;
  /** Reads `country_code`; '' skips it. */
  primaryUrl: string;
  /** Reads `country`; '' skips it. */
  fallbackUrl: string;
  timeoutMs?: number;
}

export const DEFAULT_GEO_TIMEOUT_MS = 3000;

const INDIA_TIME_ZONES = ['Asia/Kolkata', 'Asia/Calcutta'];

/** The last resort: India's zone (both IANA names) gives IN, anything else US. */
export function countryFromTimeZone(timeZone: string | undefined): 'IN' | 'US' {
  return timeZone && INDIA_TIME_ZONES.includes(timeZone) ? 'IN' : 'US';
}

async function lookUp(
  fetchFn: typeof fetch,
  url: string,
  field: 'country_code' | 'country',
  timeoutMs: number,
): Promise<string | null> {
  if (!url) return null;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race also covers a fetch that ignores the abort signal.
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  const request = (async () => {
    const response = await fetchFn(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Record<string, unknown> | null;
    const value = body?.[field];
    return typeof value === 'string' && /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : null;
  })().catch(() => null);
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function detectCountry(options: DetectCountryOptions): Promise<DetectedCountry> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEO_TIMEOUT_MS;
  const primary = await lookUp(options.fetch, options.primaryUrl, 'country_code', timeoutMs);
  if (primary) return { country: primary, source: 'primary' };
  const fallback = await lookUp(options.fetch, options.fallbackUrl, 'country', timeoutMs);
  if (fallback) return { country: fallback, source: 'fallback' };
  return { country: countryFromTimeZone(options.timeZone), source: 'timezone' };
}
