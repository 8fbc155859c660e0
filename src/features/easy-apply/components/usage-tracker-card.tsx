import { useState } from 'react';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UsageBar } from '@/components/usage/usage-bar';
import type { useDailyUsage } from '@/components/usage/use-daily-usage';
import { HistoryDialog } from './history-dialog';

/** Today's tailorings against the limit, and the History modal. */
export function UsageTrackerCard({
  uid,
  usage,
}: {
  uid: string;
  usage: ReturnType<typeof useDailyUsage>['query'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="easy-apply-usage-title"
      className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="easy-apply-usage-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Usage Tracker
      </h2>
      <UsageBar
        query={usage}
        labelId="easy-apply-usage-label"
        label="Tailored resumes today"
        limitReached="You have used today's tailored resumes. The count resets at midnight."
      />
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" className="w-full">
        <History aria-hidden="true" className="h-4 w-4" />
        History
      </Button>
      <HistoryDialog uid={uid} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
