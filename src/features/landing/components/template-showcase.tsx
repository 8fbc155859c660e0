import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/components/hooks/use-near-viewport';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ShowcaseSlide } from '../lib/showcase-slides';

const loadCarousel = () => import('./template-carousel');
const TemplateCarousel = lazy(async () => ({ default: (await loadCarousel()).TemplateCarousel }));

/** The carousel's own size while it loads, so nothing below moves when it arrives. */
const placeholder = (
  <div
    aria-hidden="true"
    className="mx-auto h-[calc(1123px*0.27+8.5rem)] w-[calc(794px*0.27+1.5rem)] animate-pulse rounded-2xl bg-slate-100 sm:h-[calc(1123px*0.34+8.5rem)] sm:w-[calc(794px*0.34+1.5rem)] dark:bg-slate-800"
  />
);

/**
 * The landing page's template section. It stands below the first screen, so the slides'
 * renderers and the carousel (their own chunks) load, and the five live previews are drawn, only
 * as the section comes near the view: the first screen does not wait for them.
 */
export function TemplateShowcase() {
  const [slides, setSlides] = useState<ShowcaseSlide[] | null>(null);
  const [failed, setFailed] = useState(false);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, undefined, '600px');

  useEffect(() => {
    if (!near) return;
    let live = true;
    loadCarousel().catch(() => undefined); // Fetched beside the slides; the Suspense below shows it.
    import('../lib/showcase-slides')
      .then((m) => live && setSlides(m.showcaseSlides()))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [near]);

  return (
    <section
      ref={section}
      aria-labelledby="templates-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2
        id="templates-heading"
        className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Resume templates that stand out
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
        Every template is shown live with a sample resume. Pick one and generate yours in minutes.
      </p>
      <div className="mt-10">
        {slides ? (
          <Suspense fallback={placeholder}>
            <TemplateCarousel slides={slides} />
          </Suspense>
        ) : (
          !failed && placeholder
        )}
      </div>
      <div className="mt-8 flex justify-center">
        <Link to={paths.lazyTemplates} className={buttonClass('primary', 'lg')}>
          Browse all templates
        </Link>
      </div>
    </section>
  );
}
