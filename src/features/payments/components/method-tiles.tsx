import { cn } from '@/components/ui/cn';
import { PAYMENT_METHODS, type PaymentMethod } from '../lib/payment-method';

/**
 * The payment method choice. Native radios give the radio-group semantics and keyboard (arrow
 * keys move and select) without custom key handling, as on the billing toggle.
 */
export function MethodTiles({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const shown = PAYMENT_METHODS.filter((m) => methods.includes(m.id));
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Payment method</legend>
      <div className={cn('grid gap-2', shown.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {shown.map((method) => {
          const checked = method.id === value;
          return (
            <label
              key={method.id}
              className={cn(
                'flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-2 py-2 text-center transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70',
                checked
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-800 dark:border-indigo-400 dark:bg-indigo-950/50 dark:text-indigo-200'
                  : 'border-slate-200 text-slate-800 hover:border-slate-300 dark:border-slate-700 dark:text-slate-200 dark:hover:border-slate-600',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method.id}
                checked={checked}
                onChange={() => onChange(method.id)}
                className="sr-only"
              />
              <span className="text-sm font-semibold">{method.name}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{method.note}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
