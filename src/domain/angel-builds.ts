/**
 * The shape of the Angel desktop builds offered for download, and the shell commands shown next
 * to them. Values live in src/config/downloads.ts; this module stays pure so the commands and
 * the recommendation can be tested without a browser.
 */
import { ANGEL_DOWNLOAD_PLATFORMS, type AngelDownloadPlatform } from './angel-downloads.ts';

/** The builds we publish; 'mac' of the log's platform list is a legacy label, not a file. */
export type AngelBuildId = Exclude<AngelDownloadPlatform, 'mac'>;

/** The builds we publish: the log's platforms less the legacy 'mac' label, in the same order. */
export const ANGEL_BUILD_IDS: readonly AngelBuildId[] = ANGEL_DOWNLOAD_PLATFORMS.filter(
  (p): p is AngelBuildId => p !== 'mac',
);

export interface AngelBuild {
  /** Also the `platform` written to the download log. */
  id: AngelBuildId;
  /** Short label on buttons, e.g. 'Apple silicon'. */
  label: string;
  /** Where the installer is published; null while it is not (its button says so, disabled). */
  url: string | null;
  fileName: string;
  /** Human-readable size, e.g. '96 MB'; empty when not configured. */
  sizeText: string;
  /** Hex SHA-256 of the file; empty when not configured (then none is shown). */
  sha256: string;
}

export interface AngelRelease {
  version: string;
  builds: Record<AngelBuildId, AngelBuild>;
}

const SAFE_SHELL_WORD = /^[A-Za-z0-9_./:=@%+,-]+$/;

/** Quotes a word for a POSIX shell only when it needs it, so common commands stay readable. */
export function shellQuote(word: string): string {
  if (SAFE_SHELL_WORD.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A build whose installer is published (its `url` is set). */
export type PublishedBuild = AngelBuild & { url: string };

export function isPublished(build: AngelBuild): build is PublishedBuild {
  return build.url !== null;
}

/** Download, make executable and start an AppImage in one line. */
export function appImageCommand(build: Pick<PublishedBuild, 'url' | 'fileName'>): string {
  const file = shellQuote(build.fileName);
  return `wget -O ${file} ${shellQuote(build.url)} && chmod +x ${file} && ./${file}`;
}

/** Download and install a .deb with apt (which resolves its dependencies). */
export function debCommand(build: Pick<PublishedBuild, 'url' | 'fileName'>): string {
  const file = shellQuote(build.fileName);
  return `wget -O ${file} ${shellQuote(build.url)} && sudo apt install ./${file}`;
}

export type ChecksumOs = 'windows' | 'mac' | 'linux';

/** The command that prints a file's SHA-256 on each desktop OS, to compare with ours. */
export function checksumCommand(os: ChecksumOs, fileName: string): string {
  if (os === 'windows') return `Get-FileHash .\\${fileName} -Algorithm SHA256`;
  if (os === 'mac') return `shasum -a 256 ${shellQuote(fileName)}`;
  return `sha256sum ${shellQuote(fileName)}`;
}

/** A SHA-256 worth showing: 64 hex digits (a placeholder or a typo is not shown as a checksum). */
export function isSha256(value: string): boolean {
  return /^[0-9a-f]{64}$/i.test(value);
}
