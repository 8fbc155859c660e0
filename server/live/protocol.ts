/** Messages of the `/v1/listen` WebSocket (DESIGN section 4). Values are wire-encoded. */
import type { Query } from '../../src/domain/query/types';

export type ClientMessage =
  | { type: 'auth'; token: string | null }
  | { type: 'subscribe'; id: string; doc: string }
  | { type: 'subscribe'; id: string; query: Query }
  | { type: 'unsubscribe'; id: string };

export interface WireError {
  status: string;
  message: string;
}

export type ServerMessage =
  | { type: 'snapshot'; id: string; doc: unknown }
  | { type: 'snapshot'; id: string; docs: unknown[] }
  | { type: 'error'; id?: string; error: WireError }
  | { type: 'auth-required' }
  | { type: 'auth-ok'; uid: string | null };

/** Parses and shape-checks one client message; null when it is not one. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let m: unknown;
  try {
    m = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object') return null;
  const msg = m as Record<string, unknown>;
  switch (msg.type) {
    case 'auth':
      return typeof msg.token === 'string' || msg.token === null ? (msg as ClientMessage) : null;
    case 'subscribe': {
      if (typeof msg.id !== 'string' || msg.id.length === 0 || msg.id.length > 100) return null;
      const ok = typeof msg.doc === 'string' || (!!msg.query && typeof msg.query === 'object');
      return ok ? (msg as ClientMessage) : null;
    }
    case 'unsubscribe':
      return typeof msg.id === 'string' ? (msg as ClientMessage) : null;
    default:
      return null;
  }
}
