/**
 * The local payment simulator (docs/architecture.md 2): fake PayPal, Razorpay and PhonePe servers
 * that speak each provider's real HTTP protocol with the credentials they are given (random per
 * data folder, see ./credentials), so that the production gateway and verification code runs
 * offline. State lives in memory.
 *
 * Each provider lives under `${baseUrl}/paypal`, `/razorpay` and `/phonepe`, which is where
 * the gateways' API base would otherwise point (api-m.sandbox.paypal.com, api.razorpay.com,
 * api-preprod.phonepe.com/apis/pg-sandbox). Each also has the merchant's `/dashboard`, whose
 * Refund and Open dispute buttons act as the provider would and send its signed webhook.
 */
import type { SimulatorCredentials } from './credentials';
import { createPayPalSim, type PayPalSimControls } from './paypal-sim';
import { createPhonePeSim, type PhonePeSimControls } from './phonepe-sim';
import { createRazorpaySim, type RazorpaySimControls } from './razorpay-sim';
import { createSimContext, type ProviderSim } from './sim-context';
import { json } from './sim-http';

export interface PaymentSimulator {
  /** Handles any request under the simulator's base path (e.g. /sim/paypal/v2/checkout/orders). Unknown path: 404 JSON. */
  handle(req: Request): Promise<Response>;
  paypal: PayPalSimControls;
  razorpay: RazorpaySimControls;
  phonepe: PhonePeSimControls;
  /** What the simulator accepts; the host configures its gateways with the same object. */
  readonly credentials: SimulatorCredentials;
  /** Waits for in-flight webhook deliveries (tests, shutdown). */
  settle(): Promise<void>;
}

/** A URL, or a function giving it (the local backend knows its own URL only after listen). */
export type UrlSource = string | (() => string);

export interface PaymentSimulatorOptions {
  /** Absolute, e.g. `http://127.0.0.1:8787/sim`; links and pages use it. */
  baseUrl: () => string;
  /** The ids and secrets to accept and sign with: never a published constant (./credentials). */
  credentials: SimulatorCredentials;
  /** Where to POST provider webhooks; absent: none are sent. */
  webhooks?: { paypal?: UrlSource; razorpay?: UrlSource; phonepe?: UrlSource };
  /** For webhook delivery (default: global fetch). */
  fetch?: typeof fetch;
  /** Webhook delivery failures (default: console.warn). */
  log?: (line: string) => void;
  /** Leading characters of generated ids, to keep them unique per process. */
  idPrefix?: string;
}

const resolveUrl = (u: UrlSource | undefined) => (typeof u === 'function' ? u() : u);
const trimSlash = (s: string) => s.replace(/(?<!\/)\/+$/, '');

export function createPaymentSimulator(opts: PaymentSimulatorOptions): PaymentSimulator {
  const base = () => trimSlash(opts.baseUrl());
  const shared = { fetch: opts.fetch, log: opts.log, idPrefix: opts.idPrefix };
  const make = (name: string) => createSimContext({ ...shared, base: () => `${base()}/${name}` });
  const contexts = { paypal: make('paypal'), razorpay: make('razorpay'), phonepe: make('phonepe') };
  const creds = opts.credentials;
  const providers: Record<string, ProviderSim<unknown>> = {
    paypal: createPayPalSim(contexts.paypal.ctx, creds.paypal, () => resolveUrl(opts.webhooks?.paypal)),
    razorpay: createRazorpaySim(contexts.razorpay.ctx, creds.razorpay, () =>
      resolveUrl(opts.webhooks?.razorpay),
    ),
    phonepe: createPhonePeSim(contexts.phonepe.ctx, creds.phonepe, () => resolveUrl(opts.webhooks?.phonepe)),
  };
  const log = opts.log ?? ((line: string) => console.warn(`[payment-simulator] ${line}`));

  async function handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const basePath = trimSlash(new URL(base()).pathname);
    const notFound = () =>
      json(404, { error: 'not_found', message: `No simulator route ${req.method} ${url.pathname}` });
    if (!url.pathname.startsWith(`${basePath}/`)) return notFound();
    const rest = url.pathname.slice(basePath.length);
    const m = /^\/([a-z]+)(\/.*)?$/.exec(rest);
    const provider = m?.[1] ? providers[m[1]] : undefined;
    if (!provider) return notFound();
    try {
      return (await provider.handle(req, m?.[2] ?? '/', url)) ?? notFound();
    } catch (e) {
      log(`error in ${req.method} ${url.pathname}: ${e instanceof Error ? e.stack : String(e)}`);
      return json(500, { error: 'internal', message: e instanceof Error ? e.message : String(e) });
    }
  }

  return {
    handle,
    paypal: (providers.paypal as ProviderSim<PayPalSimControls>).controls,
    razorpay: (providers.razorpay as ProviderSim<RazorpaySimControls>).controls,
    phonepe: (providers.phonepe as ProviderSim<PhonePeSimControls>).controls,
    credentials: creds,
    async settle() {
      await Promise.all(Object.values(contexts).map((c) => c.settle()));
    },
  };
}
