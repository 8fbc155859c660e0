import type { ReactNode } from 'react';
import { BlockingModal } from '@/components/ui/blocking-modal';
import type { JobSuggestion } from '@/domain/jobs/contract';

const INDETERMINATE =
  '@keyframes easy-apply-indeterminate{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}';

/**
 * Blocks the page while a resume is tailored for `job` (docs/product-rules.md 5.3): no close button,
 * Escape does nothing, focus stays inside. `gamesSlot` hosts the mini-games (composed in src/app).
 */
export function TailorOverlay({ job, gamesSlot }: { job: JobSuggestion; gamesSlot?: ReactNode }) {
  return (
    <BlockingModal labelledBy="easy-apply-processing-title" describedBy="easy-apply-processing-note">
      <div>
        <h2 id="easy-apply-processing-title" className="text-lg font-semibold">
          Tailoring your resume
        </h2>
        <p id="easy-apply-processing-note" className="text-sm text-slate-600 dark:text-slate-400">
          For {job.title} at {job.company}. This usually takes a few seconds and never more than 2 minutes.
          Please keep this tab open.
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Tailoring your resume"
        aria-valuetext="In progress"
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <style>{INDETERMINATE}</style>
        <div className="h-full w-1/3 animate-[easy-apply-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-indigo-500" />
      </div>
      {gamesSlot}
    </BlockingModal>
  );
}
