import { Globe } from 'lucide-react';
import { DownloadPanel } from '@/components/angel-download/download-panel';
import { PageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import { BrowserVersionLink } from '../components/browser-version-link';

/** /angel-live (signed in only, guarded in src/app): launch Angel in the browser or install it. */
export function AngelLivePage() {
  return (
    <PageShell
      title="Download Angel AI"
      intro="The invisible real-time assistant for interviews, meetings and exams."
    >
      <PageMeta
        title="Angel AI Live"
        description="Launch Angel AI in your browser or download the desktop app for Windows, macOS or Linux."
      />
      <div className="space-y-10">
        <section
          aria-labelledby="angel-live-browser"
          className="flex flex-col gap-4 rounded-3xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-indigo-500/30 dark:bg-indigo-500/10"
        >
          <div className="flex gap-3">
            <Globe
              aria-hidden="true"
              className="mt-1 h-6 w-6 shrink-0 text-indigo-600 dark:text-indigo-300"
            />
            <div>
              <h2 id="angel-live-browser" className="text-lg font-semibold text-slate-900 dark:text-white">
                Use Angel in your browser
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Start at once, nothing to install. The browser version does not hide itself during screen
                sharing; the desktop app does.
              </p>
            </div>
          </div>
          <BrowserVersionLink label="Launch browser version" variant="primary" />
        </section>
        <DownloadPanel source="angel-live" title="Install the desktop app" />
      </div>
    </PageShell>
  );
}
