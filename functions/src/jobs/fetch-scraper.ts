/**
 * JobScraper over a guarded fetch (guarded-fetch.ts): only the job boards' exact hosts
 * (JOB_PAGE_HOSTS), redirects re-checked hop by hop, public addresses only; browser-like
 * headers, a 30 s limit of its own inside the request's deadline, and at most 2 MB read, so a
 * huge or endless page cannot exhaust a function instance.
 */
import type { Response } from 'undici';
import { SCRAPE_TIMEOUT_MS } from '@/domain/magic-cv/contract';
import { JOB_PAGE_HOSTS } from '@/domain/magic-cv/job-url';
import type { JobScraper } from '../handlers/ports';
import { extractJobText } from './extract-job-text';
import { createGuardedFetch, isPublicAddress, refusalIn, type FetchPolicy } from './guarded-fetch';
import { ScrapeError, scrapeErrorForStatus } from './scrape-error';

export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

export interface FetchScraperOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Who may be fetched; tests widen it to their stub server. */
  policy?: FetchPolicy;
}

export const JOB_PAGE_POLICY: FetchPolicy = {
  hostAllowed: (host) => JOB_PAGE_HOSTS.has(host),
  addressAllowed: isPublicAddress,
};

async function readCapped(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = max - size;
    chunks.push(value.byteLength > room ? value.subarray(0, room) : value);
    size += Math.min(value.byteLength, room);
    if (size >= max) {
      // Enough for any job posting; the rest is not worth the memory.
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createFetchScraper(opts: FetchScraperOptions = {}): JobScraper {
  const timeoutMs = opts.timeoutMs ?? SCRAPE_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? MAX_PAGE_BYTES;
  const doFetch = createGuardedFetch(opts.policy ?? JOB_PAGE_POLICY);
  return {
    async fetchDescription(url: string, signal: AbortSignal): Promise<string> {
      const timer = AbortSignal.timeout(timeoutMs);
      const both = AbortSignal.any([signal, timer]);
      try {
        const res = await doFetch(url, { headers: HEADERS, signal: both });
        if (!res.ok) {
          await res.body?.cancel().catch(() => undefined);
          throw scrapeErrorForStatus(res.status);
        }
        const html = await readCapped(res, maxBytes);
        return await extractJobText(html);
      } catch (e) {
        // The request's own deadline wins: the handler reports it as the overall time-out.
        if (signal.aborted) throw signal.reason ?? e;
        if (e instanceof ScrapeError) throw e;
        if (timer.aborted) throw new ScrapeError('timeout', `no answer within ${timeoutMs} ms`);
        const refused = refusalIn(e);
        if (refused) throw new ScrapeError('failed', `refused: ${refused.message}`);
        throw new ScrapeError('failed', e instanceof Error ? e.message : String(e));
      }
    },
  };
}
