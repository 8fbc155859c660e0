import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { canConfirm, MAX_CONFIRMATION_EVIDENCE } from '@/domain/resume/confirm-requirement';
import type { JobRequirement, RequirementCheck } from '@/domain/resume/types';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** "I have this": asks for an optional line of evidence, adds nothing until "Confirm". */
function ConfirmRequirement({
  requirement,
  labelId,
  onConfirm,
}: {
  requirement: JobRequirement;
  /** The id of the requirement's name, which describes the button. */
  labelId: string;
  onConfirm: (requirement: JobRequirement, evidence: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [evidence, setEvidence] = useState('');
  if (!open)
    return (
      <Button variant="outline" size="sm" aria-describedby={labelId} onClick={() => setOpen(true)}>
        I have this
      </Button>
    );
  const submit = () => onConfirm(requirement, evidence);
  // Not a <form>: this sits inside Magic CV's own form, and forms must not nest.
  return (
    <div role="group" aria-label={`I have ${requirement.label}`} className="mt-2 flex w-full flex-col gap-2">
      <label htmlFor={`${id}-evidence`} className="text-xs text-slate-600 dark:text-slate-400">
        How you have {requirement.label} (optional, added to your resume in your words)
      </label>
      <input
        id={`${id}-evidence`}
        autoFocus
        maxLength={MAX_CONFIRMATION_EVIDENCE}
        value={evidence}
        onChange={(e) => setEvidence(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          submit();
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <div className="flex gap-2">
        <Button size="sm" onClick={submit}>
          Confirm
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** The job's requirements of one kind (required or preferred), each with what backs it. */
export function RequirementList({
  title,
  checks,
  confirmed,
  onConfirm,
  canConfirm: offered = true,
}: {
  title: string;
  checks: RequirementCheck[];
  confirmed: ReadonlySet<JobRequirement>;
  onConfirm: (requirement: JobRequirement, evidence: string) => void;
  /** Whether "I have this" is offered at all here. */
  canConfirm?: boolean;
}) {
  const id = useId();
  if (checks.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-100">
        {title} ({checks.length})
      </h3>
      <ul aria-label={title} className="divide-y divide-slate-200 dark:divide-slate-700">
        {checks.map(({ requirement, evidence, derived }, i) => (
          <li
            key={requirement.label}
            className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2"
          >
            <div className="min-w-0 flex-1">
              <p id={`${id}-${i}`} className="text-sm font-medium break-words text-slate-900 dark:text-white">
                {requirement.version ? `${requirement.label} ${requirement.version}` : requirement.label}
              </p>
              {confirmed.has(requirement) ? (
                <p className="text-xs text-indigo-700 dark:text-indigo-300">Confirmed by you</p>
              ) : evidence !== null ? (
                <p className="text-xs break-words text-slate-600 dark:text-slate-400">
                  {derived ? `Backed by your dated roles: ${evidence}` : `Backed by: “${evidence}”`}
                </p>
              ) : (
                <p className="text-xs break-words text-slate-500 dark:text-slate-400">
                  The job says: “{requirement.line}”
                </p>
              )}
            </div>
            {requirement.kind === 'condition' ? (
              <span className={`${badge} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`}>
                Not scored
              </span>
            ) : evidence !== null || confirmed.has(requirement) ? (
              <span
                className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200`}
              >
                Met
              </span>
            ) : (
              <div className="flex items-center gap-2">
                <span
                  className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100`}
                >
                  Missing
                </span>
                {offered && canConfirm(requirement) && (
                  <ConfirmRequirement
                    requirement={requirement}
                    labelId={`${id}-${i}`}
                    onConfirm={onConfirm}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
