import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { downloadHtmlAsPdf } from '../lib/local-pdf';

export const DOWNLOAD_LOCAL_PDF_LABEL = 'Download as PDF (No Server)';
/** docs/product-rules.md 4.4: the download confirmation is cleared after 3 s. */
export const DOWNLOADED_NOTE_MS = 3000;

/**
 * Renders the generated resume to an A4 PDF in the browser (nothing is sent anywhere) and saves
 * it. The green note stays 3 s after the latest success; a new click starts the 3 s again.
 */
export function DownloadLocalPdfButton({ html, fileName }: { html: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Which success is on show (0: none), so a second download restarts the timer.
  const [success, setSuccess] = useState(0);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(0), DOWNLOADED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  async function download() {
    setBusy(true);
    setError(null);
    setSuccess(0);
    try {
      await downloadHtmlAsPdf(html, fileName);
      setSuccess((n) => n + 1);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Failed to convert HTML to PDF');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        onClick={download}
        disabled={busy || !html}
        aria-busy={busy || undefined}
        className="w-full sm:w-auto"
      >
        {busy ? <ButtonSpinner /> : <Download aria-hidden="true" className="h-5 w-5" />}
        {DOWNLOAD_LOCAL_PDF_LABEL}
      </Button>
      {success > 0 && <Alert tone="success">{TEMPLATE_MESSAGES.downloaded}</Alert>}
      {error && <Alert>Error: {error}</Alert>}
    </div>
  );
}
