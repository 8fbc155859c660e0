/**
 * Refunds and disputes on the local host, end to end through its real routes: the simulator's
 * dashboard sends the provider's signed webhook to the webhook route, which verifies it (PayPal's
 * through its verify call, over HTTP to the simulator) and revokes the order; the admin's
 * adminRefundOrder callable refunds at the provider (docs/product-rules.md 7.6, 15.4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_NOTIFICATIONS } from '../../src/domain/user-notifications';
import { signUpEmail, uniqueEmail, type TestAccount } from '../../tests/support/emulator-accounts';
import {
  call,
  createAdminAccount,
  startTestBackend,
  TEST_PROJECT_ID,
  type TestBackend,
} from '../testing/test-backend';

let backend: TestBackend;
let admin: TestAccount;
const fn = (name: string) => `/${TEST_PROJECT_ID}/us-central1/${name}`;

beforeAll(async () => {
  backend = await startTestBackend({ appUrls: ['http://127.0.0.1:5173'] });
  admin = await createAdminAccount();
});
afterAll(() => backend?.stop());

/** A new signed-up user with their users document. */
async function newBuyer(): Promise<TestAccount> {
  const buyer = await signUpEmail(uniqueEmail('refund'));
  expect((await callable('syncUser', buyer, {})).status).toBe(200);
  return buyer;
}

/** One callable through the local host's route; the reply's JSON as the test reads it. */
async function callable(name: string, who: TestAccount, data: unknown) {
  const res = await call(backend.url, 'POST', fn(name), { token: who.idToken, json: { data } });
  return res as { status: number; body: { result: Record<string, unknown> } };
}

async function subscriptionOf(uid: string) {
  const snap = await backend.store.get<{ subscription: Record<string, unknown> }>(`users/${uid}`);
  return snap!.data.subscription;
}
const orderStatus = async (collection: string, id: string) =>
  (await backend.store.get<{ status: string }>(`${collection}/${id}`))!.data.status;

/** Presses a button of a simulator dashboard, as the developer's browser would post its form. */
async function pressDashboard(provider: string, form: Record<string, string>) {
  const res = await fetch(`${backend.url}/sim/${provider}/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: backend.url },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  await backend.simulator!.settle();
}

describe('refunds and disputes through the local host', () => {
  it('Razorpay: the dashboard’s Refund sends refund.processed, which returns the buyer to Free once', async () => {
    const buyer = await newBuyer();
    const { body } = await callable('createRazorpayOrder', buyer, { productId: 'pro-3-months' });
    const orderId = body.result.orderId as string;
    const { paymentId } = backend.simulator!.razorpay.pay(orderId);
    await backend.simulator!.settle();
    expect(await subscriptionOf(buyer.uid)).toMatchObject({ planId: 'pro', credits: 1800 });

    await pressDashboard('razorpay', { payment_id: paymentId, action: 'refund' });
    // Back to what sign-in made (the free plan, no credits stored).
    expect(await subscriptionOf(buyer.uid)).toMatchObject({ planId: 'free', planName: 'Free', credits: 0 });
    expect(await orderStatus('razorpayOrders', orderId)).toBe('REFUNDED');
    const notices = await backend.store.query({
      collection: USER_NOTIFICATIONS,
      where: [['userId', '==', buyer.uid]],
    });
    expect(notices.map((n) => n.data.title)).toEqual(['Payment refunded']);

    // The same refund event again through the route: acknowledged, nothing changes.
    const { body: raw, signature } = backend.simulator!.razorpay.webhookBody(paymentId);
    const post = (sig: string) =>
      fetch(`${backend.url}${fn('razorpayWebhook')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': sig },
        body: raw,
      });
    const replay = await post(signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ revoked: false, status: 'REFUNDED' });
    expect((await post('f'.repeat(64))).status).toBe(400);
  });

  it('PayPal: a dispute opened at the simulator is verified with PayPal over HTTP and revokes the order', async () => {
    const buyer = await newBuyer();
    const created = await callable('createPayPalOrder', buyer, { productId: 'pro-1-month' });
    const orderId = created.body.result.orderId as string;
    backend.simulator!.paypal.approve(orderId);
    expect((await callable('verifyPayPalPayment', buyer, { orderId })).body.result.success).toBe(true);
    const captureId = backend.simulator!.paypal.order(orderId)!.capture!.id;

    await pressDashboard('paypal', { capture_id: captureId, action: 'dispute' });
    expect(await orderStatus('paypalOrders', orderId)).toBe('DISPUTED');
    expect(await subscriptionOf(buyer.uid)).toMatchObject({ planId: 'free' });

    // The delivery with its body changed: PayPal (the simulator) does not vouch for it.
    const genuine = backend.simulator!.paypal.webhookDelivery(captureId);
    const edited = await fetch(`${backend.url}${fn('paypalWebhook')}`, {
      method: 'POST',
      headers: { ...genuine.headers, 'content-type': 'application/json' },
      body: genuine.body.replace('"OPEN"', '"RESOLVED"'),
    });
    expect(edited.status).toBe(400);
  });

  it('PhonePe: the admin refunds from the console; the refund callback that follows changes nothing', async () => {
    const buyer = await newBuyer();
    const started = await callable('initiatePhonePePayment', buyer, { productId: 'pro-1-month' });
    const orderId = started.body.result.merchantTransactionId as string;
    backend.simulator!.phonepe.complete(orderId, 'success');
    await backend.simulator!.settle();
    expect(await subscriptionOf(buyer.uid)).toMatchObject({ planId: 'pro' });

    const denied = await callable('adminRefundOrder', buyer, { provider: 'phonepe', orderId });
    expect(denied.status).toBe(403);
    const refunded = await callable('adminRefundOrder', admin, { provider: 'phonepe', orderId });
    // Whichever of the callable and the refund's callback comes first revokes; the other finds it done.
    expect(refunded).toMatchObject({ status: 200, body: { result: { status: 'REFUNDED' } } });
    await backend.simulator!.settle();
    expect(await subscriptionOf(buyer.uid)).toMatchObject({ planId: 'free', credits: 0 });
    expect(await orderStatus('phonePeOrders', orderId)).toBe('REFUNDED');
    const notices = await backend.store.query({
      collection: USER_NOTIFICATIONS,
      where: [['userId', '==', buyer.uid]],
    });
    expect(notices).toHaveLength(1);
  });
});
