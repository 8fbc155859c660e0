/**
 * Payment page configuration. CONFIGURATION: the two IP-geolocation services that pick the
 * default payment method (docs/product-rules.md 7.1). An empty VITE_GEO_* value skips that
 * service, so an offline or privacy-minded build falls back to the browser's time zone.
 */
const env = import.meta.env;

function readUrl(raw: unknown, fallback: string): string {
  return typeof raw === 'string' ? raw.trim() : fallback;
}

export const paymentsConfig = {
  /** Answers JSON with `country_code` (ipapi.co's shape). */
  geoPrimaryUrl: readUrl(env.VITE_GEO_PRIMARY_URL, 'https://ipapi.co/json/'),
  /** Answers JSON with `country` (country.is's shape). */
  geoFallbackUrl: readUrl(env.VITE_GEO_FALLBACK_URL, 'https://api.country.is/'),
  /** Each service gets this long before the next one is tried. */
  geoTimeoutMs: 3000,
} as const;
