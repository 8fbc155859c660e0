import { lazy } from 'react';
import { NearView } from '@/components/layout/near-view';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { LandingPage } from '@/features/landing/routes/landing-page';

// Far below the first screen: fetched as the visitor scrolls towards it.
const DownloadPanel = lazy(async () => ({
  default: (await import('@/components/angel-download/download-panel')).DownloadPanel,
}));

/** The download panel's height while it loads (measured at 412, 768 and 1350 px wide). */
const panelPlaceholder = (
  <div
    aria-hidden="true"
    className="min-h-[1730px] rounded-3xl border border-slate-200 bg-slate-50/80 md:min-h-[1640px] lg:min-h-[1260px] dark:border-slate-800 dark:bg-slate-950/60"
  />
);

/** / and /home with the general community comments (docs/product-rules.md 10.1). */
export function LandingRoute() {
  return (
    <LandingPage
      commentsSlot={<CommentsSection store="comments" />}
      angelDownloadsSlot={
        <NearView placeholder={panelPlaceholder}>
          <DownloadPanel source="desktop" />
        </NearView>
      }
    />
  );
}
