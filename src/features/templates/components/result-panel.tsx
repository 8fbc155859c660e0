import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { safeFileName } from '@/domain/safe-file-name';
import type { GenerateTemplateResult } from '@/domain/templates/contract';
import { DownloadLocalPdfButton } from './download-local-pdf-button';

/** The generated resume: a script-less preview, the server's PDF and a PDF made in the browser. */
export function ResultPanel({
  result,
  onDownloaded,
}: {
  result: GenerateTemplateResult;
  onDownloaded: () => void;
}) {
  return (
    <section
      aria-labelledby="template-result-title"
      className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm dark:border-emerald-900 dark:bg-slate-900"
    >
      <div>
        <h2 id="template-result-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your Generated Resume
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{result.templateName}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={result.downloadUrl}
          target="_blank"
          rel="noopener noreferrer"
          download
          onClick={onDownloaded}
          className={buttonClass('primary', 'md')}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download PDF
        </a>
        <DownloadLocalPdfButton
          html={result.html}
          fileName={safeFileName(`${result.templateName} resume`, 'pdf', 'resume')}
        />
      </div>
      {/* The HTML is sanitised by the server; an empty sandbox also keeps any script from running. */}
      <iframe
        title="Generated resume preview"
        srcDoc={result.html}
        sandbox=""
        className="h-[70vh] max-h-[1123px] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
      />
    </section>
  );
}
