import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, createTestSim, TEST_CREDENTIALS } from './sim-test-utils';
import type { PaymentSimulator } from './simulator';

const { merchantId, saltKey, saltIndex } = TEST_CREDENTIALS.phonepe;
const xVerify = (data: string) =>
  `${createHash('sha256')
    .update(data + saltKey)
    .digest('hex')}###${saltIndex}`;
const REDIRECT = 'https://app.test/payment-callback?provider=phonepe&merchantTransactionId=MT1';
const CALLBACK = 'http://backend.test/demo/us-central1/phonePeWebhook';

function payRequest(overrides: Record<string, unknown> = {}, checksum?: string) {
  const payload = {
    merchantId,
    merchantTransactionId: 'MT1',
    merchantUserId: 'uid1',
    amount: 592_900,
    redirectUrl: REDIRECT,
    redirectMode: 'REDIRECT',
    callbackUrl: CALLBACK,
    paymentInstrument: { type: 'PAY_PAGE' },
    ...overrides,
  };
  const request = Buffer.from(JSON.stringify(payload)).toString('base64');
  return { headers: { 'x-verify': checksum ?? xVerify(`${request}/pg/v1/pay`) }, json: { request } };
}

async function status(sim: PaymentSimulator, id = 'MT1') {
  const path = `/pg/v1/status/${merchantId}/${id}`;
  const res = await call(sim, `/phonepe${path}`, {
    headers: { 'x-verify': xVerify(path), 'x-merchant-id': merchantId },
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; code: string; data: Record<string, unknown> },
  };
}

describe('PhonePe simulator', () => {
  it('refuses a bad checksum, an unknown merchant and a duplicate transaction id', async () => {
    const { sim } = createTestSim();
    const forged = await call(sim, '/phonepe/pg/v1/pay', payRequest({}, `${'0'.repeat(64)}###1`));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const stranger = await call(sim, '/phonepe/pg/v1/pay', payRequest({ merchantId: 'OTHER' }));
    expect(await stranger.json()).toMatchObject({ success: false, code: 'KEY_NOT_CONFIGURED' });
    expect((await call(sim, '/phonepe/pg/v1/pay', payRequest({ amount: 99 }))).status).toBe(400);
    expect((await call(sim, '/phonepe/pg/v1/pay', payRequest())).status).toBe(200);
    const again = await call(sim, '/phonepe/pg/v1/pay', payRequest());
    expect(await again.json()).toMatchObject({ success: false, code: 'DUPLICATE_TXN_REQUEST' });
    const path = `/pg/v1/status/${merchantId}/MT1`;
    const badStatus = await call(sim, `/phonepe${path}`, {
      headers: { 'x-verify': xVerify('/x'), 'x-merchant-id': merchantId },
    });
    expect(badStatus.status).toBe(401);
  });

  it('goes pay -> PENDING -> page Approve -> SUCCESS, redirecting with the code and calling back', async () => {
    const { sim, deliveries } = createTestSim({ webhooks: { phonepe: CALLBACK } });
    const res = await call(sim, '/phonepe/pg/v1/pay', payRequest());
    const body = (await res.json()) as {
      data: { instrumentResponse: { redirectInfo: { url: string; method: string } } };
    };
    expect(body).toMatchObject({
      success: true,
      code: 'PAYMENT_INITIATED',
      data: { merchantId, merchantTransactionId: 'MT1' },
    });
    const { url, method } = body.data.instrumentResponse.redirectInfo;
    expect(method).toBe('GET');
    expect(url).toMatch(/^http:\/\/sim\.test\/sim\/phonepe\/pay\?token=/);

    expect(await status(sim)).toMatchObject({
      status: 200,
      body: { success: false, code: 'PAYMENT_PENDING', data: { state: 'PENDING' } },
    });
    const token = new URL(url).searchParams.get('token')!;
    const back = await call(sim, '/phonepe/pay', { form: { token, action: 'approve' } });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.searchParams.get('provider')).toBe('phonepe');
    expect(location.searchParams.get('code')).toBe('PAYMENT_SUCCESS');
    expect(location.searchParams.get('merchantId')).toBe(merchantId);
    expect(location.searchParams.get('transactionId')).toBe('MT1');

    const done = await status(sim);
    expect(done.body).toMatchObject({
      success: true,
      code: 'PAYMENT_SUCCESS',
      data: { state: 'COMPLETED', responseCode: 'SUCCESS', amount: 592_900 },
    });
    expect(done.body.data.transactionId).toMatch(/^T\d{22}$/);

    await sim.settle();
    expect(deliveries).toHaveLength(1);
    const d = deliveries[0]!;
    expect(d.url).toBe(CALLBACK);
    const { response } = JSON.parse(d.body) as { response: string };
    expect(d.headers.get('x-verify')).toBe(xVerify(response));
    expect(JSON.parse(Buffer.from(response, 'base64').toString('utf8'))).toEqual(done.body);
    expect(sim.phonepe.callbackBody('MT1')).toEqual({ body: d.body, xVerify: xVerify(response) });
  });

  it('reports cancelled, failed, tampered and unknown transactions', async () => {
    const { sim } = createTestSim();
    for (const id of ['MTC', 'MTF', 'MTT'])
      await call(sim, '/phonepe/pg/v1/pay', payRequest({ merchantTransactionId: id }));
    sim.phonepe.complete('MTC', 'cancel');
    sim.phonepe.complete('MTF', 'fail');
    sim.phonepe.complete('MTT', 'success', { amount: 100 });
    expect((await status(sim, 'MTC')).body).toMatchObject({
      success: false,
      code: 'PAYMENT_CANCELLED',
      data: { state: 'FAILED', responseCode: 'USER_CANCEL' },
    });
    expect((await status(sim, 'MTF')).body).toMatchObject({
      success: false,
      code: 'PAYMENT_ERROR',
      data: { state: 'FAILED' },
    });
    expect((await status(sim, 'MTT')).body).toMatchObject({ success: true, data: { amount: 100 } });
    expect(await status(sim, 'NOPE')).toMatchObject({
      status: 200,
      body: { success: false, code: 'TRANSACTION_NOT_FOUND' },
    });
    expect(() => sim.phonepe.complete('MTC', 'success')).toThrow(/already/);
  });

  it('redirects Cancel with PAYMENT_CANCELLED and keeps the redirect URL query', async () => {
    const { sim } = createTestSim();
    const res = await call(sim, '/phonepe/pg/v1/pay', payRequest());
    const { data } = (await res.json()) as {
      data: { instrumentResponse: { redirectInfo: { url: string } } };
    };
    const token = new URL(data.instrumentResponse.redirectInfo.url).searchParams.get('token')!;
    const back = await call(sim, '/phonepe/pay', { form: { token, action: 'cancel' } });
    expect(back.headers.get('location')).toBe(
      `${REDIRECT}&code=PAYMENT_CANCELLED&merchantId=${merchantId}&transactionId=MT1`,
    );
  });
});
