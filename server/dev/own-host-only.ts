/**
 * The web server's part of the DNS rebinding guard (docs/architecture.md 3): a request whose Host
 * is not 127.0.0.1 or localhost at the server's port gets 421 before Vite serves or proxies
 * anything (server/http/origins.ts `ownHost`, the local host's own rule). Vite's check
 * (`allowedHosts`) answers 403 and lets every IP address and *.localhost name through, so web.ts
 * turns it off in favour of this one.
 */
import type { Connect, Plugin } from 'vite';
import { MISDIRECTED, ownHost } from '../http/origins';

const refuseOtherHosts: Connect.NextHandleFunction = (req, res, next) => {
  if (ownHost(req.headers.host, req.socket.localPort)) return next();
  res.writeHead(MISDIRECTED, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('This server answers only to 127.0.0.1 and localhost at its own port.\n');
};

/** Added by a plugin: its middleware runs before Vite's own (proxy, files, SPA fallback). */
export function ownHostOnly(): Plugin {
  return {
    name: 'jobkit:own-host-only',
    configureServer(server) {
      server.middlewares.use(refuseOtherHosts);
    },
    configurePreviewServer(server) {
      server.middlewares.use(refuseOtherHosts);
    },
  };
}
