/**
 * Which payment methods the purchase dialog offers (docs/product-rules.md 7.1): PhonePe only in
 * India, where it is also the default; PayPal elsewhere.
 */
export type PaymentMethod = 'paypal' | 'razorpay' | 'phonepe';

export interface PaymentMethodInfo {
  id: PaymentMethod;
  name: string;
  note: string;
  /** The footer's processor note. */
  processor: string;
  /** PayPal charges dollars; the Indian providers charge rupees. */
  currency: 'USD' | 'INR';
}

export const PAYMENT_METHODS: readonly PaymentMethodInfo[] = [
  { id: 'paypal', name: 'PayPal', note: 'Global', processor: 'PayPal', currency: 'USD' },
  { id: 'razorpay', name: 'Razorpay', note: 'Cards & UPI', processor: 'Razorpay', currency: 'INR' },
  { id: 'phonepe', name: 'PhonePe', note: 'UPI', processor: 'PhonePe', currency: 'INR' },
];

export function getPaymentMethod(id: PaymentMethod): PaymentMethodInfo {
  return PAYMENT_METHODS.find((m) => m.id === id)!;
}

/** `country` null: still detecting, so PhonePe is not offered yet. */
export function availableMethods(country: string | null): PaymentMethod[] {
  return PAYMENT_METHODS.map((m) => m.id).filter((id) => id !== 'phonepe' || country === 'IN');
}

/** The buyer's pick if it is on offer, else the country's default. */
export function effectiveMethod(picked: PaymentMethod | null, country: string | null): PaymentMethod {
  if (picked && availableMethods(country).includes(picked)) return picked;
  return country === 'IN' ? 'phonepe' : 'paypal';
}
