/**
 * The merchantTransactionId of our refund of a PhonePe payment: 'R' and the payment's own id, as
 * PhonePe's refund API example names it. One full refund per order, so the id also makes a repeated
 * refund request a duplicate at PhonePe, and tells the refund's callback which order it is about.
 */
export const phonePeRefundId = (merchantTransactionId: string): string => `R${merchantTransactionId}`;

/** The paid transaction a refund id names, or null when `id` is not a refund id. */
export function refundedTransactionId(id: string): string | null {
  return id.length > 1 && id.startsWith('R') ? id.slice(1) : null;
}
