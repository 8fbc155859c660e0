import type { FormEvent } from 'react';
import { FileCheck2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { MAX_JOB_DESCRIPTION, MAX_RESUME_TEXT } from '@/domain/magic-cv/limits';
import type { KeywordMatch } from '../hooks/use-keyword-match';

export interface CheckedResume {
  fileName: string;
  name: string | null;
}

/** The resume (the one checked above, or pasted) beside the job description, and "Match". */
export function KeywordMatchForm({
  matcher,
  checked,
}: {
  matcher: KeywordMatch;
  checked: CheckedResume | null;
}) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void matcher.match();
  };
  return (
    <form onSubmit={onSubmit} onFocus={matcher.prepare} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {checked ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Your resume</p>
            <p className="flex min-w-0 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/40 dark:text-slate-200">
              <FileCheck2 aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600" />
              <span className="min-w-0 break-words">
                Matching the resume you checked: <strong>{checked.name ?? checked.fileName}</strong>
              </span>
            </p>
          </div>
        ) : (
          <TextAreaField
            label="Your resume text"
            hint="Or check a resume file above: the matcher uses it."
            rows={10}
            maxLength={MAX_RESUME_TEXT}
            value={matcher.resumeText}
            onChange={(e) => matcher.setResumeText(e.target.value)}
            placeholder="Paste your resume text here…"
          />
        )}
        <TextAreaField
          label="Job description"
          rows={10}
          maxLength={MAX_JOB_DESCRIPTION}
          value={matcher.jobText}
          onChange={(e) => matcher.setJobText(e.target.value)}
          placeholder="Paste the job description here…"
        />
      </div>
      {matcher.error && <Alert>{matcher.error}</Alert>}
      <div>
        <Button type="submit" className="w-full sm:w-auto">
          Match
        </Button>
      </div>
    </form>
  );
}
