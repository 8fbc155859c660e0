/**
 * Rupee display (docs/product-rules.md 6.4: ONE configurable rate, default 83.5, used
 * everywhere). The rate is a parameter so configuration, tests and the server pass their own.
 */
export const DEFAULT_INR_PER_USD = 83.5;

/** The configured rate (VITE_INR_PER_USD, read by the SPA and the server alike), else the default. */
export function parseInrPerUsd(raw: unknown): number {
  const rate = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_INR_PER_USD;
}

/** Whole rupees for a USD amount at `rate` rupees per dollar, rounded. */
export function usdToInr(usd: number, rate: number = DEFAULT_INR_PER_USD): number {
  return Math.round(usd * rate);
}

const inrFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '₹5,929' (Indian digit grouping: ₹1,00,000). */
export function formatInr(inr: number): string {
  return `₹${inrFormat.format(inr)}`;
}

/** '$71'. */
export function formatUsd(usd: number): string {
  return `$${usdFormat.format(usd)}`;
}

/** The rupee price shown next to a USD price: formatInr(usdToInr(usd, rate)). */
export function displayInr(usd: number, rate: number = DEFAULT_INR_PER_USD): string {
  return formatInr(usdToInr(usd, rate));
}
