/**
 * Download links for the desktop tools. CONFIGURATION: the URLs below are PLACEHOLDERS
 * (example.app) until the real installers are published; change them here only.
 */
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
