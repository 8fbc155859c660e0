/**
 * The score's change in words (issue 39 item 4): how far the match score moved, and which of the
 * listed changes moved it (each change's own points are in `effect`, effects.ts).
 */
import type { ResumeChange } from './change-schema';

/** "+3 points", "−1 point", "No effect on the score". */
export function effectText(effect: number): string {
  if (effect === 0) return 'No effect on the score';
  const points = Math.abs(effect) === 1 ? 'point' : 'points';
  return `${effect > 0 ? '+' : '−'}${Math.abs(effect)} ${points}`;
}

export function explainScore(before: number, after: number, changes: readonly ResumeChange[]): string {
  const moved = `Your match score went from ${before} % to ${after} %.`;
  if (changes.length === 0) return `${moved} Tailoring changed nothing in your resume.`;
  const scoring = changes.filter((c) => c.effect !== 0).length;
  if (scoring === 0)
    return `${moved} None of the changes below moves it: they make your resume read better for this job.`;
  const which = scoring === 1 ? 'One change moves it' : `${scoring} of the ${changes.length} changes move it`;
  return `${moved} ${which}; each shows its points below (changes overlap, so the points need not add up to the whole).`;
}
