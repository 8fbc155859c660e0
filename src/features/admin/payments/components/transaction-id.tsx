import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { copyText } from '@/components/ui/copy-button';
import { truncateId } from '@/domain/admin/orders';

/** docs/product-rules.md 15.4: copy confirmation 1500 ms. */
const COPIED_MS = 1500;

/** The id cut to 12 characters (full id in the tooltip) and a button copying the full id. */
export function TransactionId({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyText(id))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  const Icon = copied ? Check : Copy;
  return (
    <span className="inline-flex items-center gap-1">
      <code title={id} className="font-mono text-xs text-slate-700 dark:text-slate-300">
        {truncateId(id)}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? 'Transaction ID copied' : `Copy transaction ID ${id}`}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
      >
        <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    </span>
  );
}
