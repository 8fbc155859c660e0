/**
 * The catalogue plus the configured ATS boards. Boards are fetched side by side; one that fails
 * adds a notice and the rest carries on. Recent board postings are upserted into `jobs` (id
 * `${kind}-${board}-${id}`) because tailorForJob reads the posting by id from there.
 */
import { EASY_APPLY_MESSAGES, JOBS, type StoredJob } from '@/domain/jobs/contract';
import { isWithinWindow } from '@/domain/jobs/within-window';
import type { AdminStore, JobSource } from '../handlers/ports';
import { boardName, type BoardConfig } from './board-parsers';
import { fetchBoard, type BoardFetchOptions } from './board-sources';
import { createCatalogueSource } from './catalogue-source';

export interface CombinedSourceOptions extends BoardFetchOptions {
  store: AdminStore;
  boards: readonly BoardConfig[];
  log?: (m: string, e?: unknown) => void;
}

export function createCombinedSource(opts: CombinedSourceOptions): JobSource {
  const log = opts.log ?? ((m: string, e?: unknown) => console.warn(m, e ?? ''));
  const catalogue = createCatalogueSource(opts.store, log);

  async function fromBoards(now: Date, signal: AbortSignal) {
    const notices: string[] = [];
    const postings: StoredJob[] = [];
    const results = await Promise.allSettled(opts.boards.map((b) => fetchBoard(b, signal, opts)));
    results.forEach((r, i) => {
      const name = boardName(opts.boards[i]!);
      if (r.status === 'fulfilled') postings.push(...r.value.filter((p) => isWithinWindow(p.posted, now)));
      else {
        log(`job board ${name} unavailable`, r.reason);
        notices.push(EASY_APPLY_MESSAGES.boardUnavailable(name));
      }
    });
    return { postings, notices };
  }

  async function upsert(postings: StoredJob[]) {
    await Promise.all(
      postings.map(({ id, ...data }) =>
        opts.store
          .set(`${JOBS}/${id}`, { ...data })
          .catch((e: unknown) => log(`could not store jobs/${id}`, e)),
      ),
    );
  }

  return {
    async recentPostings(now, signal) {
      const boards = opts.boards.length ? await fromBoards(now, signal) : { postings: [], notices: [] };
      await upsert(boards.postings);
      const stored = await catalogue.recentPostings(now, signal);
      // A board posting whose upsert failed is still worth showing; the catalogue copy wins otherwise.
      const seen = new Set(stored.postings.map((p) => p.id));
      return {
        postings: [...stored.postings, ...boards.postings.filter((p) => !seen.has(p.id))],
        notices: [...stored.notices, ...boards.notices],
      };
    },
  };
}
