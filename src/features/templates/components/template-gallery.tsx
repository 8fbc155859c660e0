import { useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TEMPLATE_CATEGORIES, TEMPLATES, type TemplateCategory } from '@/domain/templates/catalogue';
import { TemplateCard } from './template-card';

type Filter = TemplateCategory | 'All';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Category chips over a horizontally scrolling row of live template previews. */
export function TemplateGallery({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [filter, setFilter] = useState<Filter>('All');
  const scroller = useRef<HTMLUListElement>(null);
  const shown = filter === 'All' ? TEMPLATES : TEMPLATES.filter((t) => t.category === filter);

  const scroll = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy?.({
      left: direction * Math.max(180, el.clientWidth * 0.8),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label="Filter templates by category"
        className="-m-1 flex gap-2 overflow-x-auto p-1 sm:flex-wrap"
      >
        {(['All', ...TEMPLATE_CATEGORIES] as Filter[]).map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={filter === c}
            onClick={() => setFilter(c)}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
              filter === c
                ? 'border-indigo-600 bg-indigo-600 text-white'
                : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {c}
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'template' : 'templates'}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" aria-label="Scroll templates left" onClick={() => scroll(-1)}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Scroll templates right" onClick={() => scroll(1)}>
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
      </div>
      {/* Keyed by filter: a new category starts at its first card. */}
      <ul
        key={filter}
        ref={scroller}
        aria-label="Templates"
        className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto scroll-smooth p-1 pb-3 motion-reduce:scroll-auto"
      >
        {shown.map((t) => (
          <li key={t.id} className="shrink-0 snap-start">
            <TemplateCard template={t} selected={t.id === selectedId} onSelect={onSelect} root={scroller} />
          </li>
        ))}
      </ul>
    </div>
  );
}
