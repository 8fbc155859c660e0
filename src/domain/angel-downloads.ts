/**
 * The angelDownloads log (docs/product-rules.md 8.2): one record per Angel installer download, written
 * only by the logAngelDownload callable (docs/product-rules.md 16) and counted by the admin overview.
 */
export const ANGEL_DOWNLOADS = 'angelDownloads';

export const ANGEL_DOWNLOAD_SOURCES = ['desktop', 'angel-page', 'angel-live'] as const;
export type AngelDownloadSource = (typeof ANGEL_DOWNLOAD_SOURCES)[number];

export const ANGEL_DOWNLOAD_PLATFORMS = [
  'windows',
  'windows-transparent',
  'mac',
  'mac-silicon',
  'mac-intel',
  'mac-transparent',
  'linux-appimage',
  'linux-arm-appimage',
  'linux-deb',
] as const;
export type AngelDownloadPlatform = (typeof ANGEL_DOWNLOAD_PLATFORMS)[number];

/** The server's time of the download; the overview's time range filters on it. */
export const ANGEL_DOWNLOAD_TIME_FIELD = 'createdAt';

/** The callable that logs a download; its payload's schema is angel-download-log.ts. */
export const LOG_ANGEL_DOWNLOAD = 'logAngelDownload';

/** docs/product-rules.md 8.2: the page waits at most this long for the log before navigating. */
export const ANGEL_DOWNLOAD_LOG_WAIT_MS = 200;

export const USER_AGENT_MAX = 500;
