import { CopyButton } from '@/components/ui/copy-button';
import { SAMPLE_EMAIL } from '../content/referral';

/** The e-mail a referrer can copy and send (docs/product-rules.md 6.6). */
export function SampleEmail() {
  return (
    <section aria-labelledby="referral-email" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="referral-email" className="text-2xl font-bold text-slate-900 dark:text-white">
          Sample e-mail
        </h2>
        <CopyButton text={SAMPLE_EMAIL} />
      </div>
      <pre
        data-testid="sample-email"
        className="whitespace-pre-wrap break-words rounded-2xl border border-slate-200 bg-slate-50 p-5 font-sans text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {SAMPLE_EMAIL}
      </pre>
    </section>
  );
}
