import type { Callables } from '@/backend/ports';
import type { AngelDownloadLog } from '@/domain/angel-download-log';
import { ANGEL_DOWNLOAD_LOG_WAIT_MS, LOG_ANGEL_DOWNLOAD, USER_AGENT_MAX } from '@/domain/angel-downloads';

export type Navigate = (url: string) => void;

const assignLocation: Navigate = (url) => window.location.assign(url);

/**
 * docs/product-rules.md 8.2: the download log is awaited at most 200 ms and any failure is ignored, then
 * the browser goes to the installer. A slow or broken log must never cost a download.
 */
export async function logThenNavigate(
  functions: Callables,
  log: AngelDownloadLog,
  navigate: Navigate = assignLocation,
  waitMs = ANGEL_DOWNLOAD_LOG_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The catch is attached at once: a call that fails after the timer won is still handled.
  const logged = Promise.resolve()
    .then(() => functions.call<AngelDownloadLog, unknown>(LOG_ANGEL_DOWNLOAD, log))
    .catch(() => undefined);
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([logged, waited]);
  clearTimeout(timer);
  navigate(log.targetUrl);
}

/** The browser's user agent, cut to what the log accepts. */
export function currentUserAgent(): string {
  try {
    return navigator.userAgent.slice(0, USER_AGENT_MAX);
  } catch {
    return '';
  }
}
