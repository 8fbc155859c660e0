/**
 * The public logs through the local host (docs/product-rules.md 6.5 and 8.2): one visitor, known by
 * the address the call comes from and by the account when signed in, counts at most once a UTC day
 * (per platform for downloads), and every call answers the same.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../functions/src/testing/fakes';
import { signUpEmail, uniqueEmail } from '../../tests/support/emulator-accounts';
import { rawRequest } from '../testing/raw-request';
import { startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../testing/test-backend';

const DAY_MS = 24 * 60 * 60 * 1000;
// A day of its own: the marks of other tests (on today's date) in the shared emulator never meet these.
const clock = createFixedClock(new Date(Date.UTC(2200, 0, 1, 12) + randomInt(0, 100_000) * DAY_MS));
const marker = `public-log-counts-${clock.now().getTime()}`;

const download = (platform: string) => ({
  source: 'angel-page',
  platform,
  targetUrl: 'https://downloads.example.app/angel/Angel-AI.exe',
  userAgent: marker,
});
const visit = {
  referrer: '',
  source: 'direct',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  country: 'IN',
  device: 'desktop',
  browser: 'unknown',
  os: 'unknown',
  screenResolution: '1280x800',
  sessionId: marker,
  isReturningVisitor: false,
} as const;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ clock, paymentSimulator: false });
});
afterAll(() => backend?.stop());

async function log(name: string, data: unknown, opts: { from?: string; token?: string } = {}) {
  const res = await rawRequest(`${backend.url}/${TEST_PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    json: { data },
    from: opts.from,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  expect(res).toEqual({ status: 200, body: { result: { logged: true } } });
}

const downloads = () =>
  backend.store.count({ collection: 'angelDownloads', where: [['userAgent', '==', marker]] });
const visits = () =>
  backend.store.count({ collection: 'pricingPageVisits', where: [['sessionId', '==', marker]] });

describe('public logs on the local host', () => {
  it('count a download once per visitor, platform and UTC day', async () => {
    for (let i = 0; i < 30; i += 1) await log('logAngelDownload', download('windows'));
    expect(await downloads()).toBe(1);
    await log('logAngelDownload', download('linux-appimage'));
    expect(await downloads()).toBe(2);
    // Another address: the whole 127.0.0.0/8 is this machine, the host sees 127.0.0.2.
    for (let i = 0; i < 3; i += 1) await log('logAngelDownload', download('windows'), { from: '127.0.0.2' });
    expect(await downloads()).toBe(3);

    const user = await signUpEmail(uniqueEmail('downloads'));
    await log('logAngelDownload', download('windows'), { from: '127.0.0.3', token: user.idToken });
    // The same account from a fourth address was counted already.
    await log('logAngelDownload', download('windows'), { from: '127.0.0.4', token: user.idToken });
    expect(await downloads()).toBe(4);

    clock.set(new Date(clock.now().getTime() + DAY_MS));
    await log('logAngelDownload', download('windows'));
    await log('logAngelDownload', download('windows'));
    expect(await downloads()).toBe(5);
  });

  it('count a pricing page visit once per visitor and UTC day', async () => {
    for (let i = 0; i < 30; i += 1) await log('logPricingPageVisit', visit);
    expect(await visits()).toBe(1);
    await log('logPricingPageVisit', visit, { from: '127.0.0.2' });
    expect(await visits()).toBe(2);
    clock.set(new Date(clock.now().getTime() + DAY_MS));
    await log('logPricingPageVisit', visit);
    expect(await visits()).toBe(3);
  });
});
