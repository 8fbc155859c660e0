/** A raw `/v1/listen` client for server tests: send messages, await the one you expect. */
import { WebSocket } from 'ws';
import type { ServerMessage } from '../live/protocol';

export interface ListenSocket {
  send(msg: object): void;
  /** Resolves with the first message (already received or future) that `match` accepts. */
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  close(): void;
}

export async function openListenSocket(baseUrl: string, token: string | null): Promise<ListenSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/listen`);
  const inbox: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as ServerMessage);
    for (const w of [...waiters]) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  return {
    send: (msg) => ws.send(JSON.stringify(msg)),
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const i = inbox.findIndex(match);
          if (i < 0) return;
          const [m] = inbox.splice(i, 1);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m!);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(inbox)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => ws.close(),
  };
}
