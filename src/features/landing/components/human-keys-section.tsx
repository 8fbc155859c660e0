import { Link } from 'react-router';
import { Keyboard } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HUMAN_KEY_PRODUCT } from '@/domain/payments/products';

const KEYS = ['Ctrl', 'Shift', 'V'];

/** Human Keys in brief (docs/product-rules.md 9): the typing tool, its shortcut and its price. */
export function HumanKeysSection() {
  return (
    <section aria-labelledby="human-keys-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-center gap-6 rounded-3xl border border-slate-200 bg-gradient-to-br from-white to-indigo-50 p-6 text-center sm:p-10 dark:border-slate-800 dark:from-slate-900 dark:to-indigo-950/50">
        <Keyboard aria-hidden="true" className="h-10 w-10 text-indigo-500" />
        <h2
          id="human-keys-heading"
          className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          Human Keys: type it, don’t paste it
        </h2>
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Some fields block pasting. Copy your text, press the shortcut, and Human Keys types it into the
          focused app key by key, at a human pace.
        </p>
        <p className="flex flex-wrap items-center justify-center gap-2 text-slate-700 dark:text-slate-200">
          <span>Shortcut:</span>
          {KEYS.map((key, i) => (
            <span key={key} className="flex items-center gap-2">
              {i > 0 && <span aria-hidden="true">+</span>}
              <kbd className="rounded-md border border-slate-300 bg-white px-2.5 py-1 font-mono text-sm shadow-sm dark:border-slate-600 dark:bg-slate-800">
                {key}
              </kbd>
            </span>
          ))}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          ${HUMAN_KEY_PRODUCT.usd} one-time, or free with the Ultimate and Magic plans.
        </p>
        <Link to={paths.humanKey} className={buttonClass('primary', 'lg')}>
          Learn about Human Keys
        </Link>
      </div>
    </section>
  );
}
