/**
 * HTTP webhooks (provider to server), written once like the callables: Cloud Functions hosts
 * them with onRequest (functions/src/host.ts), the local backend at the same path shape
 * (server/http/webhook-routes.ts). They get the raw body: signatures are over its exact bytes.
 */
import type { HandlerDeps } from './ports';

export interface WebhookRequest {
  rawBody: string;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
}

export interface WebhookResponse {
  status: number;
  body: Record<string, unknown>;
}

export interface WebhookDef {
  name: string;
  run(deps: HandlerDeps, req: WebhookRequest): Promise<WebhookResponse>;
}

export const defineWebhook = (def: WebhookDef): WebhookDef => def;

export const ok = (body: Record<string, unknown> = {}): WebhookResponse => ({
  status: 200,
  body: { ok: true, ...body },
});
export const refused = (status: number, error: string): WebhookResponse => ({ status, body: { error } });

export function parseJson(raw: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Node's IncomingHttpHeaders (from Express or Fastify) as the lower-case map webhooks read. */
export function headerMap(
  raw: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(raw)) out[k.toLowerCase()] = Array.isArray(v) ? v[0] : v;
  return out;
}
