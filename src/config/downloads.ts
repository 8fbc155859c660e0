/**
 * Download links for the desktop tools. CONFIGURATION: every link comes from a build setting
 * (src/config/site-settings.ts, README.md "Browser build"); a download not configured has a
 * disabled button that says it is not available yet (docs/product-rules.md 8.3).
 */
import type { AngelBuild, AngelBuildId, AngelRelease } from '@/domain/angel-builds';
import type { AngelDownloadSettings } from '@/domain/site/site-settings';
import { siteSettings } from './site-settings';

export interface HumanKeysDownloads {
  /** Each installer's address; null while not configured. */
  windows: string | null;
  macIntel: string | null;
  macAppleSilicon: string | null;
  /** Where the macOS app lands once dragged to Applications (used in the quarantine command). */
  macAppPath: string;
  /**
   * Optional demo video (a file the browser can play, e.g. .mp4). Null: the page explains the
   * tool with its how-it-works steps instead. VITE_HUMAN_KEYS_DEMO_VIDEO_URL.
   */
  demoVideoUrl: string | null;
}

export const humanKeysDownloads: HumanKeysDownloads = {
  ...siteSettings.humanKeys,
  macAppPath: '/Applications/Human Keys.app',
};

/**
 * Angel AI desktop installers (docs/product-rules.md 8.1: version 4.0.5; Windows .exe, macOS .dmg,
 * Linux x86_64 and arm64 AppImage, plus transparent-style .exe and .dmg; our .deb beside them).
 * Published in one folder (VITE_ANGEL_DOWNLOAD_BASE_URL) under the file names below; optionally
 * only some of them (VITE_ANGEL_BUILDS), with sizes (VITE_ANGEL_SIZES) and SHA-256 checksums
 * (VITE_ANGEL_SHA256, the output of `sha256sum <file>`). A checksum not configured is not shown;
 * a fabricated one would send careful users a false alarm.
 */
export const ANGEL_VERSION = '4.0.5';

/** Each build's button label and file name in the release folder. */
export const ANGEL_FILES: Record<AngelBuildId, { label: string; fileName: string }> = {
  windows: { label: 'Windows', fileName: `Angel-AI-Setup-${ANGEL_VERSION}.exe` },
  'windows-transparent': {
    label: 'Windows (transparent)',
    fileName: `Angel-AI-Transparent-Setup-${ANGEL_VERSION}.exe`,
  },
  'mac-silicon': { label: 'Apple silicon', fileName: `Angel-AI-${ANGEL_VERSION}-arm64.dmg` },
  'mac-intel': { label: 'Intel', fileName: `Angel-AI-${ANGEL_VERSION}-x64.dmg` },
  'mac-transparent': {
    label: 'macOS (transparent)',
    fileName: `Angel-AI-Transparent-${ANGEL_VERSION}-universal.dmg`,
  },
  'linux-appimage': { label: 'AppImage x64', fileName: `Angel-AI-${ANGEL_VERSION}-x86_64.AppImage` },
  'linux-arm-appimage': { label: 'AppImage ARM', fileName: `Angel-AI-${ANGEL_VERSION}-arm64.AppImage` },
  'linux-deb': { label: '.deb (x64)', fileName: `angel-ai_${ANGEL_VERSION}_amd64.deb` },
};

/** The release as the settings describe it: a build outside them has no URL. */
export function angelReleaseFrom(settings: AngelDownloadSettings): AngelRelease {
  const build = (id: AngelBuildId): AngelBuild => {
    const { label, fileName } = ANGEL_FILES[id];
    const published = settings.baseUrl !== null && settings.builds.includes(id);
    return {
      id,
      label,
      fileName,
      url: published ? `${settings.baseUrl}/${encodeURIComponent(fileName)}` : null,
      sizeText: published ? (settings.sizes[id] ?? '') : '',
      sha256: published ? (settings.sha256[id] ?? '') : '',
    };
  };
  const ids = Object.keys(ANGEL_FILES) as AngelBuildId[];
  return {
    version: ANGEL_VERSION,
    builds: Object.fromEntries(ids.map((id) => [id, build(id)])) as Record<AngelBuildId, AngelBuild>,
  };
}

export const angelRelease: AngelRelease = angelReleaseFrom(siteSettings.angelDownloads);
