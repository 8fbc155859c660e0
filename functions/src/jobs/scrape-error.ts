/** Why a job page could not be read, each with its message (docs/product-rules.md 3.4). */
import { magicCvMessages } from '@/domain/magic-cv/messages';

export type ScrapeErrorKind = 'not-found' | 'too-many' | 'timeout' | 'failed';

const MESSAGES: Record<ScrapeErrorKind, string> = {
  'not-found': magicCvMessages.scrapeNotFound,
  'too-many': magicCvMessages.scrapeTooMany,
  timeout: magicCvMessages.scrapeTimeout,
  failed: magicCvMessages.scrapeFailed,
};

export class ScrapeError extends Error {
  constructor(
    readonly kind: ScrapeErrorKind,
    /** For logs only; users see {@link userMessage}. */
    readonly detail = '',
  ) {
    super(MESSAGES[kind]);
    this.name = 'ScrapeError';
  }

  get userMessage(): string {
    return MESSAGES[this.kind];
  }
}

export function scrapeErrorForStatus(status: number): ScrapeError {
  if (status === 404 || status === 410) return new ScrapeError('not-found', `HTTP ${status}`);
  if (status === 429) return new ScrapeError('too-many', `HTTP ${status}`);
  return new ScrapeError('failed', `HTTP ${status}`);
}
