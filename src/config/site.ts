/**
 * Site-wide links and contact details. CONFIGURATION: the values below are placeholders
 * (example.app / example.com) until the real addresses are known; change them here only.
 */
export const site = {
  brandName: 'JobKit',
  /** The hosted browser version of Angel AI (opens in a new tab). PLACEHOLDER. */
  angelWebUrl: 'https://angel.example.app',
  /** The mobile web version of Angel AI, linked from the mobile menu. PLACEHOLDER. */
  angelMobileUrl: 'https://angel.example.app/mobile',
  /** Support address shown on pricing, support and legal pages. PLACEHOLDER. */
  supportEmail: 'support@example.com',
  /** The external AI support assistant linked from /support (opens in a new tab). PLACEHOLDER. */
  aiSupportUrl: 'https://help.example.app',
  /** Where partnership enquiries go (the founder), linked from /about. PLACEHOLDER. */
  founderEmail: 'founder@example.com',
  /**
   * The landing page's Angel demo video (a file the browser can play, e.g. .mp4). PLACEHOLDER:
   * it loads only when played, and the page shows a fallback message if it fails.
   */
  demoVideoUrl: 'https://downloads.example.app/angel/videos/angel-landing-demo.mp4',
} as const;

/**
 * Demo videos on /angel: a YouTube link (embedded from youtube-nocookie.com) or a video file.
 * PLACEHOLDERS on our download host; replace with the published videos. They load only when
 * played, so a missing file costs nothing until then.
 */
export const angelDemoVideos: ReadonlyArray<{ title: string; url: string }> = [
  {
    title: 'Angel AI answering in a live interview',
    url: 'https://downloads.example.app/angel/videos/angel-live-interview.mp4',
  },
  {
    title: 'Hide mode: invisible while you share your screen',
    url: 'https://downloads.example.app/angel/videos/angel-hide-mode.mp4',
  },
];

/**
 * Google accounts offered by the local-mode account chooser (the Auth emulator cannot open
 * Google's popup offline). Any other address can be typed into the chooser's form.
 */
export const demoGoogleAccounts: ReadonlyArray<{ email: string; name: string }> = [
  { email: 'new.user@gmail.test', name: 'New User' },
  { email: 'returning.user@gmail.test', name: 'Returning User' },
];
