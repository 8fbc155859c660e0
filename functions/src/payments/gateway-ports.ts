/**
 * The payment providers as handlers see them (docs/architecture.md 2). Implementations talk HTTP to
 * the real APIs (sandbox or live) or to the local simulator, with the same code either way.
 */

/** A provider answered with an error; `issue` is its machine-readable reason. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: 'paypal' | 'razorpay' | 'phonepe',
    readonly issue: string,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** What a capture or order read says about the money. */
export interface PayPalOrderState {
  /** Order status: CREATED, PAYER_ACTION_REQUIRED, APPROVED, COMPLETED... */
  status: string;
  captureId: string | null;
  captureStatus: string | null;
  /** '71.00' */
  amount: string | null;
  currency: string | null;
}

export interface PayPalGateway {
  createOrder(order: {
    /** Decimal string, e.g. '71.00'. */
    amount: string;
    currency: string;
    referenceId: string;
    customId: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; approveUrl: string }>;
  /** Throws PaymentProviderError (ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED, ...). */
  captureOrder(orderId: string): Promise<PayPalOrderState>;
  getOrder(orderId: string): Promise<PayPalOrderState>;
  /** Refunds the whole capture (POST /v2/payments/captures/{id}/refund). */
  refundCapture(captureId: string): Promise<{ id: string; status: string }>;
  /**
   * PayPal's own check of a webhook (POST /v1/notifications/verify-webhook-signature) with the
   * transmission headers and the webhook id we registered; false when it says FAILURE, when a
   * header is missing or when no webhook id is configured.
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<boolean>;
}

export interface RazorpayPayment {
  id: string;
  orderId: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded, failed */
  status: string;
  errorDescription: string | null;
  /** Paise refunded so far. */
  amountRefunded: number;
}

export interface RazorpayRefund {
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  /** pending, processed, failed */
  status: string;
}

export interface RazorpayGateway {
  /** Public key id for Checkout. */
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  createOrder(order: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amount: number; currency: string }>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>;
  /** Refunds the whole payment (POST /v1/payments/{id}/refund). */
  refundPayment(paymentId: string): Promise<RazorpayRefund>;
  /** Checkout's razorpay_signature over `${orderId}|${paymentId}`. */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature over the raw webhook body. */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean;
}

/** PhonePe's status answer (status API and S2S callback carry the same object). */
export interface PhonePeStatus {
  success: boolean;
  /** PAYMENT_SUCCESS, PAYMENT_PENDING, PAYMENT_ERROR, PAYMENT_CANCELLED, TRANSACTION_NOT_FOUND... */
  code: string;
  message: string;
  merchantTransactionId: string | null;
  transactionId: string | null;
  /** Paise. */
  amount: number | null;
  /** COMPLETED, PENDING, FAILED */
  state: string | null;
}

export interface PhonePeGateway {
  readonly merchantId: string;
  pay(payment: {
    merchantTransactionId: string;
    merchantUserId: string;
    /** Paise. */
    amount: number;
    redirectUrl: string;
    mobileNumber?: string;
  }): Promise<{ url: string }>;
  status(merchantTransactionId: string): Promise<PhonePeStatus>;
  /**
   * Refunds a paid transaction (POST /pg/v1/refund); the answer is the refund's status, and PhonePe
   * later posts the same object for the refund to our callback.
   */
  refund(refund: {
    /** Our id for the refund (phonePeRefundId). */
    refundId: string;
    originalTransactionId: string;
    merchantUserId: string;
    /** Paise. */
    amount: number;
  }): Promise<PhonePeStatus>;
  /** Checks the S2S callback's X-VERIFY and decodes its base64 `response`; null when forged. */
  readCallback(response: string, xVerify: string): PhonePeStatus | null;
}

/** null: the provider is not configured on this server. */
export interface PaymentGateways {
  readonly paypal: PayPalGateway | null;
  readonly razorpay: RazorpayGateway | null;
  readonly phonepe: PhonePeGateway | null;
}
