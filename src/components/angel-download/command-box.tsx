import { CopyButton } from '@/components/ui/copy-button';

/** docs/product-rules.md 8.1: the download dialogs' copied indicator lasts 1.5 s. */
export const DOWNLOAD_COPY_FEEDBACK_MS = 1500;

/** A terminal command on a dark strip with its copy button. */
export function CommandBox({ command, testId }: { command: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-900 p-3 sm:flex-row sm:items-center dark:bg-black">
      {/* Wrapped, never cut: on a phone the whole command reads in place (docs/product-rules.md 8.1). */}
      <pre className="min-w-0 flex-1 whitespace-pre-wrap text-xs leading-relaxed text-emerald-300 [overflow-wrap:anywhere]">
        <code data-testid={testId}>{command}</code>
      </pre>
      <CopyButton
        text={command}
        label="Copy command"
        variant="secondary"
        feedbackMs={DOWNLOAD_COPY_FEEDBACK_MS}
        className="shrink-0 self-end sm:self-auto"
      />
    </div>
  );
}
