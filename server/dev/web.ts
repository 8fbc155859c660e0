/**
 * Serves the SPA for a local stack: a production build served by `vite preview` (`npm start` and
 * the e2e tests: bundled pages, no on-demand compilation while a person or a test waits), built
 * only when its sources changed (build-stamp.ts), or the Vite dev server with hot reload
 * (`npm run dev`).
 */
import path from 'node:path';
import { build, createServer, preview, type InlineConfig } from 'vite';
import { buildIsCurrent, sourceStamp, writeStamp } from './build-stamp';
import { ownHostOnly } from './own-host-only';
import type { StackConfig } from './stack-config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = 'dist';

/** Builds the app unless the build in dist/ is of the current sources and settings. */
async function ensureBuild(log: (line: string) => void): Promise<void> {
  const stamp = sourceStamp(ROOT, process.env);
  if (buildIsCurrent(ROOT, OUT_DIR, stamp)) return log('web: the production build is current');
  // Shown whatever the verbosity: the first start waits for this.
  console.info('Building the app for production (again only when its sources change)...');
  await build({ root: ROOT, logLevel: 'warn', mode: 'production' });
  writeStamp(ROOT, stamp);
}

/** The paths the local host answers for the web server (functions/src/handlers/site-files.ts). */
const CRAWLER_FILES = ['/robots.txt', '/sitemap.xml'];

/**
 * What both web servers share: 127.0.0.1 on `port`; only requests naming it as 127.0.0.1 or
 * localhost at that port are answered (own-host-only.ts, 421 otherwise, in place of Vite's
 * `allowedHosts`); the crawler files come from the local host `backend`, as Hosting rewrites them
 * to functions in production, with the Host the browser or crawler used as X-Forwarded-Host.
 */
export function webServerConfig(port: number, backend: string | undefined): InlineConfig {
  const proxy = backend
    ? Object.fromEntries(CRAWLER_FILES.map((p) => [p, { target: backend, changeOrigin: true, xfwd: true }]))
    : undefined;
  const server = { port, host: '127.0.0.1', strictPort: true, allowedHosts: true as const, proxy };
  return { plugins: [ownHostOnly()], server, preview: server };
}

export interface Web {
  url: string;
  close(): Promise<void>;
}

export async function startWeb(
  cfg: StackConfig,
  env: Record<string, string>,
  log: (line: string) => void = () => {},
): Promise<Web> {
  // Vite reads VITE_* variables from the process environment.
  Object.assign(process.env, env);
  if (cfg.web === 'none') return { url: '', close: async () => {} };
  const config = webServerConfig(cfg.appPort, env.VITE_LOCAL_BACKEND_URL);
  if (cfg.web === 'preview') {
    await ensureBuild(log);
    const server = await preview({ root: ROOT, ...config });
    return {
      url: `http://127.0.0.1:${cfg.appPort}`,
      close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
    };
  }
  const server = await createServer({ root: ROOT, ...config });
  await server.listen();
  return { url: `http://127.0.0.1:${cfg.appPort}`, close: () => server.close() };
}
