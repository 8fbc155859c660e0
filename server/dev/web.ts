/**
 * Serves the SPA for a local stack: a production build served by `vite preview` (`npm start` and
 * the e2e tests: bundled pages, no on-demand compilation while a person or a test waits), built
 * only when its sources changed (build-stamp.ts), or the Vite dev server with hot reload
 * (`npm run dev`).
 */
import path from 'node:path';
import { build, createServer, preview } from 'vite';
import { buildIsCurrent, sourceStamp, writeStamp } from './build-stamp';
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
  // The crawler files are the local host's (functions/src/handlers/site-files.ts), as Hosting
  // rewrites them to functions in production; the Host header is kept for their origin.
  const backend = env.VITE_LOCAL_BACKEND_URL;
  const proxy = backend ? { '/robots.txt': backend, '/sitemap.xml': backend } : undefined;
  if (cfg.web === 'preview') {
    await ensureBuild(log);
    const server = await preview({
      root: ROOT,
      preview: { port: cfg.appPort, host: '127.0.0.1', strictPort: true, proxy },
    });
    return {
      url: `http://127.0.0.1:${cfg.appPort}`,
      close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
    };
  }
  const server = await createServer({
    server: { port: cfg.appPort, host: '127.0.0.1', strictPort: true, proxy },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${cfg.appPort}`, close: () => server.close() };
}
