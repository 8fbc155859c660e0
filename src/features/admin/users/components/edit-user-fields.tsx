import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { PAYMENT_PROVIDERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '@/domain/user';
import type { EditValues } from '../lib/edit-form';
import { SelectField } from '@/components/ui/select-field';

/** The fixed choices, plus the stored value when it is not one of them (shown, kept unless changed). */
function choices(list: readonly string[], current: string) {
  const all = current && !list.includes(current) ? [current, ...list] : list;
  return [...(current ? [] : [{ value: '', label: '(none)' }]), ...all.map((v) => ({ value: v, label: v }))];
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
      />
      {label}
    </label>
  );
}

function ExtraField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {name}
      </label>
      <textarea
        id={id}
        value={value}
        rows={value.length > 60 ? 3 : 1}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}

/** Every editable field; extras are free text (JSON when it starts with { or [). */
export function EditUserFields({
  values,
  onChange,
}: {
  values: EditValues;
  onChange: (next: EditValues) => void;
}) {
  const set =
    <K extends keyof EditValues>(key: K) =>
    (v: EditValues[K]) =>
      onChange({ ...values, [key]: v });
  const text = (key: 'name' | 'photoURL' | 'planName' | 'transactionId' | 'amount' | 'credits') => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key)(e.target.value),
  });
  const extras = Object.keys(values.extras).sort();

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Name" {...text('name')} />
      <TextField label="Photo URL" type="url" {...text('photoURL')} />
      <Check label="Email Verified" checked={values.emailVerified} onChange={set('emailVerified')} />
      <Check label="Disabled" checked={values.disabled} onChange={set('disabled')} />
      <SelectField
        label="Plan"
        value={values.planId}
        options={choices(PLAN_IDS, values.planId)}
        onValueChange={set('planId')}
      />
      <TextField label="Plan Name" {...text('planName')} />
      <SelectField
        label="Status"
        value={values.status}
        options={choices(SUBSCRIPTION_STATUSES, values.status)}
        onValueChange={set('status')}
      />
      <SelectField
        label="Payment Provider"
        value={values.paymentProvider}
        options={choices(PAYMENT_PROVIDERS, values.paymentProvider)}
        onValueChange={set('paymentProvider')}
      />
      <TextField label="Transaction ID" {...text('transactionId')} />
      <TextField label="Amount" inputMode="decimal" {...text('amount')} />
      <TextField label="Credits" inputMode="numeric" {...text('credits')} />
      {extras.length > 0 && (
        <p className="text-xs text-slate-500 sm:col-span-2 dark:text-slate-400">
          Other fields: text starting with {'{'} or [ is saved as JSON.
        </p>
      )}
      {extras.map((key) => (
        <ExtraField
          key={key}
          name={key}
          value={values.extras[key]!}
          onChange={(v) => onChange({ ...values, extras: { ...values.extras, [key]: v } })}
        />
      ))}
    </div>
  );
}
