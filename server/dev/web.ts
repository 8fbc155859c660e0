/**
 * Serves the SPA for a local stack: the Vite dev server, or a production build served by
 * `vite preview` (what the e2e tests use: no on-demand compilation while a test waits).
 */
import { build, createServer, preview } from 'vite';
import type { StackConfig } from './stack-config';

export interface Web {
  url: string;
  close(): Promise<void>;
}

export async function startWeb(cfg: StackConfig, env: Record<string, string>): Promise<Web> {
  // Vite reads VITE_* variables from the process environment.
  Object.assign(process.env, env);
  if (cfg.web === 'none') return { url: '', close: async () => {} };
  if (cfg.web === 'preview') {
    await build({ logLevel: 'warn', mode: 'production' });
    const server = await preview({ preview: { port: cfg.appPort, host: '127.0.0.1', strictPort: true } });
    return {
      url: `http://127.0.0.1:${cfg.appPort}`,
      close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
    };
  }
  const server = await createServer({ server: { port: cfg.appPort, host: '127.0.0.1', strictPort: true } });
  await server.listen();
  return { url: `http://127.0.0.1:${cfg.appPort}`, close: () => server.close() };
}
