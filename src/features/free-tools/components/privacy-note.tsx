import { ShieldCheck } from 'lucide-react';
import { freeToolsMessages } from '../lib/messages';

export function PrivacyNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
      {freeToolsMessages.privacy}
    </p>
  );
}
