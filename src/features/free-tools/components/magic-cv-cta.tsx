import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The next step after a match: tailoring with Magic CV (which asks to sign in). */
export function MagicCvCta() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-indigo-950/40">
      <p className="text-sm text-indigo-900 dark:text-indigo-100">
        Want the missing keywords worked in, without inventing anything? Magic CV tailors your resume to the
        job.
      </p>
      <Link to={paths.magicCv} className={buttonClass('primary', 'sm', 'shrink-0')}>
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        Try Magic CV
      </Link>
    </div>
  );
}
