/** A demo video item of /support (docs/product-rules.md 13). */
export interface DemoVideo {
  title: string;
  description: string;
  /** The watch page, for "Watch on YouTube". */
  url: string;
  videoId: string;
  /**
   * The poster: an image the project serves itself, or null for the drawn one. Never YouTube's
   * own thumbnail, which would reach Google before the visitor chose to play.
   */
  thumbnail: string | null;
}

const youtube = (
  videoId: string,
  title: string,
  description: string,
  thumbnail: string | null = null,
): DemoVideo => ({
  title,
  description,
  url: `https://www.youtube.com/watch?v=${videoId}`,
  videoId,
  thumbnail,
});

/**
 * The two video guides on /support. CONFIGURATION: the video ids are PLACEHOLDERS until the
 * guides are published; replace them here. Nothing loads from YouTube until a visitor presses play.
 */
export const videoGuides: readonly DemoVideo[] = [
  youtube(
    'jobkitGuide01',
    'Tailor your first resume with Magic CV',
    'Upload your resume, paste a job link or description, and download an ATS-friendly PDF in a couple of minutes.',
  ),
  youtube(
    'jobkitGuide02',
    'Install and set up Angel on your computer',
    'Download Angel for Windows, macOS or Linux, get past the first-run security prompt and start a practice session.',
  ),
];
