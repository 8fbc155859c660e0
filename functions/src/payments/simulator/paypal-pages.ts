/**
 * The buyer's side of PayPal: the approval page at `/checkoutnow?token=` and its form, which
 * approve (back to return_url with token and PayerID), cancel (back to cancel_url with token)
 * or approve with a funding instrument that will be declined at capture.
 */
import { checkoutPage, formatMajor, messagePage } from './pages';
import type { SimPayPalOrder } from './paypal-orders';
import type { SimContext } from './sim-context';
import { appendQuery, html, readForm, seeOther, UPPER_ALNUM } from './sim-http';

const TITLE = 'PayPal Sandbox Simulator';

export function createPayPalPages(ctx: SimContext, orders: Map<string, SimPayPalOrder>, now: () => string) {
  // One sandbox buyer per simulator, like the personal test account a developer logs in with.
  let payerId: string | undefined;

  function approve(orderId: string, decline: boolean): string {
    const o = orders.get(orderId);
    if (!o) throw new Error(`No simulated PayPal order ${orderId}`);
    if (o.status === 'COMPLETED') throw new Error(`PayPal order ${orderId} is already captured`);
    payerId ??= ctx.id(13, UPPER_ALNUM);
    o.status = 'APPROVED';
    o.payerId = payerId;
    o.declined = decline;
    o.updateTime = now();
    return appendQuery(o.returnUrl, { token: o.id, PayerID: payerId });
  }

  function page(o: SimPayPalOrder): Response {
    const unit = o.purchaseUnit;
    return html(
      200,
      checkoutPage({
        brand: 'paypal',
        title: TITLE,
        amount: formatMajor(unit.amount.value, unit.amount.currency_code),
        description: unit.description ?? unit.custom_id ?? 'PayPal order',
        details: [
          ['Merchant', o.brandName ?? 'Sandbox merchant'],
          ['Order', o.id],
        ],
        action: `${ctx.base()}/checkoutnow`,
        hidden: { token: o.id },
      }),
    );
  }

  const unknown = () =>
    html(404, messagePage('paypal', TITLE, 'This PayPal order does not exist or has expired.'));
  const done = () => html(409, messagePage('paypal', TITLE, 'This order has already been paid.'));

  async function handle(req: Request, url: URL): Promise<Response | undefined> {
    if (req.method === 'GET') {
      const o = orders.get(url.searchParams.get('token') ?? '');
      if (!o) return unknown();
      return o.status === 'COMPLETED' ? done() : page(o);
    }
    if (req.method !== 'POST') return undefined;
    const form = await readForm(req);
    const o = orders.get(form.get('token') ?? '');
    if (!o) return unknown();
    if (o.status === 'COMPLETED') return done();
    const action = form.get('action');
    if (action === 'cancel') return seeOther(appendQuery(o.cancelUrl, { token: o.id }));
    if (action === 'approve' || action === 'fail') return seeOther(approve(o.id, action === 'fail'));
    return page(o);
  }

  return { approve, handle };
}
