/**
 * What every provider simulator receives from the factory: where it lives, how to make ids,
 * and how to deliver webhooks without blocking the response that triggered them.
 */
import { createIdFactory } from './sim-http';

export interface SimContext {
  /** The provider's absolute base URL, e.g. `http://127.0.0.1:8787/sim/paypal`. */
  base(): string;
  /** A random id of `length` characters from `alphabet` (default: mixed-case alphanumerics). */
  id(length: number, alphabet?: string): string;
  /** POSTs a webhook in the background; failures are logged, never thrown. */
  deliver(label: string, url: string, body: string, headers: Record<string, string>): void;
  log(line: string): void;
}

/** One provider's routes (`path` is the part after its prefix; undefined: no such route) and test controls. */
export interface ProviderSim<C> {
  handle(req: Request, path: string, url: URL): Promise<Response | undefined>;
  controls: C;
}

export interface SimContextOptions {
  base: () => string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  idPrefix?: string;
}

// A receiver that never answers must not hold up settle() (and so a backend's shutdown).
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Builds the shared context and the `settle()` that waits for in-flight webhook deliveries. */
export function createSimContext(opts: SimContextOptions): { ctx: SimContext; settle(): Promise<void> } {
  const log = opts.log ?? ((line: string) => console.warn(`[payment-simulator] ${line}`));
  const inFlight = new Set<Promise<void>>();
  const send = async (label: string, url: string, body: string, headers: Record<string, string>) => {
    const doFetch = opts.fetch ?? globalThis.fetch;
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!res.ok) log(`${label} webhook to ${url} answered HTTP ${res.status}`);
    } catch (e) {
      log(`${label} webhook to ${url} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const ctx: SimContext = {
    base: opts.base,
    id: createIdFactory(opts.idPrefix),
    log,
    deliver(label, url, body, headers) {
      const p = send(label, url, body, headers).finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
  };
  return {
    ctx,
    async settle() {
      // A delivery may schedule another (none do today); loop until nothing is left.
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
