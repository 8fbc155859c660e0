/**
 * Site-wide links and contact details. CONFIGURATION: each comes from a build setting
 * (src/config/site-settings.ts, README.md "Browser build"); null means not configured, and every
 * page that shows one says so or leaves it out instead of linking nowhere.
 */
import { siteSettings } from './site-settings';

export const site = {
  brandName: 'JobKit',
  /** The hosted browser version of Angel AI (opens in a new tab). VITE_ANGEL_WEB_URL. */
  angelWebUrl: siteSettings.angelWebUrl,
  /** The mobile web version of Angel AI, linked from the mobile menu. VITE_ANGEL_MOBILE_URL. */
  angelMobileUrl: siteSettings.angelMobileUrl,
  /** Support address shown on pricing, support, referral and legal pages. VITE_SUPPORT_EMAIL. */
  supportEmail: siteSettings.supportEmail,
  /** The external AI support assistant linked from /support (new tab). VITE_AI_SUPPORT_URL. */
  aiSupportUrl: siteSettings.aiSupportUrl,
  /** Where partnership enquiries go (the founder), linked from /about. VITE_FOUNDER_EMAIL. */
  founderEmail: siteSettings.founderEmail,
  /**
   * The landing page's demo video and its WebVTT captions: VITE_DEMO_VIDEO_URL (and
   * VITE_DEMO_VIDEO_CAPTIONS_URL), else the walkthrough the project ships in public/media
   * (`npm run demo-video` records it). It loads only when played.
   */
  demoVideo: siteSettings.demoVideo,
} as const;

export type DemoVideoSource = { src: string; captions: string | null };

/**
 * Demo videos on /angel: the shipped walkthrough (or the configured landing video), then the two
 * configured ones (a YouTube link, embedded from youtube-nocookie.com, or a video file); one not
 * configured is left out. They load only when played.
 */
export const angelDemoVideos: ReadonlyArray<{ title: string; url: string; captions?: string | null }> = [
  { title: 'A tour of Angel AI', url: siteSettings.demoVideo.src, captions: siteSettings.demoVideo.captions },
  ...(siteSettings.angelVideos.interview
    ? [{ title: 'Angel AI answering in a live interview', url: siteSettings.angelVideos.interview }]
    : []),
  ...(siteSettings.angelVideos.hideMode
    ? [{ title: 'Hide mode: invisible while you share your screen', url: siteSettings.angelVideos.hideMode }]
    : []),
];

/**
 * Google accounts offered by the local-mode account chooser (the Auth emulator cannot open
 * Google's popup offline). Any other address can be typed into the chooser's form.
 */
export const demoGoogleAccounts: ReadonlyArray<{ email: string; name: string }> = [
  { email: 'new.user@gmail.test', name: 'New User' },
  { email: 'returning.user@gmail.test', name: 'Returning User' },
];
