import { cn } from '@/components/ui/cn';

export type FreePlanState = 'current' | 'available' | 'signed-out' | 'loading';

const TEXT: Record<Exclude<FreePlanState, 'loading'>, string> = {
  current: 'Current Plan',
  available: 'Free Plan Available',
  'signed-out': 'Get Started Free',
};

/** The Free card's status box in place of a button (docs/product-rules.md 6.5). */
export function FreePlanStatus({ state }: { state: FreePlanState }) {
  if (state === 'loading') {
    return (
      <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
    );
  }
  return (
    <div
      data-testid="free-plan-status"
      className={cn(
        'flex h-12 items-center justify-center rounded-lg border text-sm font-semibold',
        state === 'current'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-700 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300'
          : 'border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      {TEXT[state]}
    </div>
  );
}
