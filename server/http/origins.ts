/**
 * Which web pages may call the local backend (issue 17): the app's own origins, each also under
 * its other loopback name (127.0.0.1 and localhost are two origins to a browser), and the
 * backend's own pages (the payment simulator). Any other page a developer happens to open could
 * otherwise drive the backend, with the Auth emulator's unsigned tokens even as an admin.
 */
const LOOPBACK = ['127.0.0.1', 'localhost'];

/** The origins of the app's URLs ("http://127.0.0.1:5173/" -> both loopback names on 5173). */
export function appOrigins(urls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    out.add(url.origin);
    if (LOOPBACK.includes(url.hostname))
      for (const name of LOOPBACK) out.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
  }
  return [...out];
}

/**
 * Whether a request's Host names the server the way the browser reached it on this machine:
 * 127.0.0.1 or localhost at the port it listens on. A page on any other name that resolves to
 * 127.0.0.1 (DNS rebinding) sends that name, so the name, not the address, tells the server's own
 * pages from another site's; servers answer 421 Misdirected Request to every other Host.
 */
export function ownHost(host: string | undefined, port: number | undefined): boolean {
  if (host === undefined || port === undefined) return false;
  const name = host.toLowerCase();
  return LOOPBACK.some((loopback) => name === `${loopback}:${port}`);
}

export const MISDIRECTED = 421;

/**
 * Whether a request's Origin may call: one of `allowed`, or the backend's own pages (an Origin
 * equal to its Host, when that Host is a loopback name: never a rebound one).
 */
export function originAllowed(
  origin: string,
  allowed: ReadonlySet<string>,
  host: string | undefined,
): boolean {
  if (allowed.has(origin)) return true;
  if (host === undefined || origin !== `http://${host}`) return false;
  return LOOPBACK.includes(host.replace(/:\d*$/, '').toLowerCase());
}
