/**
 * The payment callables' inputs and results and the order documents: shared by the purchase
 * UI, the handlers (functions/src/handlers/payments/) and the access policies.
 *
 * Flows (docs/product-rules.md 7.2 to 7.6):
 * - PayPal: createPayPalOrder -> browser goes to `approveUrl` -> PayPal returns to
 *   /payment-callback?provider=paypal&token={orderId} (cancel adds status=CANCELLED) ->
 *   verifyPayPalPayment captures and checks status, amount and currency.
 * - Razorpay: createRazorpayOrder -> Checkout (checkout.js from `checkoutScriptUrl`) in the page
 *   -> verifyRazorpayPayment checks the HMAC signature and the payment at Razorpay.
 * - PhonePe: initiatePhonePePayment -> browser goes to `url` -> PhonePe returns to
 *   /payment-callback?provider=phonepe&merchantTransactionId={id} -> verifyPhonePePayment asks
 *   PhonePe's status API.
 * Razorpay and PhonePe also call our webhooks; whichever verification comes first activates the
 * plan, the other finds the order COMPLETED and changes nothing.
 * Refunds and disputes (docs/product-rules.md 7.6): the providers' webhooks and the admin's
 * adminRefundOrder mark a COMPLETED order REFUNDED or DISPUTED and take back its `grant`.
 */
import { z } from 'zod';
import { orderGrantSchema } from './revoke-purchase';

export const PAYMENT_PROVIDER_IDS = ['paypal', 'razorpay', 'phonepe'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

export const ORDER_STATUSES = [
  'CREATED',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'REFUNDED',
  'DISPUTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Final statuses: the money went back (or is contested) and what the order gave was taken back. */
export const REVOKED_STATUSES = ['REFUNDED', 'DISPUTED'] as const satisfies readonly OrderStatus[];
export type RevokedStatus = (typeof REVOKED_STATUSES)[number];
export const isRevoked = (status: OrderStatus): status is RevokedStatus =>
  (REVOKED_STATUSES as readonly string[]).includes(status);

/** How a dispute ended at the provider; the plan stays revoked either way (docs/product-rules.md 7.7). */
export const DISPUTE_OUTCOMES = ['won', 'lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** One order store per provider (docs/product-rules.md 7.7). Document id = the provider's order id. */
export const ORDER_COLLECTIONS: Record<PaymentProviderId, string> = {
  paypal: 'paypalOrders',
  razorpay: 'razorpayOrders',
  phonepe: 'phonePeOrders',
};

/**
 * paypalOrders/{id}, razorpayOrders/{id}, phonePeOrders/{merchantTransactionId} as the handlers
 * write them (functions/src/handlers/payments/): a new order is parsed whole, each change through
 * {@link orderPatch}. The admin console reads the stores through storedOrderSchema
 * (src/domain/admin/order-record.ts), which also reads the older records of the same stores.
 */
const paymentOrderShape = {
  orderId: z.string().min(1),
  userId: z.string().min(1),
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  /** The product id ('pro-3-months', 'angel-lifetime', 'human-key'). */
  planId: z.string().min(1),
  planName: z.string(),
  /** What was charged, in whole units of `currency`. */
  amount: z.number(),
  currency: z.enum(['USD', 'INR']),
  /** The plan's USD price (the subscription's amount). */
  usdAmount: z.number(),
  isLifetime: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  couponCode: z.string(),
  errorMessage: z.string(),
  /** The provider's payment id once paid. */
  paymentId: z.string().nullable(),
  /** 'callback' or 'webhook': which verification activated the plan. */
  activatedBy: z.enum(['callback', 'webhook']).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  /** Written when the order is activated. */
  completedAt: z.date().optional(),
  /** What the activation gave (written with it), so a refund takes back exactly that. */
  grant: orderGrantSchema.optional(),
  /** When the order became REFUNDED or DISPUTED. */
  revokedAt: z.date().optional(),
  /** A dispute's end at the provider: won (the merchant kept the money) or lost. */
  disputeOutcome: z.enum(DISPUTE_OUTCOMES).optional(),
};
export const paymentOrderSchema = z.strictObject(paymentOrderShape);
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const orderPatchSchema = paymentOrderSchema.partial();

/** A checked change of an order; a field of the wrong type or name throws. */
export const orderPatch = (patch: Partial<PaymentOrder>): Record<string, unknown> =>
  orderPatchSchema.parse(patch);

/**
 * An order as a handler reads it back; null when the document is not one of ours (an older
 * record of the same store), which the handlers treat like an order they do not know. Fields
 * other handlers may add later are ignored rather than refused.
 */
export function readPaymentOrder(data: unknown): PaymentOrder | null {
  const read = z.object(paymentOrderShape).safeParse(data);
  return read.success ? read.data : null;
}

const productId = z.string().trim().min(1, 'Please choose a plan.').max(64);
const providerOrderId = z.string().trim().min(1, 'Missing transaction ID').max(128);

export const createOrderInputSchema = z.object({ productId }).strict();
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;

export interface CreatePayPalOrderResult {
  orderId: string;
  /** PayPal's (or the simulator's) approval page. */
  approveUrl: string;
}

export interface CreateRazorpayOrderResult {
  orderId: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** Public key id for Checkout (not a secret). */
  keyId: string;
  /** Razorpay's checkout.js, or the local simulator's. */
  checkoutScriptUrl: string;
  planName: string;
}

export const initiatePhonePeInputSchema = z
  .object({
    productId,
    mobileNumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'Please enter a 10-digit mobile number.')
      .optional(),
  })
  .strict();
export type InitiatePhonePeInput = z.input<typeof initiatePhonePeInputSchema>;

export interface InitiatePhonePeResult {
  merchantTransactionId: string;
  /** PhonePe's (or the simulator's) pay page. */
  url: string;
}

/** `orderId`: the order to verify. Plan, name and amount are taken from the server's record. */
export const verifyPayPalInputSchema = z.object({ orderId: providerOrderId }).strict();
export const verifyPhonePeInputSchema = z
  .object({
    orderId: providerOrderId,
    // Sent by the page and ignored (docs/product-rules.md 7.7): the order record is the truth.
    planId: z.string().max(64).optional(),
    planName: z.string().max(200).optional(),
    amount: z.number().optional(),
  })
  .strict();
export const verifyRazorpayInputSchema = z
  .object({
    orderId: providerOrderId,
    paymentId: z.string().trim().min(1).max(128),
    signature: z.string().trim().min(1).max(256),
  })
  .strict();
export type VerifyPayPalInput = z.input<typeof verifyPayPalInputSchema>;
export type VerifyPhonePeInput = z.input<typeof verifyPhonePeInputSchema>;
export type VerifyRazorpayInput = z.input<typeof verifyRazorpayInputSchema>;

/**
 * Every verification answers in PhonePe's shape (data.status, data.success,
 * data.message), so /payment-callback applies one set of rules (docs/product-rules.md 7.5, 7.7).
 */
export interface VerifyPaymentResult {
  success: boolean;
  /** PAYMENT_SUCCESS, PAYMENT_PENDING, PAYMENT_ERROR, CANCELLED, FAILED... */
  status: string;
  message: string;
}

export const PAYMENT_SUCCESS_MESSAGE = 'Payment successful';

/**
 * The buyer closed or failed the provider's checkout: marks the order CANCELLED or FAILED while
 * it is still CREATED. Only a marker: a payment the provider later confirms still activates.
 */
export const cancelPaymentInputSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDER_IDS),
    orderId: providerOrderId,
    status: z.enum(['CANCELLED', 'FAILED']).default('CANCELLED'),
    errorMessage: z.string().max(500).default(''),
  })
  .strict();
export type CancelPaymentInput = z.input<typeof cancelPaymentInputSchema>;

// The names alone, for pages that call without loading these schemas (the pricing page's visit log).
export { PAYMENT_CALLABLES } from './callables';

/** The pricing page visit log payload (docs/product-rules.md 6.5). */
export const pricingVisitSchema = z
  .object({
    referrer: z.string().max(2048),
    source: z.string().max(200),
    utm_source: z.string().max(200),
    utm_medium: z.string().max(200),
    utm_campaign: z.string().max(200),
    utm_term: z.string().max(200),
    utm_content: z.string().max(200),
    country: z.string().max(100),
    device: z.enum(['mobile', 'desktop']),
    browser: z.string().max(100),
    os: z.string().max(100),
    screenResolution: z.string().max(40),
    sessionId: z.string().max(100),
    isReturningVisitor: z.boolean(),
  })
  .strict();
export type PricingVisit = z.infer<typeof pricingVisitSchema>;

/** A pricingPageVisits record: the payload plus who (null for a visitor) and when, added by the server. */
export const pricingVisitRecordSchema = pricingVisitSchema
  .extend({ userId: z.string().min(1).nullable(), createdAt: z.date() })
  .strict();
export const PRICING_VISITS = 'pricingPageVisits';
