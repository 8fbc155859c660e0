import { DownloadPanel } from '@/components/angel-download/download-panel';
import { PageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import { BrowserVersionLink } from '../components/browser-version-link';
import { InstallSteps } from '../components/install-steps';

/** /cluely-download: the desktop downloads and how to install them. */
export function DesktopDownloadPage() {
  return (
    <PageShell title="Angel AI for Desktop" intro="Download the desktop app for Windows, macOS or Linux.">
      <PageMeta
        title="Download Angel AI for desktop"
        description="Get the Angel AI desktop app for Windows, macOS (Apple silicon and Intel) or Linux (x64 and ARM), with install steps and SHA-256 checksums."
      />
      <div className="space-y-12">
        <DownloadPanel source="angel-page" />
        <InstallSteps />
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Cannot install apps on this computer? The browser version runs in a tab (it does not hide itself
            during screen sharing).
          </p>
          <BrowserVersionLink />
        </div>
      </div>
    </PageShell>
  );
}
