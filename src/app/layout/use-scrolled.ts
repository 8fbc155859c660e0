import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` pixels (the header uses 10 px: docs/product-rules.md 2.5). */
export function useScrolled(threshold = 10): boolean {
  // Read in the effect, never while rendering: a prerendered header is drawn unscrolled.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
