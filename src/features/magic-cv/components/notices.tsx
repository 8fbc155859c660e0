import { ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

export const SUCCESS_TITLE = 'Your enhanced resume is ready!';
export const PRIVACY_TITLE = 'Privacy notice';

/** docs/product-rules.md 3.4: shown for 3 s after a successful run. */
export function SuccessBanner() {
  return (
    <Alert tone="success" title={SUCCESS_TITLE}>
      It has been saved to your history, where you can download it again at any time.
    </Alert>
  );
}

/** docs/product-rules.md 3.4: shown for 5 s after a successful run. */
export function PrivacyNotice() {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">{PRIVACY_TITLE}</p>
        <p>
          Your resume and the job details were used only to create your tailored resume. Your files are stored
          in your account and listed only in your own history.
        </p>
      </div>
    </div>
  );
}
