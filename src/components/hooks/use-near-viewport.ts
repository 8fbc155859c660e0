import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of its scroll container's view, and stays
 * true (a preview that was drawn is kept). Without IntersectionObserver it is true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  root: RefObject<Element | null> | undefined,
  margin = '300px',
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref, root, margin]);
  return near;
}
