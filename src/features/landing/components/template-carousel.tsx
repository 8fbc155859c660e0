import type { KeyboardEvent } from 'react';
import { useCarousel, offsetFrom } from '../hooks/use-carousel';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import type { ShowcaseSlide } from '../lib/showcase-slides';
import { slideStyle } from '../lib/slide-style';
import { CarouselControls } from './carousel-controls';
import { CarouselSlide } from './carousel-slide';

/**
 * The 3D template carousel (docs/product-rules.md 17): arrows, dots, Left/Right keys while it has
 * focus, and auto-advance (timings in use-carousel.ts). With reduced motion it fades instead of
 * turning, and waits for the play control before it moves on its own.
 */
export function TemplateCarousel({ slides }: { slides: ShowcaseSlide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const { index, playing, setPlaying, goTo, next, prev } = useCarousel(count, { autoPlay: !reducedMotion });

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    if (e.key === 'ArrowLeft') prev('keyboard');
    else next('keyboard');
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Resume templates"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
    >
      <div
        aria-live={playing ? 'off' : 'polite'}
        className="relative mx-auto h-[calc(1123px*var(--preview-scale)+10rem)] overflow-hidden [--preview-scale:0.27] [perspective:1400px] sm:[--preview-scale:0.34]"
      >
        {slides.map((slide, i) => {
          const offset = offsetFrom(i, index, count);
          return (
            <CarouselSlide
              key={slide.id}
              slide={slide}
              position={i + 1}
              count={count}
              active={offset === 0}
              style={slideStyle(offset, reducedMotion)}
              onSelect={() => goTo(i, 'pointer')}
            />
          );
        })}
      </div>
      <CarouselControls
        count={count}
        index={index}
        playing={playing}
        onPrev={() => prev('pointer')}
        onNext={() => next('pointer')}
        onDot={(i) => goTo(i, 'pointer')}
        onTogglePlay={() => setPlaying(!playing)}
      />
    </div>
  );
}
