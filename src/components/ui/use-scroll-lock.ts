import { useEffect } from 'react';

/** While `active`, the page behind an overlay does not scroll; the previous setting comes back after. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [active]);
}
