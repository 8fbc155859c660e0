/**
 * The web server of the local stack answers only to its own loopback names (DNS rebinding): a
 * foreign Host gets 421 before anything is served or proxied to the local host, in both modes.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview } from 'vite';
import { rawRequest } from '../testing/raw-request';
import { freePort } from './free-port';
import { webServerConfig } from './web';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-web-'));
fs.mkdirSync(path.join(root, 'dist'));
for (const dir of [root, path.join(root, 'dist')]) {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="app"></div>');
}

/** Stands in for the local host: records what reaches it. */
const reached: http.IncomingHttpHeaders[] = [];
const backend = http.createServer((req, res) => {
  reached.push(req.headers);
  res.setHeader('content-type', 'text/plain');
  res.end(`robots for ${String(req.headers['x-forwarded-host'])}`);
});

const closers: Array<() => Promise<unknown>> = [];
const servers: Record<'preview' | 'dev', number> = { preview: 0, dev: 0 };

beforeAll(async () => {
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const backendUrl = `http://127.0.0.1:${(backend.address() as { port: number }).port}`;
  const base = { root, configFile: false as const, logLevel: 'silent' as const };

  servers.preview = await freePort();
  const shown = await preview({ ...base, ...webServerConfig(servers.preview, backendUrl) });
  closers.push(() => new Promise((resolve) => shown.httpServer.close(resolve)));

  servers.dev = await freePort();
  const dev = await createServer({ ...base, ...webServerConfig(servers.dev, backendUrl) });
  await dev.listen();
  closers.push(() => dev.close());
}, 60_000);

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  backend.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe.each(['preview', 'dev'] as const)('the %s web server', (mode) => {
  const get = (route: string, host: string, origin?: string) =>
    rawRequest(`http://127.0.0.1:${servers[mode]}${route}`, {
      headers: { host, ...(origin ? { origin } : {}) },
    });

  it('refuses a foreign Host with 421 before proxying or serving anything', async () => {
    const port = servers[mode];
    const before = reached.length;
    for (const host of [
      `evil.example:${port}`,
      `app.localhost:${port}`,
      `10.0.0.1:${port}`,
      `127.0.0.1:${port + 1}`,
    ]) {
      for (const route of ['/robots.txt', '/sitemap.xml', '/', '/index.html']) {
        const res = await get(route, host, `http://${host}`);
        expect([host, route, res.status]).toEqual([host, route, 421]);
      }
    }
    expect(reached.length).toBe(before);
  });

  it('answers and proxies for 127.0.0.1 and localhost at its port, naming that host to the local host', async () => {
    for (const name of ['127.0.0.1', 'localhost']) {
      const host = `${name}:${servers[mode]}`;
      const robots = await get('/robots.txt', host);
      expect([robots.status, robots.body]).toEqual([200, `robots for ${host}`]);
      expect((await get('/', host)).status).toBe(200);
    }
  });
});
