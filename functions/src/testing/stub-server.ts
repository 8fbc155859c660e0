/**
 * A tiny HTTP server on 127.0.0.1 for provider and scraper tests (no internet here): each test
 * sets the handler, the server records what it received.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface StubRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type StubHandler = (req: StubRequest, res: http.ServerResponse) => void | Promise<void>;

export interface StubServer {
  url: string;
  requests: StubRequest[];
  handle(fn: StubHandler): void;
  close(): Promise<void>;
}

export async function startStubServer(): Promise<StubServer> {
  let handler: StubHandler = (_req, res) => void res.writeHead(404).end();
  const requests: StubRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(r);
      Promise.resolve(handler(r, res)).catch((e: unknown) => res.writeHead(500).end(String(e)));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (fn) => void (handler = fn),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging responses (timeout tests) must not keep the server open.
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (res: http.ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
