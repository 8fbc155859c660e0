import { useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { Check, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useAutoRotate } from '../hooks/use-auto-rotate';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { FEATURE_CARDS } from '../lib/feature-cards';

const COUNT = FEATURE_CARDS.length;

/**
 * The rotating feature cards (docs/product-rules.md 17). They move on by themselves, but stop while
 * the pointer is over them or focus is inside (so nothing moves under a reader), and wait for
 * the play control when the visitor asked for reduced motion.
 */
export function FeatureCards() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, goTo } = useAutoRotate(COUNT, playing && !hovered && !focused);
  const card = FEATURE_CARDS[index]!;

  function onBlur(e: FocusEvent<HTMLElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2
        id="features-heading"
        className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        One toolkit for the whole job hunt
      </h2>
      <div role="region" aria-roledescription="carousel" aria-label="Features" className="mt-10">
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <div className="flex flex-wrap gap-2 md:flex-col" role="group" aria-label="Choose a feature">
            {FEATURE_CARDS.map((c, i) => (
              <button
                key={c.id}
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                className={cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
                  i === index
                    ? 'bg-indigo-600 text-white'
                    : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
                )}
              >
                <c.icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                {c.label}
              </button>
            ))}
          </div>
          <div aria-live={playing ? 'off' : 'polite'}>
            <div
              key={card.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${card.label} (${index + 1} of ${COUNT})`}
              className={cn(
                'flex min-h-[17rem] flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
                'dark:border-slate-800 dark:bg-slate-900',
                // A fresh card fades in (CSS @starting-style); not at all for reduced motion.
                'motion-safe:transition motion-safe:duration-300 motion-safe:starting:translate-y-1 motion-safe:starting:opacity-0',
              )}
            >
              <card.icon aria-hidden="true" className="h-10 w-10 text-indigo-500" />
              <h3 className="text-2xl font-semibold text-slate-900 dark:text-white">{card.title}</h3>
              <p className="text-slate-600 dark:text-slate-300">{card.body}</p>
              <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-200">
                {card.points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" />
                    {p}
                  </li>
                ))}
              </ul>
              <Link to={card.cta.to} className={buttonClass('primary', 'md', 'mt-auto self-start')}>
                {card.cta.label}
              </Link>
            </div>
          </div>
        </div>
        <div className="mt-4 flex justify-center gap-2 md:justify-end">
          <Button variant="outline" size="icon" aria-label="Previous feature" onClick={() => goTo(index - 1)}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={playing ? 'Pause rotation' : 'Start rotation'}
            onClick={() => setChoice(!playing)}
          >
            {playing ? (
              <Pause aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Play aria-hidden="true" className="h-5 w-5" />
            )}
          </Button>
          <Button variant="outline" size="icon" aria-label="Next feature" onClick={() => goTo(index + 1)}>
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
      </div>
    </section>
  );
}
