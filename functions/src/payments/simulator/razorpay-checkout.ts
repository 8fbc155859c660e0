/**
 * The page inside Checkout's iframe (`/checkout/pay?order_id=&key_id=`). Its buttons pay,
 * fail or dismiss; the answer page tells checkout.js in the parent window by postMessage, as
 * Razorpay's own frame does.
 */
import { checkoutPage, formatMinor, messagePage, scriptJson } from './pages';
import type { RazorpayStore } from './razorpay-store';
import type { SimContext } from './sim-context';
import { html, readForm } from './sim-http';

const TITLE = 'Razorpay Test Checkout (Simulator)';
const SOURCE = 'razorpay-simulator';

/** The message the frame posts to its parent window. */
function postToParent(message: Record<string, unknown>): string {
  return `(function(){var m=${scriptJson({ source: SOURCE, ...message })};
if(window.parent&&window.parent!==window)window.parent.postMessage(m,'*');})();`;
}

/** `keyId`: the only key id the page accepts (the simulator's). */
export function createRazorpayCheckout(ctx: SimContext, store: RazorpayStore, keyId: string) {
  const page = (status: number, message: string, script?: string) =>
    html(status, messagePage('razorpay', TITLE, message, script));

  /** The order the page may act on, or the error page to show instead. */
  function resolve(orderId: string | null, key: string | null) {
    if (key !== keyId) {
      return page(400, `Invalid key_id "${key ?? ''}": this simulator accepts ${keyId} only.`);
    }
    const order = store.orders.get(orderId ?? '');
    if (!order) return page(404, 'This Razorpay order does not exist.');
    if (order.status === 'paid') return page(409, 'This order has already been paid.');
    return order;
  }

  async function handle(req: Request, url: URL): Promise<Response | undefined> {
    if (req.method === 'GET') {
      const q = url.searchParams;
      const order = resolve(q.get('order_id'), q.get('key_id'));
      if (order instanceof Response) return order;
      return html(
        200,
        checkoutPage({
          brand: 'razorpay',
          title: TITLE,
          amount: formatMinor(order.amount, order.currency),
          description: q.get('description') || order.receipt || 'Razorpay order',
          details: [
            ['Merchant', q.get('name') || 'Test merchant'],
            ['Order', order.id],
          ],
          action: `${ctx.base()}/checkout/pay`,
          hidden: { order_id: order.id, key_id: q.get('key_id') ?? '' },
        }),
      );
    }
    if (req.method !== 'POST') return undefined;
    const form = await readForm(req);
    const action = form.get('action');
    if (action === 'cancel') return page(200, 'Payment cancelled.', postToParent({ type: 'dismiss' }));
    const order = resolve(form.get('order_id'), form.get('key_id'));
    if (order instanceof Response) return order;
    if (action === 'fail') {
      const p = store.pay(order.id, { fail: true });
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: p.id },
      };
      return page(200, 'Payment failed.', postToParent({ type: 'failed', error }));
    }
    if (action !== 'approve') return page(400, 'Choose Approve, Cancel or Fail.');
    const p = store.pay(order.id);
    const success = {
      type: 'success',
      razorpay_payment_id: p.id,
      razorpay_order_id: order.id,
      razorpay_signature: store.sign(order.id, p.id),
    };
    return page(200, 'Payment successful.', postToParent(success));
  }

  return { handle };
}
