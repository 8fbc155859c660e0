export type UsageTone = 'green' | 'yellow' | 'red';

/** The usage bar (docs/product-rules.md 3.5): green below 50 %, yellow below 80 %, red otherwise. Unlimited is green. */
export function usageTone(used: number, limit: number | null): UsageTone {
  if (limit === null) return 'green';
  const percent = limit <= 0 ? 100 : (used / limit) * 100;
  if (percent < 50) return 'green';
  if (percent < 80) return 'yellow';
  return 'red';
}

export function usagePercent(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
