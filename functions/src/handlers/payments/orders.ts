/**
 * Order documents (paypalOrders, razorpayOrders, phonePeOrders): created with the server's price,
 * read back only by their owner, and marked CANCELLED or FAILED while nothing was paid
 * (activate.ts completes them, revoke.ts refunds or disputes them).
 */
import {
  ORDER_COLLECTIONS,
  orderPatch,
  paymentOrderSchema,
  readPaymentOrder,
  type OrderStatus,
  type PaymentOrder,
  type PaymentProviderId,
} from '@/domain/payments/contract';
import {
  chargeFor,
  resolveProduct,
  type Charge,
  type PaymentCurrency,
  type Product,
} from '@/domain/payments/products';
import {
  HandlerError,
  type AdminStore,
  type HandlerContext,
  type HandlerDeps,
  type ServerConfig,
} from '../ports';

export const orderPath = (provider: PaymentProviderId, orderId: string) =>
  `${ORDER_COLLECTIONS[provider]}/${orderId}`;

/**
 * The product of a product id priced by the server in the provider's currency, or the "choose a
 * plan" error the buyer can act on. The browser never sends an amount.
 */
export function pricedProduct(
  productId: string,
  currency: PaymentCurrency,
  config: Pick<ServerConfig, 'inrPerUsd'>,
): { product: Product; charge: Charge } {
  const product = resolveProduct(productId);
  if (!product) throw new HandlerError('invalid-argument', 'Please choose a valid plan.');
  return { product, charge: chargeFor(product, currency, config.inrPerUsd) };
}

export function newOrder(
  provider: PaymentProviderId,
  orderId: string,
  userId: string,
  product: Product,
  charge: Charge,
  now: Date,
): PaymentOrder {
  return paymentOrderSchema.parse({
    orderId,
    userId,
    provider,
    planId: product.id,
    planName: product.planName,
    amount: charge.major,
    currency: charge.currency,
    usdAmount: product.usd,
    isLifetime: product.months === null,
    status: 'CREATED',
    couponCode: '',
    errorMessage: '',
    paymentId: null,
    activatedBy: null,
    createdAt: now,
    updatedAt: now,
  });
}

export async function saveOrder(store: AdminStore, order: PaymentOrder): Promise<void> {
  await store.set(orderPath(order.provider, order.orderId), paymentOrderSchema.parse(order));
}

/** One of our orders, or null when there is none (or the document is not one of ours). */
export async function findOrder(
  deps: Pick<HandlerDeps, 'store'>,
  provider: PaymentProviderId,
  orderId: string,
): Promise<PaymentOrder | null> {
  const snap = await deps.store.get(orderPath(provider, orderId));
  return snap ? readPaymentOrder(snap.data) : null;
}

/** The caller's own order; anyone else's reads as "not found" would leak less, but owners need the truth. */
export async function loadOwnOrder(
  deps: Pick<HandlerDeps, 'store'>,
  ctx: HandlerContext,
  provider: PaymentProviderId,
  orderId: string,
): Promise<PaymentOrder> {
  const snap = await deps.store.get(orderPath(provider, orderId));
  const order = snap ? readPaymentOrder(snap.data) : null;
  if (!order) throw new HandlerError('not-found', 'Payment verification failed: order not found.');
  if (order.userId !== ctx.uid) {
    throw new HandlerError('permission-denied', 'This payment belongs to another account.');
  }
  return order;
}

/** CANCELLED or FAILED, only while the order is still CREATED: a completed order stays completed. */
export async function markOrder(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  provider: PaymentProviderId,
  orderId: string,
  status: 'CANCELLED' | 'FAILED',
  errorMessage: string,
): Promise<OrderStatus> {
  const path = orderPath(provider, orderId);
  return deps.store.transaction(async (tx) => {
    const snap = await tx.get(path);
    const order = snap ? readPaymentOrder(snap.data) : null;
    if (!order) return 'FAILED';
    if (order.status !== 'CREATED') return order.status;
    tx.update(
      path,
      orderPatch({ status, errorMessage: errorMessage.slice(0, 500), updatedAt: deps.clock.now() }),
    );
    return status;
  });
}
