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

export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
