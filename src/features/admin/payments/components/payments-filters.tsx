import { useId } from 'react';
import { Search } from 'lucide-react';
import { PAYMENT_PROVIDER_IDS } from '@/domain/payments/contract';
import { PROVIDER_LABELS, type PaymentFilters } from '../lib/payment-filters';
import { SelectField, type SelectOption as Option } from '@/components/ui/select-field';

const STATUS_OPTIONS: Option<PaymentFilters['status']>[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'created', label: 'Created' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'disputed', label: 'Disputed' },
];

const PROVIDER_OPTIONS: Option<PaymentFilters['provider']>[] = [
  { value: 'all', label: 'All providers' },
  ...PAYMENT_PROVIDER_IDS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] })),
];

const PERIOD_OPTIONS: Option<PaymentFilters['period']>[] = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'all', label: 'All time' },
];

/** Status, provider and period reload from the stores; the search only filters loaded rows. */
export function PaymentsFilters({
  filters,
  onFiltersChange,
  search,
  onSearchChange,
}: {
  filters: PaymentFilters;
  onFiltersChange: (filters: PaymentFilters) => void;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const searchId = useId();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Search payments
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute left-3 top-3 h-4 w-4 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder="Name, email, transaction ID or plan"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
      </div>
      <SelectField
        compact
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onValueChange={(status) => onFiltersChange({ ...filters, status })}
      />
      <SelectField
        compact
        label="Provider"
        value={filters.provider}
        options={PROVIDER_OPTIONS}
        onValueChange={(provider) => onFiltersChange({ ...filters, provider })}
      />
      <SelectField
        compact
        label="Period"
        value={filters.period}
        options={PERIOD_OPTIONS}
        onValueChange={(period) => onFiltersChange({ ...filters, period })}
      />
    </div>
  );
}
