import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ResumeInputCard } from '@/components/resume-input/resume-input-card';
import type { ResumeInput } from '@/components/resume-input/use-resume-input';
import type { PhotoInput } from '../hooks/use-photo-input';
import { PhotoPicker } from './photo-picker';

/** Step 1: the resume (file or text), the optional photo, and the privacy information. */
export function ResumeStep({
  resume,
  photo,
  disabled,
  onPrivacy,
  review,
}: {
  resume: ResumeInput;
  photo: PhotoInput;
  disabled?: boolean;
  onPrivacy: () => void;
  /** The review step, shown under the resume inputs. */
  review?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ResumeInputCard input={resume} disabled={disabled} title="Upload Your Resume">
        {review}
      </ResumeInputCard>
      <PhotoPicker input={photo} disabled={disabled} />
      <button
        type="button"
        onClick={onPrivacy}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 self-start rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        Privacy
      </button>
    </div>
  );
}
