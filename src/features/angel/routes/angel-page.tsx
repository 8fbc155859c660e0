import { Download } from 'lucide-react';
import { DownloadPanel } from '@/components/angel-download/download-panel';
import { PageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClass } from '@/components/ui/button';
import { AngelMockups } from '../components/angel-mockups';
import { BrowserVersionLink } from '../components/browser-version-link';
import { DemoVideos, type DemoVideo } from '../components/demo-videos';
import { WhyAngel } from '../components/why-angel';
import { ANGEL_PITCH } from '../content/angel';

/** /angel: what Angel is, the downloads, the demos and mock-ups (docs/product-rules.md 8.1). */
export function AngelPage({ videos }: { videos?: ReadonlyArray<DemoVideo> } = {}) {
  return (
    <PageShell title="Angel AI" intro={ANGEL_PITCH}>
      <PageMeta
        title="Angel AI: invisible interview assistant"
        description="Download Angel AI for Windows, macOS or Linux: a real-time assistant for interviews, meetings and exams that hides itself during screen sharing."
      />
      <div className="space-y-14">
        <div className="flex flex-wrap gap-3">
          <a href="#angel-download" className={buttonClass('primary', 'lg')}>
            <Download aria-hidden="true" className="h-5 w-5" />
            Download Angel AI
          </a>
          <BrowserVersionLink />
        </div>
        <div id="angel-download" className="scroll-mt-24">
          <DownloadPanel source="angel-page" />
        </div>
        <DemoVideos videos={videos} />
        <AngelMockups />
        <WhyAngel />
      </div>
    </PageShell>
  );
}
