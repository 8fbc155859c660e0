/** Test helper: a MatchScore as a callable returns it, with only the figures a test cares about. */
import type { MatchScore } from '../types';

export function fakeMatchScore(
  s: Pick<MatchScore, 'score' | 'matched' | 'missing'> & Partial<MatchScore>,
): MatchScore {
  const keywords = s.matched.length + s.missing.length;
  return {
    keywordRate: keywords ? Math.round((100 * s.matched.length) / keywords) : 0,
    checks: [
      ...s.matched.map((label) => ({
        requirement: { label, kind: 'tool' as const, required: true, line: label },
        evidence: label,
      })),
      ...s.missing.map((label) => ({
        requirement: { label, kind: 'tool' as const, required: true, line: label },
        evidence: null,
      })),
    ],
    reasons: [],
    unbacked: [],
    ...s,
  };
}
