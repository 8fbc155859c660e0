/** The payment callables' names (their inputs and results: contract.ts, which re-exports these). */
export const PAYMENT_CALLABLES = {
  createPayPalOrder: 'createPayPalOrder',
  verifyPayPalPayment: 'verifyPayPalPayment',
  createRazorpayOrder: 'createRazorpayOrder',
  verifyRazorpayPayment: 'verifyRazorpayPayment',
  initiatePhonePePayment: 'initiatePhonePePayment',
  verifyPhonePePayment: 'verifyPhonePePayment',
  cancelPayment: 'cancelPayment',
  logPricingPageVisit: 'logPricingPageVisit',
} as const;
