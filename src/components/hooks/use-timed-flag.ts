import { useCallback, useEffect, useState } from 'react';

/** A flag that turns itself off `ms` after it was last shown. */
export function useTimedFlag(ms: number) {
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    if (shownAt === null) return;
    const t = setTimeout(() => setShownAt(null), ms);
    return () => clearTimeout(t);
  }, [shownAt, ms]);

  const show = useCallback(() => setShownAt(Date.now()), []);
  const hide = useCallback(() => setShownAt(null), []);
  return { visible: shownAt !== null, show, hide };
}
