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

/** Whether a request's Origin may call: one of `allowed`, or the backend's own (its Host). */
export function originAllowed(
  origin: string,
  allowed: ReadonlySet<string>,
  host: string | undefined,
): boolean {
  return allowed.has(origin) || (host !== undefined && origin === `http://${host}`);
}
