import type { ReactNode } from 'react';
import { BlockingModal } from './blocking-modal';

// An honest bar: it moves, it does not pretend to know a percentage.
const INDETERMINATE =
  '@keyframes run-overlay-indeterminate{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}';

export function IndeterminateBar({ label, valueText }: { label: string; valueText: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <style>{INDETERMINATE}</style>
      <div className="h-full w-1/3 animate-[run-overlay-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-indigo-500" />
    </div>
  );
}

/**
 * Blocks the page while a run works (BlockingModal: no close button, Escape and clicks outside
 * do nothing, focus stays inside): the title, a note under it, the run's own progress, then
 * `gamesSlot` (the waiting games, composed in src/app). `id` prefixes the title and note ids.
 */
export function RunOverlay({
  id,
  title,
  note,
  gamesSlot,
  children,
}: {
  id: string;
  title: string;
  note: ReactNode;
  gamesSlot?: ReactNode;
  children: ReactNode;
}) {
  return (
    <BlockingModal labelledBy={`${id}-title`} describedBy={`${id}-note`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-note`} className="text-sm text-slate-600 dark:text-slate-400">
          {note}
        </p>
      </div>
      {children}
      {gamesSlot}
    </BlockingModal>
  );
}
