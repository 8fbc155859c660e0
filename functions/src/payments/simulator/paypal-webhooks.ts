/**
 * PayPal's webhooks as the simulator sends them: the event envelope, the transmission headers
 * (PAYPAL-TRANSMISSION-ID, -TIME, -SIG, PAYPAL-CERT-URL, PAYPAL-AUTH-ALGO), and the answer to
 * `POST /v1/notifications/verify-webhook-signature`, which is SUCCESS only for a transmission this
 * simulator really sent, unchanged, to the webhook id it was given.
 */
import { randomUUID } from 'node:crypto';
import type { SimContext } from './sim-context';
import { hmacSha256Hex, sha256Hex, UPPER_ALNUM } from './sim-http';

export interface PayPalWebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

interface Transmission extends PayPalWebhookDelivery {
  /** The event as sent, re-serialised, to compare with what the verify call carries. */
  event: string;
}

const AUTH_ALGO = 'SHA256withRSA';
const FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
] as const;

export function createPayPalWebhooks(
  ctx: SimContext,
  { webhookId, clientSecret }: { webhookId: string; clientSecret: string },
  webhookUrl: () => string | undefined,
) {
  const sent = new Map<string, Transmission>();
  /** The last delivery built for each capture (built even when no webhook URL is set). */
  const latest = new Map<string, PayPalWebhookDelivery>();

  /** Builds, records and (when a URL is set) posts one event about `captureId`. */
  function send(
    captureId: string,
    eventType: string,
    resourceType: string,
    resource: Record<string, unknown>,
    summary: string,
  ): PayPalWebhookDelivery {
    const id = `WH-${ctx.id(17, UPPER_ALNUM)}-${ctx.id(17, UPPER_ALNUM)}`;
    const time = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const event = {
      id,
      event_version: '1.0',
      create_time: time,
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [{ href: `${ctx.base()}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    // PayPal signs `id|time|webhook id|CRC32 of the body` with its private key; the simulator keeps
    // what it sent and signs the same string with its own secret.
    const signed = `${transmissionId}|${time}|${webhookId}|${sha256Hex(body)}`;
    const headers = {
      'paypal-auth-algo': AUTH_ALGO,
      'paypal-cert-url': `${ctx.base()}/v1/notifications/certs/CERT-SIMULATOR`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': Buffer.from(hmacSha256Hex(clientSecret, signed), 'hex').toString('base64'),
      'paypal-transmission-time': time,
    };
    const delivery = { body, headers };
    sent.set(transmissionId, { ...delivery, event: JSON.stringify(JSON.parse(body)) });
    latest.set(captureId, delivery);
    const url = webhookUrl();
    if (url) ctx.deliver(`paypal ${eventType}`, url, body, headers);
    return delivery;
  }

  /** The verification status of a verify-webhook-signature request body, or null when it is malformed. */
  function verify(input: unknown): 'SUCCESS' | 'FAILURE' | null {
    if (!input || typeof input !== 'object') return null;
    const req = input as Record<string, unknown>;
    if (FIELDS.some((f) => typeof req[f] !== 'string' || req[f] === '')) return null;
    if (!req.webhook_event || typeof req.webhook_event !== 'object') return null;
    const t = sent.get(req.transmission_id as string);
    if (!t || req.webhook_id !== webhookId) return 'FAILURE';
    const same =
      req.auth_algo === t.headers['paypal-auth-algo'] &&
      req.cert_url === t.headers['paypal-cert-url'] &&
      req.transmission_sig === t.headers['paypal-transmission-sig'] &&
      req.transmission_time === t.headers['paypal-transmission-time'] &&
      JSON.stringify(req.webhook_event) === t.event;
    return same ? 'SUCCESS' : 'FAILURE';
  }

  return { send, verify, latest };
}

export type PayPalWebhooks = ReturnType<typeof createPayPalWebhooks>;
