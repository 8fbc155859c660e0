import { CheckCircle2, FileCheck2, ListChecks } from 'lucide-react';
import { useAuth } from '@/components/providers/auth-context';
import { Button } from '@/components/ui/button';
import { REVIEW_TITLE, ReviewResumeSheet } from './review-resume-sheet';
import type { ResumeReview } from './use-resume-review';

const savedOn = (d: Date) =>
  d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Under a resume input: the saved base resume on offer (when the input is empty), the "Review
 * what we read" button once there is something to read, and what is in use.
 */
export function ReviewPanel({ review, disabled }: { review: ResumeReview; disabled?: boolean }) {
  const { user } = useAuth();
  const saved = review.base.status === 'ready' ? review.base.base : null;
  return (
    <div className="flex flex-col gap-3">
      {saved && !review.canReview && (
        <div className="flex flex-col gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-3 text-sm dark:border-indigo-900 dark:bg-indigo-950/40">
          <p className="flex items-start gap-2 text-slate-700 dark:text-slate-200">
            <FileCheck2
              aria-hidden="true"
              className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400"
            />
            <span>
              You have a saved resume{saved.resume.contact.name ? ` for ${saved.resume.contact.name}` : ''},
              reviewed on {savedOn(saved.updatedAt)}
              {saved.sourceName ? ` (from ${saved.sourceName})` : ''}.
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={review.applySaved} disabled={disabled}>
              Use my saved resume
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void review.forgetSaved()} disabled={disabled}>
              Forget it
            </Button>
          </div>
        </div>
      )}
      {review.canReview && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={review.openReview} disabled={disabled}>
            <ListChecks aria-hidden="true" className="h-4 w-4" />
            {REVIEW_TITLE}
          </Button>
          {review.reviewed && (
            <span
              role="status"
              className="flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400"
            >
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              Using your reviewed resume
            </span>
          )}
        </div>
      )}
      {review.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {review.error}
        </p>
      )}
      {review.opened && (
        <ReviewResumeSheet
          open
          resume={review.opened}
          onClose={review.close}
          onSave={(r) => void review.save(r)}
          saving={review.saving}
          accountName={user?.displayName}
        />
      )}
    </div>
  );
}
