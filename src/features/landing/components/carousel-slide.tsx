import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import type { ShowcaseSlide } from '../lib/showcase-slides';

/** An A4 page at 96 dpi: what the template's HTML is laid out for. */
const PAGE_WIDTH = 794;
const PAGE_HEIGHT = 1123;

/**
 * One template, live: its HTML in a script-less iframe scaled down by the stage's --preview-scale,
 * with its name, its description and a link to the generator. Slides other than the active one
 * are hidden from assistive technology and out of the tab order; a click brings one forward.
 */
export function CarouselSlide({
  slide,
  position,
  count,
  active,
  style,
  onSelect,
}: {
  slide: ShowcaseSlide;
  position: number;
  count: number;
  active: boolean;
  style: CSSProperties;
  onSelect: () => void;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${slide.name} (${position} of ${count})`}
      aria-hidden={active ? undefined : true}
      onClick={active ? undefined : onSelect}
      style={style}
      className={`absolute top-3 left-1/2 w-[calc(794px*var(--preview-scale)+1.5rem)] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl will-change-transform dark:border-slate-700 dark:bg-slate-900 ${active ? '' : 'cursor-pointer'}`}
    >
      <div className="relative h-[calc(1123px*var(--preview-scale))] overflow-hidden rounded-lg border border-slate-100 bg-white dark:border-slate-800">
        <iframe
          title={slide.name}
          srcDoc={slide.html}
          sandbox=""
          tabIndex={-1}
          loading="lazy"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: 'scale(var(--preview-scale))' }}
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
        />
      </div>
      {/* Only the shown slide's caption is drawn: the dimmed neighbours' text would be
          low-contrast copy of captions nobody can act on (they are aria-hidden too). */}
      <div className={`px-1 pt-3 pb-1 ${active ? '' : 'invisible'}`}>
        <h3 className="font-semibold text-slate-900 dark:text-white">{slide.name}</h3>
        <p className="mt-1 line-clamp-2 min-h-[2.5rem] text-sm text-slate-600 dark:text-slate-300">
          {slide.description}
        </p>
        <Link
          to={paths.lazyTemplates}
          tabIndex={active ? undefined : -1}
          className={`${active ? '' : 'pointer-events-none '}mt-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-400`}
        >
          Use this template
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </div>
  );
}
