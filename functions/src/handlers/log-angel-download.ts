/**
 * logAngelDownload (docs/product-rules.md 8.2): one angelDownloads record per visitor, platform
 * and UTC day (count-once-a-day.ts), counted by the admin overview; a repeated download answers
 * the same and adds nothing. Open to visitors (the download pages are public); the server adds
 * who and when, so a client can neither backdate a download nor credit it to another user. The
 * pages wait at most 200 ms for this and ignore failures.
 */
import { ANGEL_DOWNLOAD_TIME_FIELD, ANGEL_DOWNLOADS } from '@/domain/angel-downloads';
import {
  angelDownloadLogSchema,
  angelDownloadRecordSchema,
  LOG_ANGEL_DOWNLOAD,
} from '@/domain/angel-download-log';
import { countOnceADay } from './count-once-a-day';
import { defineHandler } from './ports';

export const logAngelDownload = defineHandler({
  name: LOG_ANGEL_DOWNLOAD,
  access: 'public',
  input: angelDownloadLogSchema,
  async run(deps, ctx, input): Promise<{ logged: true }> {
    await countOnceADay(deps, ctx, {
      name: LOG_ANGEL_DOWNLOAD,
      scope: input.platform,
      collection: ANGEL_DOWNLOADS,
      record: angelDownloadRecordSchema.parse({
        ...input,
        userId: ctx.uid ?? null,
        [ANGEL_DOWNLOAD_TIME_FIELD]: deps.clock.now(),
      }),
    });
    return { logged: true };
  },
});
