import { useEffect, useRef } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AtsReport } from '@/domain/resume/ats-check/types';
import { ReportFields } from './report-fields';
import { ReportIssues } from './report-issues';
import { ReportScore } from './report-score';

/** The checker's result: score and reasons beside the fields a machine reads. */
export function AtsReportView({
  fileName,
  report,
  onReset,
}: {
  fileName: string;
  report: AtsReport;
  onReset: () => void;
}) {
  // The drop zone that had focus is gone: move it to the report so keyboard users land on it.
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          ref={title}
          tabIndex={-1}
          className="min-w-0 truncate text-sm text-slate-600 focus:outline-none dark:text-slate-400"
        >
          Report for <span className="font-medium text-slate-900 dark:text-slate-100">{fileName}</span>
        </p>
        <Button variant="outline" size="sm" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Check another resume
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ReportScore score={report.score} />
          <ReportIssues issues={report.issues} />
        </div>
        <ReportFields report={report} />
      </div>
    </div>
  );
}
