import { cn } from '@/components/ui/cn';
import { BILLING_PERIODS, type BillingPeriodId } from '@/domain/pricing/periods';

/**
 * The billing period switch. Native radio inputs give the radio-group semantics and keyboard
 * (Tab into the group, arrow keys move and select) without custom key handling.
 */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriodId;
  onChange: (period: BillingPeriodId) => void;
}) {
  return (
    <fieldset className="mx-auto w-full max-w-3xl">
      <legend className="sr-only">Billing period</legend>
      <div className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 sm:grid-cols-4 dark:bg-slate-800">
        {BILLING_PERIODS.map((period) => {
          const checked = period.id === value;
          return (
            <label
              key={period.id}
              className={cn(
                'relative flex cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl px-3 py-2 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
                checked
                  ? 'bg-white text-indigo-700 shadow dark:bg-slate-950 dark:text-indigo-300'
                  : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700/60',
              )}
            >
              <input
                type="radio"
                name="billing-period"
                value={period.id}
                checked={checked}
                onChange={() => onChange(period.id)}
                aria-label={period.discountLabel ? `${period.label} (${period.discountLabel})` : period.label}
                className="sr-only"
              />
              <span>{period.label}</span>
              {period.discountLabel && (
                <span className="text-[11px] font-bold text-emerald-700 dark:text-emerald-300">
                  {`(${period.discountLabel})`}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
