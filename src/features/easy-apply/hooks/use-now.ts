import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` so "3 hours ago" labels stay true on an open page. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
