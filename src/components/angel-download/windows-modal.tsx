import { Download, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { AngelBuild } from '@/domain/angel-builds';
import { BuildFacts } from './build-facts';

/** docs/product-rules.md 8.1: the guidance for Windows' warning on a new installer. */
export const WINDOWS_WARNING_GUIDANCE = 'click More info, then Run anyway or Install anyway';

/**
 * Windows SmartScreen warns about installers it has not seen often; without this explanation
 * many visitors stop at the warning, so the download sits behind it.
 */
export function WindowsModal({
  build,
  version,
  onClose,
  onDownload,
  pending,
}: {
  /** The build to offer; null closes the modal. */
  build: AngelBuild | null;
  version: string;
  onClose: () => void;
  onDownload: (build: AngelBuild) => void;
  pending: boolean;
}) {
  return (
    <Dialog
      open={build !== null}
      onClose={onClose}
      title="Download Angel AI for Windows"
      className="max-w-lg"
    >
      {build && (
        <div className="space-y-4 text-sm">
          <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
            <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <p>
              Windows may show a security warning (&ldquo;Windows protected your PC&rdquo;) because the
              installer is new. If it does, {WINDOWS_WARNING_GUIDANCE}.
            </p>
          </div>
          <ol className="list-decimal space-y-1.5 pl-5 text-slate-700 dark:text-slate-200">
            <li>Click Download and open the installer when it finishes.</li>
            <li>
              If the security warning appears, click <strong>More info</strong>.
            </li>
            <li>
              Click <strong>Run anyway</strong> or <strong>Install anyway</strong>, then follow the installer.
            </li>
          </ol>
          <BuildFacts build={build} version={version} />
          <Button size="lg" className="w-full" disabled={pending} onClick={() => onDownload(build)}>
            <Download aria-hidden="true" className="h-5 w-5" />
            Download
          </Button>
        </div>
      )}
    </Dialog>
  );
}
