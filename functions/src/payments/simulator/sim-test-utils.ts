/**
 * Helpers for the simulator's tests: requests straight into `sim.handle` (no sockets), a
 * fetch that records webhook deliveries, and random credentials for this test run.
 */
import { generateSimulatorCredentials } from './credentials';
import { createPaymentSimulator, type PaymentSimulator, type PaymentSimulatorOptions } from './simulator';

export const BASE = 'http://sim.test/sim';
/** This test file's simulator credentials: random, like the local backend's. */
export const TEST_CREDENTIALS = generateSimulatorCredentials();

export interface Delivery {
  url: string;
  headers: Headers;
  body: string;
}

export function createTestSim(opts: Partial<PaymentSimulatorOptions> = {}) {
  const deliveries: Delivery[] = [];
  const logs: string[] = [];
  const recordingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    deliveries.push({ url: String(input), headers: new Headers(init?.headers), body: String(init?.body) });
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  const sim: PaymentSimulator = createPaymentSimulator({
    baseUrl: () => BASE,
    credentials: TEST_CREDENTIALS,
    fetch: recordingFetch,
    log: (line) => logs.push(line),
    ...opts,
  });
  return { sim, deliveries, logs };
}

interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  body?: string;
}

/** One request to the simulator; `path` is relative to BASE. */
export function call(sim: PaymentSimulator, path: string, o: CallOptions = {}): Promise<Response> {
  const headers = new Headers(o.headers);
  let body = o.body;
  if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers.set('content-type', 'application/json');
  }
  if (o.form) {
    body = new URLSearchParams(o.form).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  }
  const method = o.method ?? (body === undefined ? 'GET' : 'POST');
  return sim.handle(
    new Request(`${BASE}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) }),
  );
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
