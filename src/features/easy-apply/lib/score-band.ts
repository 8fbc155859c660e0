export type ScoreBand = 'high' | 'medium' | 'low';

/** The match score's colour band: 70 and over is a strong match, under 40 a weak one. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 70) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}

export const SCORE_BAND_CLASS: Record<ScoreBand, string> = {
  high: 'bg-emerald-100 text-emerald-800 ring-emerald-300 dark:bg-emerald-900/50 dark:text-emerald-200 dark:ring-emerald-800',
  medium:
    'bg-amber-100 text-amber-800 ring-amber-300 dark:bg-amber-900/50 dark:text-amber-200 dark:ring-amber-800',
  low: 'bg-red-100 text-red-800 ring-red-300 dark:bg-red-900/50 dark:text-red-200 dark:ring-red-800',
};
