import { Download, FileText } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import type { TailorResumeResult } from '@/domain/magic-cv/contract';
import { ScoreSummary } from './score-summary';

/** The finished run: downloads, the match score, and anything removed as unsupported. */
export function ResultCard({ result }: { result: TailorResumeResult }) {
  return (
    <section
      aria-labelledby="magic-cv-result-title"
      className="flex flex-col gap-5 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm dark:border-emerald-900 dark:bg-slate-900"
    >
      <div>
        <h2 id="magic-cv-result-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your tailored resume
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{result.jobTitle}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={result.downloadUrl}
          target="_blank"
          rel="noopener noreferrer"
          download
          className={buttonClass('primary', 'md')}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download Enhanced Resume
        </a>
        {result.coverLetterUrl && (
          <a
            href={result.coverLetterUrl}
            target="_blank"
            rel="noopener noreferrer"
            download
            className={buttonClass('outline', 'md')}
          >
            <FileText aria-hidden="true" className="h-4 w-4" />
            Download Cover Letter
          </a>
        )}
      </div>
      <ScoreSummary before={result.scoreBefore} after={result.scoreAfter} />
      {result.repairReason && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100">
          {result.repairReason}
        </p>
      )}
      {result.removedFacts.length > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          <h3 className="font-semibold">Left out because your resume does not contain them</h3>
          <ul className="mt-1 list-disc pl-5">
            {result.removedFacts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
