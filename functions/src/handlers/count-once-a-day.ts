/**
 * The public logs count one visitor at most once a UTC day (docs/product-rules.md 6.5 and 8.2): a
 * visitor is the address the call came from and, when signed in, the account too; a call from a
 * visitor already counted that day writes nothing. Counting leaves one mark per key in
 * `visitorMarks`, named by a SHA-256 hash of the log, the day, its scope and the key, so neither
 * an address nor a uid is stored; the check and the writes are one transaction, so two calls at
 * once count once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { localDay } from '@/domain/dates';
import { VISITOR_MARKS } from '@/domain/visitor-marks';
import type { DocData, HandlerContext, HandlerDeps } from './ports';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight groups of an IPv6 address, without its zone; an IPv4 tail counts as two. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const part = (s: string | undefined) =>
    (s ? s.split(':') : []).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}

/**
 * The address a visitor is counted by: an IPv4 address as it is (also when written inside IPv6),
 * an IPv6 address by its /64 network, in which one connection's devices pick new addresses at
 * will. A call whose address the host did not know counts as the one visitor `unknown`.
 */
export function visitorAddress(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIPv6(ip.split('%')[0]!)) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

export interface OnceADayLog {
  /** The log's callable, so that two logs never share a mark. */
  name: string;
  /** What a visitor may be counted once a day for within the log (a download's platform); '' for the whole log. */
  scope: string;
  collection: string;
  record: DocData;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Adds the log's record unless its visitor was counted today; true when it was added. */
export async function countOnceADay(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  ctx: Pick<HandlerContext, 'uid' | 'ip'>,
  log: OnceADayLog,
): Promise<boolean> {
  const now = deps.clock.now();
  const day = localDay(now, 'UTC');
  const keys = [`ip:${visitorAddress(ctx.ip)}`, ...(ctx.uid ? [`uid:${ctx.uid}`] : [])];
  const marks = keys.map((key) => `${VISITOR_MARKS}/${hash([log.name, day, log.scope, key].join('\n'))}`);
  // A mark is of use until its day ends (a TTL policy on expiresAt may delete it then: README, Deploying).
  const expiresAt = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);
  return deps.store.transaction(async (tx) => {
    const seen = await Promise.all(marks.map((path) => tx.get(path)));
    if (seen.some((mark) => mark !== null)) return false;
    for (const path of marks) tx.set(path, { expiresAt });
    tx.set(`${log.collection}/${randomUUID()}`, log.record);
    return true;
  });
}
