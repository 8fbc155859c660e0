import type { FormEvent, ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { ResumeFileTypes } from '@/components/resume-input/file-drop-zone';
import { ResumeInputCard } from '@/components/resume-input/resume-input-card';
import type { ResumeInput } from '@/components/resume-input/use-resume-input';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';

/** The Find Jobs form: a resume file or pasted text, then the search. */
export function FindJobsForm({
  resume,
  fileTypes,
  searching,
  error,
  onSubmit,
  children,
}: {
  resume: ResumeInput;
  fileTypes?: ResumeFileTypes;
  searching: boolean;
  error: string | null;
  onSubmit: () => void;
  /** Under the resume inputs: the review step. */
  children?: ReactNode;
}) {
  const reading = resume.file?.status === 'reading';
  const busy = searching || reading;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Find Jobs" className="flex min-w-0 flex-col gap-4">
      {error && <Alert>{error}</Alert>}
      <ResumeInputCard input={resume} disabled={searching} fileTypes={fileTypes}>
        {children}
      </ResumeInputCard>
      <SubmitButton icon={Search} busy={busy}>
        Find Jobs
      </SubmitButton>
    </form>
  );
}
