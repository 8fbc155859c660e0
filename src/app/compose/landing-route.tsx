import { DownloadPanel } from '@/components/angel-download/download-panel';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { LandingPage } from '@/features/landing/routes/landing-page';

/** / and /home with the general community comments (docs/product-rules.md 10.1). */
export function LandingRoute() {
  return (
    <LandingPage
      commentsSlot={<CommentsSection store="comments" />}
      angelDownloadsSlot={<DownloadPanel source="desktop" />}
    />
  );
}
