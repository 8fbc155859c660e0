import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';

const STEPS = ['Resume', 'Template', 'Generate'] as const;

/** The three-step header; a step turns green once it is done. */
export function StepHeader({ done }: { done: [boolean, boolean, boolean] }) {
  return (
    <ol aria-label="Steps" className="flex items-center gap-1 sm:gap-4">
      {STEPS.map((label, i) => (
        <li
          key={label}
          data-testid={`step-${label}`}
          data-done={done[i]}
          className="flex items-center gap-1.5 sm:gap-2"
        >
          {i > 0 && (
            <span
              aria-hidden="true"
              className={cn(
                'h-0.5 w-4 rounded sm:w-12',
                done[i - 1] ? 'bg-emerald-500' : 'bg-slate-300 dark:bg-slate-700',
              )}
            />
          )}
          <span
            className={cn(
              'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
              done[i]
                ? 'bg-emerald-500 text-white'
                : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
            )}
          >
            {done[i] ? <Check aria-hidden="true" className="h-4 w-4" /> : i + 1}
          </span>
          <span
            className={cn(
              'text-sm font-medium',
              done[i] ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-700 dark:text-slate-300',
            )}
          >
            {label}
            {done[i] && <span className="sr-only"> (done)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
