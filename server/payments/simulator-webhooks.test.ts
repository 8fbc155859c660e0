/**
 * The local host's payment webhooks accept only signatures made with the data folder's own
 * simulator secrets: the formerly published test secrets no longer verify anything.
 */
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  simulatorCredentialsSchema,
  type SimulatorCredentials,
} from '../../functions/src/payments/simulator/credentials';
import { call, startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../testing/test-backend';
import { SIMULATOR_SECRETS_FILE } from './simulator-secrets';

const PUBLISHED = {
  razorpayKeySecret: 'sim-razorpay-secret',
  razorpayWebhook: 'sim-razorpay-webhook',
  phonepeSalt: 'sim-phonepe-salt',
};
const EVENT = JSON.stringify({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: 'pay_x', order_id: 'order_unknown', status: 'captured' } } },
});
const CALLBACK_RESPONSE = Buffer.from(
  JSON.stringify({ success: true, code: 'PAYMENT_SUCCESS', data: { merchantTransactionId: 'MT_unknown' } }),
).toString('base64');

const fileCredentials = (dataDir: string): SimulatorCredentials =>
  simulatorCredentialsSchema.parse(
    JSON.parse(fs.readFileSync(path.join(dataDir, SIMULATOR_SECRETS_FILE), 'utf8')),
  );

async function razorpayWebhook(b: TestBackend, webhookSecret: string) {
  const signature = createHmac('sha256', webhookSecret).update(EVENT).digest('hex');
  const res = await fetch(`${b.url}/${TEST_PROJECT_ID}/us-central1/razorpayWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    body: EVENT,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function phonePeWebhook(b: TestBackend, saltKey: string) {
  const xVerify = `${createHash('sha256')
    .update(CALLBACK_RESPONSE + saltKey)
    .digest('hex')}###1`;
  const res = await fetch(`${b.url}/${TEST_PROJECT_ID}/us-central1/phonePeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-verify': xVerify },
    body: JSON.stringify({ response: CALLBACK_RESPONSE }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const razorpayOrder = (b: TestBackend, keyId: string, keySecret: string) =>
  call(b.url, 'POST', '/sim/razorpay/v1/orders', {
    headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
    json: { amount: 5000, currency: 'INR' },
  });

const ACCEPTED = { status: 200, body: { ok: true, ignored: 'unknown order' } };

let dataDir: string;
let backend: TestBackend;
let other: TestBackend;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-simhooks-'));
  backend = await startTestBackend({ dataDir });
  other = await startTestBackend();
});
afterAll(async () => {
  await Promise.all([backend?.stop(), other?.stop()]);
});

describe('simulator secrets on the local host', () => {
  it('refuses webhooks and API calls made with the formerly published secrets', async () => {
    expect(await razorpayWebhook(backend, PUBLISHED.razorpayWebhook)).toEqual({
      status: 400,
      body: { error: 'invalid signature' },
    });
    expect(await phonePeWebhook(backend, PUBLISHED.phonepeSalt)).toEqual({
      status: 400,
      body: { error: 'invalid checksum' },
    });
    const { keyId } = fileCredentials(dataDir).razorpay;
    expect((await razorpayOrder(backend, keyId, PUBLISHED.razorpayKeySecret)).status).toBe(401);
  });

  it('accepts webhooks and API calls made with the data folder’s generated secrets', async () => {
    const creds = fileCredentials(dataDir);
    expect(backend.simulator?.credentials).toEqual(creds);
    expect(await razorpayWebhook(backend, creds.razorpay.webhookSecret)).toEqual(ACCEPTED);
    expect(await phonePeWebhook(backend, creds.phonepe.saltKey)).toEqual(ACCEPTED);
    const order = await razorpayOrder(backend, creds.razorpay.keyId, creds.razorpay.keySecret);
    expect(order.status).toBe(200);
  });

  it('gives another data folder other secrets, which this folder’s host refuses', async () => {
    const mine = fileCredentials(dataDir);
    const theirs = fileCredentials(other.dataDir);
    expect(theirs.razorpay.webhookSecret).not.toBe(mine.razorpay.webhookSecret);
    expect(theirs.phonepe.saltKey).not.toBe(mine.phonepe.saltKey);
    expect((await razorpayWebhook(other, mine.razorpay.webhookSecret)).status).toBe(400);
    expect((await phonePeWebhook(other, mine.phonepe.saltKey)).status).toBe(400);
    expect(await razorpayWebhook(other, theirs.razorpay.webhookSecret)).toEqual(ACCEPTED);
  });

  it('keeps the secrets across a restart on the same folder, so webhooks in flight still verify', async () => {
    const before = fileCredentials(dataDir);
    await backend.close();
    backend = await startTestBackend({ dataDir });
    expect(fileCredentials(dataDir)).toEqual(before);
    expect(await razorpayWebhook(backend, before.razorpay.webhookSecret)).toEqual(ACCEPTED);
    expect(await phonePeWebhook(backend, before.phonepe.saltKey)).toEqual(ACCEPTED);
  });

  it('replaces a corrupt secrets file with new secrets on the next start', async () => {
    const before = fileCredentials(dataDir);
    await backend.close();
    fs.writeFileSync(path.join(dataDir, SIMULATOR_SECRETS_FILE), '{"razorpay": ');
    backend = await startTestBackend({ dataDir });
    const after = fileCredentials(dataDir);
    expect(after.razorpay.webhookSecret).not.toBe(before.razorpay.webhookSecret);
    expect(fs.statSync(path.join(dataDir, SIMULATOR_SECRETS_FILE)).mode & 0o777).toBe(0o600);
    expect((await razorpayWebhook(backend, before.razorpay.webhookSecret)).status).toBe(400);
    expect(await razorpayWebhook(backend, after.razorpay.webhookSecret)).toEqual(ACCEPTED);
  });
});
