import { Download } from 'lucide-react';
import { DownloadLink, ResultCard } from '@/components/result/result-card';
import { safeFileName } from '@/domain/safe-file-name';
import type { GenerateTemplateResult } from '@/domain/templates/contract';
import { DesignComparison } from './design-comparison';
import { DownloadLocalPdfButton } from './download-local-pdf-button';

/**
 * The generated resume: a script-less preview, the server's PDF and a PDF made in the browser.
 * A custom result shows the uploaded design beside the preview, before the downloads.
 */
export function ResultPanel({
  result,
  designImage = null,
  onDownloaded,
}: {
  result: GenerateTemplateResult;
  /** Custom mode: the design image the result was generated from. */
  designImage?: Blob | null;
  onDownloaded: () => void;
}) {
  const downloads = (
    <div className="flex flex-wrap gap-2">
      <DownloadLink href={result.downloadUrl} icon={Download} onClick={onDownloaded}>
        Download PDF
      </DownloadLink>
      <DownloadLocalPdfButton
        html={result.html}
        fileName={safeFileName(`${result.templateName} resume`, 'pdf', 'resume')}
      />
    </div>
  );
  return (
    <ResultCard titleId="template-result-title" title="Your Generated Resume" subtitle={result.templateName}>
      {designImage ? (
        <>
          <DesignComparison image={designImage} design={result.design} html={result.html} />
          {downloads}
        </>
      ) : (
        <>
          {downloads}
          {/* The HTML is sanitised by the server; an empty sandbox also keeps any script from running. */}
          <iframe
            title="Generated resume preview"
            srcDoc={result.html}
            sandbox=""
            className="h-[70vh] max-h-[1123px] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
          />
        </>
      )}
    </ResultCard>
  );
}
