import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { checkoutPage, escapeHtml, formatMajor, formatMinor, scriptJson } from './pages';
import { basic, call, createTestSim, TEST_CREDENTIALS } from './sim-test-utils';

const { keyId, keySecret } = TEST_CREDENTIALS.razorpay;
const EVIL = '<img src=x onerror="alert(1)">&\'';
const BUTTONS =
  /<button[^>]*>Approve<\/button>[\s\S]*<button[^>]*>Cancel<\/button>[\s\S]*<button[^>]*>Fail<\/button>/;

type RazorpayCtor = new (o: object) => { open(): void; on(e: string, cb: (r: unknown) => void): void };

async function razorpayOrder(sim: ReturnType<typeof createTestSim>['sim']) {
  const res = await call(sim, '/razorpay/v1/orders', {
    headers: { authorization: basic(keyId, keySecret) },
    json: { amount: 592_950, currency: 'INR', receipt: EVIL },
  });
  return ((await res.json()) as { id: string }).id;
}

describe('simulator pages', () => {
  it('label the simulator, show the amount and the three buttons, and escape every value', () => {
    const page = checkoutPage({
      brand: 'paypal',
      title: 'PayPal Sandbox Simulator',
      amount: formatMajor('71.00', 'USD'),
      description: EVIL,
      details: [['Order', EVIL]],
      action: 'http://sim.test/sim/paypal/checkoutnow?"x',
      hidden: { token: EVIL },
    });
    expect(page).toContain('<h1>PayPal Sandbox Simulator</h1>');
    expect(page).toContain('Local simulator — no real money moves.');
    expect(page).toContain('$71.00 USD');
    expect(page).toContain('name="viewport"');
    expect(page).toMatch(BUTTONS);
    expect(page).not.toContain('<img');
    expect(page).not.toContain('"alert');
    expect(page).toContain(escapeHtml(EVIL));
    expect(formatMinor(592_950, 'INR')).toBe('₹5,929.50');
    expect(scriptJson({ s: '</script><!--' })).not.toMatch(/<|>/);
  });

  it('serve each provider’s page with the buttons, and a 404 page for unknown tokens', async () => {
    const { sim } = createTestSim();
    const orderId = await razorpayOrder(sim);
    const res = await call(
      sim,
      `/razorpay/checkout/pay?order_id=${orderId}&key_id=${keyId}&description=${encodeURIComponent(EVIL)}`,
    );
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('Razorpay Test Checkout (Simulator)');
    expect(page).toContain('₹5,929.50');
    expect(page).toMatch(BUTTONS);
    expect(page).not.toContain('<img');

    const badKey = await call(sim, `/razorpay/checkout/pay?order_id=${orderId}&key_id=rzp_test_other`);
    expect(badKey.status).toBe(400);
    expect(await badKey.text()).toContain('Invalid key_id');
    for (const path of [
      '/paypal/checkoutnow?token=NOPE',
      '/phonepe/pay?token=nope',
      '/razorpay/checkout/pay?order_id=x&key_id=' + keyId,
    ]) {
      const missing = await call(sim, path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).toContain('Local simulator — no real money moves.');
    }
  });

  it('serve checkout.js, whose Razorpay opens the iframe and reports the frame’s result', async () => {
    const { sim } = createTestSim();
    const orderId = await razorpayOrder(sim);
    const res = await call(sim, '/razorpay/v1/checkout.js');
    expect(res.headers.get('content-type')).toContain('application/javascript');
    const dom = new JSDOM('<!doctype html><body></body>', {
      runScripts: 'outside-only',
      url: 'http://app.test/',
    });
    const win = dom.window;
    win.eval(await res.text());
    const { Razorpay } = win as unknown as { Razorpay: RazorpayCtor };
    expect(typeof Razorpay).toBe('function');

    const results: unknown[] = [];
    const rzp = new Razorpay({
      key: keyId,
      order_id: orderId,
      name: 'JobKit',
      handler: (r: unknown) => results.push(r),
      modal: { ondismiss: () => results.push('dismissed') },
    });
    rzp.on('payment.failed', (r) => results.push(r));
    rzp.open();
    const frame = win.document.querySelector('iframe[title="Razorpay Checkout"]') as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe('http://sim.test/sim/razorpay/checkout/pay');
    expect(src.searchParams.get('order_id')).toBe(orderId);
    expect(src.searchParams.get('key_id')).toBe(keyId);

    const post = (data: unknown, source: unknown) =>
      win.dispatchEvent(
        new win.MessageEvent('message', { data, origin: 'http://sim.test', source: source as Window }),
      );
    const success = {
      source: 'razorpay-simulator',
      type: 'success',
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: orderId,
      razorpay_signature: 'sig',
    };
    post(success, win); // another window: ignored
    expect(results).toEqual([]);
    post(success, frame.contentWindow);
    expect(results).toEqual([
      { razorpay_payment_id: 'pay_1', razorpay_order_id: orderId, razorpay_signature: 'sig' },
    ]);
    expect(win.document.querySelector('iframe')).toBeNull();

    rzp.open();
    post(
      { source: 'razorpay-simulator', type: 'dismiss' },
      win.document.querySelector('iframe')!.contentWindow,
    );
    expect(results.at(-1)).toBe('dismissed');
    rzp.open();
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      metadata: { order_id: orderId, payment_id: 'pay_2' },
    };
    post(
      { source: 'razorpay-simulator', type: 'failed', error },
      win.document.querySelector('iframe')!.contentWindow,
    );
    expect(results.at(-1)).toEqual({ error });
    dom.window.close();
  });
});
