import { describe, expect, it } from 'vitest';
import { createPaymentTestBed } from '../../testing/payment-deps';
import { invokeHandler } from '../invoke';
import { cancelPayment } from './cancel-payment';
import { initiatePhonePePayment, verifyPhonePePayment } from './phonepe';
import { phonePeWebhook } from './webhooks';
import { buyer, orderOf, seedFreeUser, stranger, subscriptionOf } from './payment-test-utils';

async function arrange(productId = 'pro-3-months') {
  const bed = createPaymentTestBed();
  await seedFreeUser(bed.deps);
  const started = await invokeHandler(initiatePhonePePayment, bed.deps, buyer, { productId });
  return { ...bed, started, orderId: started.merchantTransactionId };
}

const verify = (deps: Parameters<typeof verifyPhonePePayment.run>[0], orderId: string, ctx = buyer) =>
  invokeHandler(verifyPhonePePayment, deps, ctx, { orderId, planId: 'magic-yearly', amount: 1 });

describe('initiatePhonePePayment', () => {
  it('records the order in rupees and returns PhonePe’s pay page', async () => {
    const { deps, sim, started, orderId } = await arrange();
    expect(orderId).toMatch(/^MT[A-Z0-9]+$/);
    expect(orderId.length).toBeLessThan(35);
    expect(started.url).toContain('/sim/phonepe/');
    expect(await orderOf(deps, 'phonepe', orderId)).toMatchObject({
      amount: 5929,
      currency: 'INR',
      status: 'CREATED',
    });
    expect(JSON.stringify(sim.phonepe.transaction(orderId))).toContain(
      `/payment-callback?provider=phonepe&merchantTransactionId=${orderId}`,
    );
  });
});

describe('verifyPhonePePayment', () => {
  it('waits while pending, then activates on success with the server’s plan (not the client’s), once', async () => {
    const { deps, sim, orderId } = await arrange();
    await expect(verify(deps, orderId)).resolves.toMatchObject({ success: false, status: 'PAYMENT_PENDING' });
    expect((await orderOf(deps, 'phonepe', orderId)).status).toBe('CREATED');

    sim.phonepe.complete(orderId, 'success');
    await expect(verify(deps, orderId)).resolves.toEqual({
      success: true,
      status: 'PAYMENT_SUCCESS',
      message: 'Payment successful',
    });
    expect(await subscriptionOf(deps)).toMatchObject({ planId: 'pro', credits: 1800, amount: 71 });
    await expect(verify(deps, orderId)).resolves.toMatchObject({ success: true });
    expect((await subscriptionOf(deps)).credits).toBe(1800);
  });

  it('marks cancelled and failed payments and activates nothing', async () => {
    const cancelled = await arrange();
    cancelled.sim.phonepe.complete(cancelled.orderId, 'cancel');
    await expect(verify(cancelled.deps, cancelled.orderId)).resolves.toMatchObject({
      success: false,
      status: 'PAYMENT_CANCELLED',
    });
    expect((await orderOf(cancelled.deps, 'phonepe', cancelled.orderId)).status).toBe('CANCELLED');

    const failed = await arrange();
    failed.sim.phonepe.complete(failed.orderId, 'fail');
    await expect(verify(failed.deps, failed.orderId)).resolves.toMatchObject({
      success: false,
      status: 'PAYMENT_ERROR',
    });
    expect((await orderOf(failed.deps, 'phonepe', failed.orderId)).status).toBe('FAILED');
    expect((await subscriptionOf(failed.deps)).planId).toBe('free');
  });

  it('does not activate a tampered amount or another user’s order', async () => {
    const tampered = await arrange();
    tampered.sim.phonepe.complete(tampered.orderId, 'success', { amount: 100 });
    await expect(verify(tampered.deps, tampered.orderId)).resolves.toMatchObject({ success: false });
    expect((await subscriptionOf(tampered.deps)).planId).toBe('free');

    const other = await arrange();
    other.sim.phonepe.complete(other.orderId, 'success');
    await seedFreeUser(other.deps, stranger.uid!);
    await expect(verify(other.deps, other.orderId, stranger)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await subscriptionOf(other.deps, stranger.uid!)).planId).toBe('free');
  });
});

describe('phonePeWebhook', () => {
  it('activates from a checksummed callback; a duplicate or a later verification credits nothing', async () => {
    const { deps, sim, orderId } = await arrange();
    sim.phonepe.complete(orderId, 'success');
    const { body, xVerify } = sim.phonepe.callbackBody(orderId);
    const req = { rawBody: body, headers: { 'x-verify': xVerify } };
    await expect(phonePeWebhook.run(deps, req)).resolves.toMatchObject({ status: 200 });
    await expect(phonePeWebhook.run(deps, req)).resolves.toMatchObject({
      status: 200,
      body: { activated: false },
    });
    await expect(verify(deps, orderId)).resolves.toMatchObject({ success: true });
    expect(await subscriptionOf(deps)).toMatchObject({ planId: 'pro', credits: 1800 });
    expect((await orderOf(deps, 'phonepe', orderId)).activatedBy).toBe('webhook');
  });

  it('refuses a callback with a forged checksum', async () => {
    const { deps, sim, orderId } = await arrange();
    sim.phonepe.complete(orderId, 'success');
    const { body } = sim.phonepe.callbackBody(orderId);
    const forged = { rawBody: body, headers: { 'x-verify': `${'0'.repeat(64)}###1` } };
    await expect(phonePeWebhook.run(deps, forged)).resolves.toMatchObject({ status: 400 });
    expect((await subscriptionOf(deps)).planId).toBe('free');
  });
});

describe('cancelPayment', () => {
  it('marks the buyer’s CREATED order and leaves completed ones and other users’ alone', async () => {
    const { deps, sim, orderId } = await arrange();
    await expect(
      invokeHandler(cancelPayment, deps, stranger, { provider: 'phonepe', orderId }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      invokeHandler(cancelPayment, deps, buyer, { provider: 'phonepe', orderId }),
    ).resolves.toEqual({
      status: 'CANCELLED',
    });

    // Money the provider confirms later still counts: the plan activates, the order completes.
    sim.phonepe.complete(orderId, 'success');
    await expect(verify(deps, orderId)).resolves.toMatchObject({ success: true });
    await expect(
      invokeHandler(cancelPayment, deps, buyer, { provider: 'phonepe', orderId }),
    ).resolves.toEqual({
      status: 'COMPLETED',
    });
  });
});
