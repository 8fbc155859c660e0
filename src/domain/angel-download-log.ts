/**
 * The logAngelDownload payload (docs/product-rules.md 8.2): shared by the client that sends it and
 * the handler that validates it, so neither can drift from the admin overview's labels.
 */
import { z } from 'zod';
import {
  ANGEL_DOWNLOAD_PLATFORMS,
  ANGEL_DOWNLOAD_SOURCES,
  ANGEL_DOWNLOAD_TIME_FIELD,
  USER_AGENT_MAX,
} from './angel-downloads';

// The client's constants live in angel-downloads.ts (no zod on the download pages' first load).
export { ANGEL_DOWNLOAD_LOG_WAIT_MS, LOG_ANGEL_DOWNLOAD, USER_AGENT_MAX } from './angel-downloads';

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export const angelDownloadLogSchema = z
  .object({
    source: z.enum(ANGEL_DOWNLOAD_SOURCES),
    platform: z.enum(ANGEL_DOWNLOAD_PLATFORMS),
    // Only web addresses: the log feeds an admin screen and must not carry scripts or files.
    targetUrl: z.string().max(2048).refine(isWebUrl, 'Expected an http(s) URL'),
    userAgent: z.string().max(USER_AGENT_MAX),
  })
  .strict();

export type AngelDownloadLog = z.infer<typeof angelDownloadLogSchema>;

/** An angelDownloads record: the payload plus who (null for a visitor) and when, added by the server. */
export const angelDownloadRecordSchema = angelDownloadLogSchema
  .extend({ userId: z.string().min(1).nullable(), [ANGEL_DOWNLOAD_TIME_FIELD]: z.date() })
  .strict();
