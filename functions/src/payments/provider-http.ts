/**
 * One HTTP exchange with a payment provider: a timeout, JSON both ways, and network failures
 * turned into PaymentProviderError('network') so handlers can say "try again" instead of 500.
 */
import { PaymentProviderError } from './gateway-ports';

export type Provider = PaymentProviderError['provider'];

export interface ProviderReply {
  status: number;
  body: Record<string, unknown>;
}

/** Providers answer within seconds; a hung connection must not hold the callable open. */
const TIMEOUT_MS = 20_000;

export async function providerFetch(
  provider: Provider,
  fetchImpl: typeof fetch,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<ProviderReply> {
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new PaymentProviderError(provider, 'network', `${provider} unreachable: ${why}`, 0);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new PaymentProviderError(
      provider,
      'invalid-json',
      `${provider} replied with invalid JSON`,
      res.status,
    );
  }
  return {
    status: res.status,
    body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
  };
}

export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
