import type { ReactNode } from 'react';
import { IndeterminateBar, RunOverlay } from '@/components/ui/run-overlay';
import type { JobSuggestion } from '@/domain/jobs/contract';

/**
 * Blocks the page while a resume is tailored for `job` (docs/product-rules.md 5.3): no close button,
 * Escape does nothing, focus stays inside. `gamesSlot` hosts the mini-games (composed in src/app).
 */
export function TailorOverlay({ job, gamesSlot }: { job: JobSuggestion; gamesSlot?: ReactNode }) {
  return (
    <RunOverlay
      id="easy-apply-processing"
      title="Tailoring your resume"
      note={
        <>
          For {job.title} at {job.company}. This usually takes a few seconds and never more than 2 minutes.
          Please keep this tab open.
        </>
      }
      gamesSlot={gamesSlot}
    >
      <IndeterminateBar label="Tailoring your resume" valueText="In progress" />
    </RunOverlay>
  );
}
