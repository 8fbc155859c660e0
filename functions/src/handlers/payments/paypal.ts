/**
 * PayPal: createPayPalOrder prices the product on the server and creates the order at PayPal;
 * verifyPayPalPayment captures it and activates only when PayPal reports the capture COMPLETED
 * with exactly the order's amount and currency.
 */
import {
  isRevoked,
  createOrderInputSchema,
  verifyPayPalInputSchema,
  type CreatePayPalOrderResult,
  type PaymentOrder,
  type VerifyPaymentResult,
} from '@/domain/payments/contract';
import { PaymentProviderError, type PayPalOrderState } from '../../payments/gateway-ports';
import { defineHandler, type HandlerDeps } from '../ports';
import { activateOrder } from './activate';
import {
  appOrigin,
  failed,
  PAID,
  revokedPayment,
  paymentReturnUrl,
  providerTrouble,
  requireGateway,
} from './common';
import { loadOwnOrder, markOrder, newOrder, pricedProduct, saveOrder } from './orders';

export const createPayPalOrder = defineHandler({
  name: 'createPayPalOrder',
  access: 'user',
  input: createOrderInputSchema,
  async run(deps, ctx, input): Promise<CreatePayPalOrderResult> {
    const paypal = requireGateway(deps.payments.paypal, 'PayPal');
    const { product, charge } = pricedProduct(input.productId, 'USD', deps.config);
    const origin = appOrigin(deps.config, ctx);
    try {
      const created = await paypal.createOrder({
        amount: charge.major.toFixed(2),
        currency: charge.currency,
        referenceId: product.id,
        customId: ctx.uid!,
        description: product.planName,
        returnUrl: paymentReturnUrl(origin, { provider: 'paypal' }),
        cancelUrl: paymentReturnUrl(origin, { provider: 'paypal', status: 'CANCELLED' }),
      });
      await saveOrder(
        deps.store,
        newOrder('paypal', created.id, ctx.uid!, product, charge, deps.clock.now()),
      );
      return { orderId: created.id, approveUrl: created.approveUrl };
    } catch (e) {
      throw providerTrouble(e, 'PayPal');
    }
  },
});

/** The capture, or (after ORDER_ALREADY_CAPTURED) the order as PayPal now reports it. */
async function capture(deps: HandlerDeps, orderId: string): Promise<PayPalOrderState | PaymentProviderError> {
  const paypal = requireGateway(deps.payments.paypal, 'PayPal');
  try {
    return await paypal.captureOrder(orderId);
  } catch (e) {
    if (!(e instanceof PaymentProviderError) || e.issue === 'network') throw providerTrouble(e, 'PayPal');
    if (e.issue === 'ORDER_ALREADY_CAPTURED')
      return paypal.getOrder(orderId).catch((x) => {
        throw providerTrouble(x, 'PayPal');
      });
    return e;
  }
}

function paidInFull(order: PaymentOrder, state: PayPalOrderState): boolean {
  return (
    state.status === 'COMPLETED' &&
    state.captureStatus === 'COMPLETED' &&
    state.currency === order.currency &&
    state.amount !== null &&
    Number(state.amount) === order.amount
  );
}

export const verifyPayPalPayment = defineHandler({
  name: 'verifyPayPalPayment',
  access: 'user',
  input: verifyPayPalInputSchema,
  async run(deps, ctx, input): Promise<VerifyPaymentResult> {
    const order = await loadOwnOrder(deps, ctx, 'paypal', input.orderId);
    if (order.status === 'COMPLETED') return PAID;
    if (isRevoked(order.status)) return revokedPayment(order.status);
    const state = await capture(deps, order.orderId);
    if (state instanceof PaymentProviderError) {
      if (state.issue === 'ORDER_NOT_APPROVED') {
        return failed('PAYER_ACTION_REQUIRED', 'The payment was not approved at PayPal.');
      }
      await markOrder(deps, 'paypal', order.orderId, 'FAILED', `${state.issue}: ${state.message}`);
      return failed('FAILED', 'Payment failed. Please try again.');
    }
    if (!paidInFull(order, state)) {
      const why = `PayPal reported ${state.status} ${state.amount ?? '?'} ${state.currency ?? '?'}`;
      await markOrder(deps, 'paypal', order.orderId, 'FAILED', why);
      return failed('FAILED', 'The paid amount does not match the order. Please contact support.');
    }
    await activateOrder(deps, order, {
      provider: 'paypal',
      transactionId: state.captureId ?? order.orderId,
      via: 'callback',
    });
    return PAID;
  },
});
