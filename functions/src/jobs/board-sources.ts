/**
 * Fetches configured ATS boards (JOB_BOARDS, e.g. `greenhouse:stripe,lever:netflix,ashby:notion`)
 * with a timeout each, inside the request's own signal. A board's failure is the caller's to
 * report: fetchBoard rejects, and the combined source turns that into a notice.
 */
import { BOARD_KINDS, boardUrl, parseBoard, type BoardConfig, type BoardKind } from './board-parsers';
import type { StoredJob } from '@/domain/jobs/contract';

export const BOARD_TIMEOUT_MS = 10_000;

export interface BoardFetchOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** Unknown kinds and malformed entries are ignored with a warning, not a crash at start-up. */
export function parseBoards(
  raw: string | undefined,
  warn: (m: string) => void = console.warn,
): BoardConfig[] {
  const out: BoardConfig[] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [kind, board] = entry.split(':').map((s) => s.trim());
    if (!BOARD_KINDS.includes(kind as BoardKind) || !board || !/^[A-Za-z0-9._-]+$/.test(board)) {
      warn(`JOB_BOARDS: ignoring "${entry}" (expected greenhouse:<board>, lever:<company> or ashby:<board>)`);
      continue;
    }
    out.push({ kind: kind as BoardKind, board });
  }
  return out;
}

export async function fetchBoard(
  b: BoardConfig,
  signal: AbortSignal,
  opts: BoardFetchOptions = {},
): Promise<StoredJob[]> {
  const doFetch = opts.fetchImpl ?? fetch;
  const both = AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs ?? BOARD_TIMEOUT_MS)]);
  const res = await doFetch(boardUrl(b), { headers: { accept: 'application/json' }, signal: both });
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(`${b.kind}:${b.board} answered ${res.status}`);
  }
  return parseBoard(b, await res.json());
}
