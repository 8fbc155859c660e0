import { ExternalLink } from 'lucide-react';
import { BuildingNote, PageShell } from '@/components/layout/page-shell';
import { buttonClass } from '@/components/ui/button';
import { site } from '@/config/site';

export function AngelPage() {
  return (
    <PageShell
      title="Angel AI"
      intro="An invisible real-time assistant for interviews, meetings and exams, for Windows, macOS and Linux, plus a browser version. The desktop app hides itself during screen sharing; the browser version does not."
    >
      <div className="flex flex-col gap-6">
        <a
          href={site.angelWebUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'md', 'self-start')}
        >
          Open the browser version
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
        <BuildingNote>The download panel is being built.</BuildingNote>
      </div>
    </PageShell>
  );
}
