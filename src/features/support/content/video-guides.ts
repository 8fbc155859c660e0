import { siteSettings } from '@/config/site-settings';

/** A demo video item of /support (docs/product-rules.md 13). */
export interface DemoVideo {
  title: string;
  description: string;
  /** The YouTube video; null while not configured (the guide then says it is not available). */
  videoId: string | null;
  /**
   * The poster: an image the project serves itself, or null for the drawn one. Never YouTube's
   * own thumbnail, which would reach Google before the visitor chose to play.
   */
  thumbnail: string | null;
}

/** The watch page on YouTube, for "Watch on YouTube". */
export const youtubeWatchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

/**
 * The two video guides on /support. CONFIGURATION: each YouTube video comes from a build setting
 * (VITE_SUPPORT_VIDEO_MAGIC_CV, VITE_SUPPORT_VIDEO_ANGEL_SETUP: a link or the video id); one not
 * configured is shown as not available yet. Nothing loads from YouTube until a visitor presses play.
 */
export function videoGuidesFrom(ids: { magicCv: string | null; angelSetup: string | null }): DemoVideo[] {
  return [
    {
      videoId: ids.magicCv,
      title: 'Tailor your first resume with Magic CV',
      description:
        'Upload your resume, paste a job link or description, and download an ATS-friendly PDF in a couple of minutes.',
      thumbnail: null,
    },
    {
      videoId: ids.angelSetup,
      title: 'Install and set up Angel on your computer',
      description:
        'Download Angel for Windows, macOS or Linux, get past the first-run security prompt and start a practice session.',
      thumbnail: null,
    },
  ];
}

export const videoGuides: readonly DemoVideo[] = videoGuidesFrom(siteSettings.supportGuides);
