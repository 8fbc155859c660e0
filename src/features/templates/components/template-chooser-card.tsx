import { LayoutTemplate, Lock } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { getTemplate } from '@/domain/templates/catalogue';
import type { TemplateChoice } from '../hooks/use-template-choice';
import { TemplatePreview } from './template-preview';

export const CHOOSER_DISABLED = 'Please upload your resume first';
export const CHOOSER_PROMPT = 'Click to select a template';

function Chosen({ choice }: { choice: TemplateChoice }) {
  const preset = choice.mode === 'preset' && choice.presetId ? getTemplate(choice.presetId) : null;
  const custom = choice.mode === 'custom' ? choice.custom : null;
  if (!preset && !custom) return null;
  return (
    <span className="flex items-center gap-3">
      {preset && <TemplatePreview template={preset} width={56} />}
      {custom &&
        (custom.previewUrl ? (
          <img src={custom.previewUrl} alt="" className="h-20 w-14 shrink-0 rounded-md border object-cover" />
        ) : (
          <LayoutTemplate aria-hidden="true" className="h-8 w-8 shrink-0 text-indigo-500" />
        ))}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-slate-900 dark:text-white" data-testid="chosen-template">
          {preset ? preset.name : `Custom Template (${custom!.name})`}
        </span>
        <span className="text-sm text-indigo-600 dark:text-indigo-400">Change template</span>
      </span>
    </span>
  );
}

/** Step 2: opens the chooser once there is a resume, and shows what was chosen. */
export function TemplateChooserCard({
  hasResume,
  choice,
  onOpen,
  disabled,
}: {
  hasResume: boolean;
  choice: TemplateChoice;
  onOpen: () => void;
  disabled?: boolean;
}) {
  const chosen = choice.mode === 'preset' ? Boolean(choice.presetId) : Boolean(choice.custom);
  const enabled = hasResume && !disabled;
  return (
    <section
      aria-labelledby="template-chooser-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="template-chooser-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Choose a Template
      </h2>
      <button
        type="button"
        disabled={!enabled}
        onClick={onOpen}
        aria-haspopup="dialog"
        className={cn(
          'flex min-h-20 items-center justify-center gap-3 rounded-xl border-2 border-dashed p-4 text-left',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
          !hasResume
            ? 'cursor-not-allowed border-slate-200 text-slate-400 dark:border-slate-700 dark:text-slate-500'
            : 'border-indigo-300 text-indigo-700 hover:bg-indigo-50 dark:border-indigo-800 dark:text-indigo-300 dark:hover:bg-slate-800',
          hasResume && !chosen && 'motion-safe:animate-pulse',
          chosen && 'justify-start border-solid',
        )}
      >
        {!hasResume ? (
          <>
            <Lock aria-hidden="true" className="h-5 w-5" />
            {CHOOSER_DISABLED}
          </>
        ) : chosen ? (
          <Chosen choice={choice} />
        ) : (
          <>
            <LayoutTemplate aria-hidden="true" className="h-5 w-5" />
            {CHOOSER_PROMPT}
          </>
        )}
      </button>
    </section>
  );
}
