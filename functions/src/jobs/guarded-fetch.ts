/**
 * Fetching a page whose address came from a user, without letting the address (or a redirect)
 * steer the server to itself or its network:
 * - only http(s), no credentials in the URL, only the scheme's default port, only a host on the
 *   policy's exact list;
 * - redirects are followed by hand, each hop checked again, at most {@link MAX_REDIRECTS};
 * - the address a host resolves to is checked when the socket connects (so DNS cannot answer
 *   one address to a check and another to the connection): loopback, private, link-local,
 *   carrier-grade NAT, multicast and every other non-public range are refused.
 */
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Response } from 'undici';

export const MAX_REDIRECTS = 5;

export interface FetchPolicy {
  /** Exact host names (or IP literals) that may be fetched. */
  hostAllowed(host: string): boolean;
  /** Whether a resolved address may be connected to. */
  addressAllowed(ip: string): boolean;
  /** Ports other than 80/443 (only test servers need this). */
  anyPort?: boolean;
  /** Name resolution (dns.lookup unless a test maps names itself). */
  lookup?: typeof dns.lookup;
}

/** Refused by the policy: the caller reports it like any page that could not be read. */
export class FetchRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FetchRefused';
  }
}

/** A globally routable unicast address; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.process(ip).range() === 'unicast';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

export function checkUrl(url: URL, policy: FetchPolicy): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FetchRefused(`scheme ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused('credentials in the URL');
  if (url.port && !policy.anyPort) throw new FetchRefused(`port ${url.port}`);
  const host = bareHost(url);
  if (!policy.hostAllowed(host)) throw new FetchRefused(`host ${host}`);
  // An IP literal is connected to without a lookup, so its address is checked here.
  if (isIP(host) && !policy.addressAllowed(host)) throw new FetchRefused(`address ${host}`);
}

/** net.connect's `lookup`, answering only with addresses the policy allows. */
function guardedLookup(policy: FetchPolicy): LookupFunction {
  const resolve = policy.lookup ?? dns.lookup;
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      // One refused address refuses the host: a resolver may rotate which one comes first.
      const refused = list.find((a) => !policy.addressAllowed(a.address));
      const first = list[0];
      if (refused || !first) {
        const e = new FetchRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}`);
        return callback(Object.assign(e, { code: 'EREFUSED' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };
}

/** The refusal behind a failed fetch, if that is why it failed. */
export function refusalIn(e: unknown): FetchRefused | null {
  for (let cur = e, depth = 0; cur && depth < 5; cur = (cur as { cause?: unknown }).cause, depth++) {
    if (cur instanceof FetchRefused) return cur;
  }
  return null;
}

export interface GuardedFetch {
  (url: string, init: { headers: Record<string, string>; signal: AbortSignal }): Promise<Response>;
}

export function createGuardedFetch(policy: FetchPolicy): GuardedFetch {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(policy) } });
  return async (start, init) => {
    let url = new URL(start);
    for (let hop = 0; ; hop++) {
      checkUrl(url, policy);
      const res = await fetch(url, { ...init, redirect: 'manual', dispatcher });
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location) return res;
      await res.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new FetchRefused(`more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
    }
  };
}
