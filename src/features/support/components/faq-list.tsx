import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { FaqItem } from '../content/faq';

/**
 * The FAQ accordion (docs/product-rules.md 13: one open item or none). Opening an item closes the
 * other; pressing the open one closes it.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();

  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item, i) => {
        const expanded = open === i;
        const panelId = `${base}-panel-${i}`;
        const buttonId = `${base}-button-${i}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 sm:px-6 dark:text-white dark:hover:bg-slate-800/60"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'h-5 w-5 shrink-0 text-slate-500 transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-5 text-slate-600 sm:px-6 dark:text-slate-300"
            >
              <p>{item.answer}</p>
              {item.more && (
                <Link
                  to={item.more.to}
                  className="mt-2 inline-block font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                >
                  {item.more.label}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
