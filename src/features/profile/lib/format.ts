import { displayInr } from '@/domain/pricing/rupees';

const PROVIDER_LABELS: Record<string, string> = {
  none: 'None',
  paypal: 'PayPal',
  razorpay: 'Razorpay',
  phonepe: 'PhonePe',
};

export function formatProvider(provider: string): string {
  return PROVIDER_LABELS[provider.toLowerCase()] ?? provider;
}

export function formatStatus(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

export function formatDate(date: Date | null, empty = '—'): string {
  if (!date) return empty;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Providers that charge in rupees (docs/product-rules.md 7.3, 7.4). */
const RUPEE_PROVIDERS = ['razorpay', 'phonepe'];

/**
 * docs/product-rules.md 2.4: the subscription's amount is the plan's price in US dollars
 * ('$71.00'); a plan paid in rupees adds the rupees charged at the one rate ('$71.00 (₹5,929)').
 * Nothing paid reads 'Free' on the free plan and 'No charge' on a plan given without payment.
 */
export function formatAmount(
  amount: number,
  { planId, provider, inrPerUsd }: { planId: string; provider: string; inrPerUsd: number },
): string {
  if (!Number.isFinite(amount) || amount <= 0) return planId === 'free' ? 'Free' : 'No charge';
  const dollars = usd.format(amount);
  return RUPEE_PROVIDERS.includes(provider.toLowerCase())
    ? `${dollars} (${displayInr(amount, inrPerUsd)})`
    : dollars;
}
