/** How the payments table shows amounts and dates ('N/A', 'Invalid date': docs/product-rules.md 15.3). */
import { isValidDate } from '../stored-fields';

/** '$71.00', '₹5,929.00'; an unknown currency code still shows its number and code. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  try {
    return new Intl.NumberFormat(code === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`.trim();
  }
}

/** 'Jan 15, 2025, 10:00 AM'; 'N/A' when missing, 'Invalid date' when unparsable. */
export function formatOrderDate(date: Date | null, timeZone?: string): string {
  if (date === null) return 'N/A';
  if (!isValidDate(date)) return 'Invalid date';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
