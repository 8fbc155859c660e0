import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '@/components/ui/cn';

const round =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** Arrows, one dot per slide and the play/pause control (WCAG 2.2.2: moving content can stop). */
export function CarouselControls({
  count,
  index,
  playing,
  onPrev,
  onNext,
  onDot,
  onTogglePlay,
}: {
  count: number;
  index: number;
  playing: boolean;
  onPrev: () => void;
  onNext: () => void;
  onDot: (index: number) => void;
  onTogglePlay: () => void;
}) {
  return (
    <div className="mt-6 flex items-center justify-center gap-3">
      <button type="button" aria-label="Previous template" onClick={onPrev} className={round}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={`Go to template ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onDot(i)}
            className="group flex h-10 w-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 rounded-full transition-all',
                i === index
                  ? 'w-6 bg-indigo-600 dark:bg-indigo-400'
                  : 'w-2.5 bg-slate-300 group-hover:bg-slate-400 dark:bg-slate-600',
              )}
            />
          </button>
        ))}
      </div>
      <button type="button" aria-label="Next template" onClick={onNext} className={round}>
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        aria-label={playing ? 'Pause automatic slide show' : 'Start automatic slide show'}
        onClick={onTogglePlay}
        className={cn(round, 'ml-1 h-8 w-8')}
      >
        {playing ? (
          <Pause aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Play aria-hidden="true" className="h-4 w-4" />
        )}
      </button>
    </div>
  );
}
