/** WebSocket `/v1/listen`: one ListenSession per socket, fed by the live hub. */
import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../auth/token-verifier';
import type { LocalStore } from '../store/local-store';
import type { LiveHub } from './live-hub';
import { ListenSession } from './listen-session';

export interface ListenRouteDeps {
  store: LocalStore;
  verifier: TokenVerifier;
  hub: LiveHub;
  logError(e: unknown): void;
}

export function registerListenRoute(app: FastifyInstance, deps: ListenRouteDeps): void {
  app.get('/v1/listen', { websocket: true }, (socket) => {
    const session = new ListenSession({
      store: deps.store,
      verifier: deps.verifier,
      logError: deps.logError,
      send: (msg) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
      },
    });
    deps.hub.add(session);
    // Handlers are attached synchronously so no early message is dropped (see @fastify/websocket).
    socket.on('message', (data, isBinary) => {
      if (!isBinary) session.receive(data.toString());
    });
    socket.on('close', () => deps.hub.remove(session));
    socket.on('error', (e) => deps.logError(e));
  });
}
