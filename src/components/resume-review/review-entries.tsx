import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ReviewHints } from '@/domain/resume/review-hints';
import { ReviewField } from './review-field';
import { EMPTY_ROLE, EMPTY_SCHOOL, type ReviewFormValues } from './review-form-values';

interface EntriesProps {
  control: Control<ReviewFormValues>;
  register: UseFormRegister<ReviewFormValues>;
  hints: ReviewHints;
}

function EntryCard({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-700 dark:text-slate-200">{title}</legend>
      {children}
      <div className="sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${title}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} className="self-start">
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}

export function RoleEntries({ control, register, hints }: EntriesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'experience' });
  return (
    <section aria-label="Experience" className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">Experience</h3>
      {fields.map((f, i) => (
        <EntryCard key={f.id} title={`Role ${i + 1}`} onRemove={() => remove(i)}>
          <ReviewField
            label="Job title"
            hint={hints[`experience.${i}.title`]}
            registration={register(`experience.${i}.title`)}
          />
          <ReviewField
            label="Employer"
            hint={hints[`experience.${i}.company`]}
            registration={register(`experience.${i}.company`)}
          />
          <ReviewField label="Location" registration={register(`experience.${i}.location`)} />
          <div className="grid grid-cols-2 gap-3">
            <ReviewField
              label="Start"
              hint={hints[`experience.${i}.startDate`]}
              registration={register(`experience.${i}.startDate`)}
            />
            <ReviewField label="End" registration={register(`experience.${i}.endDate`)} />
          </div>
          <ReviewField
            label="Bullets (one per line)"
            rows={5}
            className="sm:col-span-2"
            registration={register(`experience.${i}.bullets`)}
          />
        </EntryCard>
      ))}
      <AddButton label="Add a role" onClick={() => append({ ...EMPTY_ROLE })} />
    </section>
  );
}

export function SchoolEntries({ control, register, hints }: EntriesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'education' });
  return (
    <section aria-label="Education" className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">Education</h3>
      {fields.map((f, i) => (
        <EntryCard key={f.id} title={`School ${i + 1}`} onRemove={() => remove(i)}>
          <ReviewField
            label="School"
            hint={hints[`education.${i}.school`]}
            registration={register(`education.${i}.school`)}
          />
          <ReviewField
            label="Degree"
            hint={hints[`education.${i}.degree`]}
            registration={register(`education.${i}.degree`)}
          />
          <ReviewField label="Location" registration={register(`education.${i}.location`)} />
          <div className="grid grid-cols-2 gap-3">
            <ReviewField label="Start" registration={register(`education.${i}.startDate`)} />
            <ReviewField label="End" registration={register(`education.${i}.endDate`)} />
          </div>
          <ReviewField
            label="Details (one per line)"
            rows={3}
            className="sm:col-span-2"
            registration={register(`education.${i}.details`)}
          />
        </EntryCard>
      ))}
      <AddButton label="Add a school" onClick={() => append({ ...EMPTY_SCHOOL })} />
    </section>
  );
}

export function ProjectEntries({ control, register }: EntriesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'projects' });
  return (
    <section aria-label="Projects" className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">Projects</h3>
      {fields.map((f, i) => (
        <EntryCard key={f.id} title={`Project ${i + 1}`} onRemove={() => remove(i)}>
          <ReviewField
            label="Project name"
            className="sm:col-span-2"
            registration={register(`projects.${i}.name`)}
          />
          <ReviewField
            label="Bullets (one per line)"
            rows={3}
            className="sm:col-span-2"
            registration={register(`projects.${i}.bullets`)}
          />
        </EntryCard>
      ))}
      <AddButton label="Add a project" onClick={() => append({ name: '', bullets: '' })} />
    </section>
  );
}

export function OtherSections({ control, register, hints }: EntriesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'other' });
  return (
    <section aria-label="Other sections" className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">Other sections</h3>
      {fields.map((f, i) => (
        <EntryCard key={f.id} title={`Section ${i + 1}`} onRemove={() => remove(i)}>
          <ReviewField
            label="Heading"
            className="sm:col-span-2"
            registration={register(`other.${i}.heading`)}
          />
          <ReviewField
            label="Lines (one per line)"
            rows={4}
            className="sm:col-span-2"
            hint={hints[`other.${i}.lines`]}
            registration={register(`other.${i}.lines`)}
          />
        </EntryCard>
      ))}
      <AddButton label="Add a section" onClick={() => append({ heading: '', lines: '' })} />
    </section>
  );
}
