import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Download, Upload } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Sheet } from '@/components/ui/sheet';
import { reviewHints } from '@/domain/resume/review-hints';
import type { ParsedResume } from '@/domain/resume/types';
import { downloadJsonResume, readJsonResumeFile } from './json-resume-file';
import { OtherSections, ProjectEntries, RoleEntries, SchoolEntries } from './review-entries';
import { ReviewField } from './review-field';
import { fromFormValues, toFormValues, type ReviewFormValues } from './review-form-values';

export const REVIEW_TITLE = 'Review what we read';

/**
 * "Review what we read" (issue 16): the structured resume as an editable form, with what the
 * parser was unsure of marked; JSON Resume export and import; "Save and use" hands the corrected
 * resume to the host, which saves it as the person's base resume and generates from it.
 */
export function ReviewResumeSheet({
  open,
  resume,
  onClose,
  onSave,
  saving = false,
  error = null,
  accountName = null,
}: {
  open: boolean;
  resume: ParsedResume;
  onClose: () => void;
  onSave: (resume: ParsedResume) => void;
  saving?: boolean;
  error?: string | null;
  /** The signed-in person's name: a name read that shares no word with it is marked. */
  accountName?: string | null;
}) {
  const importId = useId();
  const [importError, setImportError] = useState<string | null>(null);
  const [hintsFor, setHintsFor] = useState(resume);
  // The host mounts the sheet when it opens, so the form starts from `resume` every time.
  const { control, register, handleSubmit, reset, getValues } = useForm<ReviewFormValues>({
    defaultValues: toFormValues(resume),
  });
  const hints = reviewHints(hintsFor, accountName);

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const read = await readJsonResumeFile(file);
    if (!read.ok) return setImportError(read.message);
    setImportError(null);
    reset(toFormValues(read.resume));
    setHintsFor(read.resume);
  };

  return (
    <Sheet open={open} onClose={onClose} title={REVIEW_TITLE}>
      <form
        aria-label={REVIEW_TITLE}
        noValidate
        onSubmit={(e) => {
          // The sheet is portalled out of the host's form, but React still bubbles its submit there.
          e.stopPropagation();
          void handleSubmit((values) => onSave(fromFormValues(values)))(e);
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex flex-col gap-6 overflow-y-auto px-4 pb-4 sm:px-6">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This is what we read from your resume. Correct anything we got wrong; fields marked in amber are
            the ones we were unsure of. Nothing you wrote is left out unless you remove it here.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadJsonResume(fromFormValues(getValues()))}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Export JSON Resume
            </Button>
            <label
              htmlFor={importId}
              className="cursor-pointer rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-500"
            >
              <span className={buttonClass('outline', 'sm')}>
                <Upload aria-hidden="true" className="h-4 w-4" />
                Import JSON Resume
              </span>
              <input
                id={importId}
                type="file"
                accept="application/json,.json"
                className="sr-only"
                onChange={(e) => {
                  void onImport(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          {importError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {importError}
            </p>
          )}
          <section aria-label="Contact" className="grid gap-3 sm:grid-cols-2">
            <h3 className="text-base font-semibold sm:col-span-2">Contact</h3>
            <ReviewField label="Name" hint={hints['contact.name']} registration={register('contact.name')} />
            <ReviewField
              label="E-mail"
              hint={hints['contact.email']}
              registration={register('contact.email')}
            />
            <ReviewField label="Phone" registration={register('contact.phone')} />
            <ReviewField label="Location" registration={register('contact.location')} />
            <ReviewField
              label="Links (one per line)"
              rows={2}
              className="sm:col-span-2"
              registration={register('contact.links')}
            />
            <ReviewField label="Headline" className="sm:col-span-2" registration={register('headline')} />
            <ReviewField
              label="Summary"
              rows={4}
              className="sm:col-span-2"
              registration={register('summary')}
            />
          </section>
          <RoleEntries control={control} register={register} hints={hints} />
          <SchoolEntries control={control} register={register} hints={hints} />
          <ReviewField label="Skills (one per line)" rows={5} registration={register('skills')} />
          <ProjectEntries control={control} register={register} hints={hints} />
          <ReviewField
            label="Certifications (one per line)"
            rows={3}
            registration={register('certifications')}
          />
          <OtherSections control={control} register={register} hints={hints} />
        </div>
        <div className="border-t border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
          {error && (
            <p role="alert" className="mb-2 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <FormActions onCancel={onClose} submitLabel="Save and use" busy={saving} />
        </div>
      </form>
    </Sheet>
  );
}
