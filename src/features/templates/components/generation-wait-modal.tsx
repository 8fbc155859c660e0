import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { BlockingModal } from '@/components/ui/blocking-modal';

/**
 * Blocks the page while the resume is generated (docs/product-rules.md 4.4): no close button, Escape and
 * clicks outside do nothing, focus stays inside. `gamesSlot` hosts the games (composed in src/app).
 */
export function GenerationWaitModal({ gamesSlot }: { gamesSlot?: ReactNode }) {
  return (
    <BlockingModal labelledBy="template-wait-title">
      <div className="flex items-start gap-3">
        <LoaderCircle aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 animate-spin text-indigo-500" />
        <h2 id="template-wait-title" className="text-lg font-semibold">
          Template is being generated...{' '}
          <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
            Play a game while you wait!
          </span>
        </h2>
      </div>
      {gamesSlot}
    </BlockingModal>
  );
}
