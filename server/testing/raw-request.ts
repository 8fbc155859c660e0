/**
 * Test helper: one HTTP request through node:http, for what `fetch` cannot send: a Host header of
 * the test's choosing (fetch always sends the URL's) and a chosen loopback source address (the
 * whole 127.0.0.0/8 is the machine's own, so 127.0.0.2 is another caller to a server on 127.0.0.1).
 */
import http from 'node:http';

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** The address the request leaves from. */
  from?: string;
}

export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, json, from }: RawRequest = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect replies ad hoc
): Promise<{ status: number; body: any }> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: from,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
