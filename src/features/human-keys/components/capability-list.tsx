import { Check } from 'lucide-react';
import { HUMAN_KEY_CAPABILITIES } from '../content/human-key';

export function CapabilityList() {
  return (
    <section aria-labelledby="hk-capabilities">
      <h2 id="hk-capabilities" className="text-2xl font-bold text-slate-900 dark:text-white">
        What Human Keys can do
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {HUMAN_KEY_CAPABILITIES.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
