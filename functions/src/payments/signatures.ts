/**
 * The providers' signature schemes, computed with node:crypto and compared in constant time.
 * - Razorpay: HMAC-SHA256 hex of `order_id|payment_id` (key secret) for Checkout results, and of
 *   the raw request body (webhook secret) for webhooks.
 * - PhonePe: `sha256hex(data + saltKey) + '###' + saltIndex` (the X-VERIFY header).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

export function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

/** Constant-time equality of two strings (false for different lengths, without leaking where). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  if (x.length !== y.length) return false;
  return timingSafeEqual(x, y);
}

export function razorpayPaymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function phonePeChecksum(data: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(data + saltKey)}###${saltIndex}`;
}
