/**
 * Download links for the desktop tools. CONFIGURATION: the URLs below are PLACEHOLDERS
 * (example.app) until the real installers are published; change them here only.
 */
import type { AngelBuild, AngelBuildId, AngelRelease } from '@/domain/angel-builds';

export interface HumanKeysDownloads {
  windows: string;
  macIntel: string;
  macAppleSilicon: string;
  /** Where the macOS app lands once dragged to Applications (used in the quarantine command). */
  macAppPath: string;
  /**
   * Optional demo video (a file the browser can play, e.g. .mp4). Empty: the page explains the
   * tool with its how-it-works steps instead. Overridable with VITE_HUMAN_KEYS_DEMO_VIDEO_URL.
   */
  demoVideoUrl: string;
}

export const humanKeysDownloads: HumanKeysDownloads = {
  /** PLACEHOLDER. */
  windows: 'https://downloads.example.app/human-keys/HumanKeys-Setup.exe',
  /** PLACEHOLDER. */
  macIntel: 'https://downloads.example.app/human-keys/HumanKeys-x64.dmg',
  /** PLACEHOLDER. */
  macAppleSilicon: 'https://downloads.example.app/human-keys/HumanKeys-arm64.dmg',
  macAppPath: '/Applications/Human Keys.app',
  demoVideoUrl: (import.meta.env.VITE_HUMAN_KEYS_DEMO_VIDEO_URL as string | undefined) ?? '',
};

/**
 * Angel AI desktop installers (docs/product-rules.md 8.1: version 4.0.5; Windows .exe, macOS .dmg,
 * Linux x86_64 and arm64 AppImage, plus transparent-style .exe and .dmg; our .deb beside them).
 * CONFIGURATION: the host, sizes and checksums below are PLACEHOLDERS until the real installers
 * are published. Replace ANGEL_DOWNLOAD_BASE (or set VITE_ANGEL_DOWNLOAD_BASE_URL), then each
 * build's `sizeText` and `sha256` (the output of `sha256sum <file>`). An empty `sha256` is not
 * shown; a fabricated one would send careful users a false alarm.
 */
export const ANGEL_VERSION = '4.0.5';

/** PLACEHOLDER: this product's own download host, one folder per version. */
const ANGEL_DOWNLOAD_BASE = (
  (import.meta.env.VITE_ANGEL_DOWNLOAD_BASE_URL as string | undefined) ||
  `https://downloads.example.app/angel/${ANGEL_VERSION}`
).replace(/\/+$/, '');

function angelBuild(id: AngelBuildId, label: string, fileName: string, sizeText: string): AngelBuild {
  return { id, label, fileName, url: `${ANGEL_DOWNLOAD_BASE}/${fileName}`, sizeText, sha256: '' };
}

export const angelRelease: AngelRelease = {
  version: ANGEL_VERSION,
  builds: {
    /** PLACEHOLDER sizes and checksums for every build below. */
    windows: angelBuild('windows', 'Windows', `Angel-AI-Setup-${ANGEL_VERSION}.exe`, '92 MB'),
    'windows-transparent': angelBuild(
      'windows-transparent',
      'Windows (transparent)',
      `Angel-AI-Transparent-Setup-${ANGEL_VERSION}.exe`,
      '92 MB',
    ),
    'mac-silicon': angelBuild(
      'mac-silicon',
      'Apple silicon',
      `Angel-AI-${ANGEL_VERSION}-arm64.dmg`,
      '104 MB',
    ),
    'mac-intel': angelBuild('mac-intel', 'Intel', `Angel-AI-${ANGEL_VERSION}-x64.dmg`, '108 MB'),
    'mac-transparent': angelBuild(
      'mac-transparent',
      'macOS (transparent)',
      `Angel-AI-Transparent-${ANGEL_VERSION}-universal.dmg`,
      '186 MB',
    ),
    'linux-appimage': angelBuild(
      'linux-appimage',
      'AppImage x64',
      `Angel-AI-${ANGEL_VERSION}-x86_64.AppImage`,
      '118 MB',
    ),
    'linux-arm-appimage': angelBuild(
      'linux-arm-appimage',
      'AppImage ARM',
      `Angel-AI-${ANGEL_VERSION}-arm64.AppImage`,
      '116 MB',
    ),
    'linux-deb': angelBuild('linux-deb', '.deb (x64)', `angel-ai_${ANGEL_VERSION}_amd64.deb`, '82 MB'),
  },
};
