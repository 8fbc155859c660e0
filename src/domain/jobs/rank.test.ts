import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/parse-resume';
import { ANALYST_JOB, ANALYST_RESUME, NURSE_JOB, posting as fixturePosting } from './fixtures';
import { rankPostings } from './rank';

const NOW = new Date('2025-01-15T10:00:00Z');
const posting = (id: string, title: string, description: string, hoursAgo: number) =>
  fixturePosting(id, { title, description, hoursAgo, company: 'Example Co' }, NOW);

describe('rankPostings', () => {
  it('ranks the data-analyst posting above the nurse posting for a data-analyst resume', () => {
    const ranked = rankPostings(
      parseResume(ANALYST_RESUME),
      [
        posting('nurse', 'Registered Nurse', NURSE_JOB, 1),
        posting('analyst', 'Data Analyst', ANALYST_JOB, 30),
      ],
      NOW,
    );
    expect(ranked.map((s) => s.id)).toEqual(['analyst', 'nurse']);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
    expect(ranked[0]!.matched.length).toBeGreaterThan(0);
    // The keyword match rate beside the fit, as Magic CV and the free matcher show it.
    const { matched, missing, keywordRate } = ranked[0]!;
    expect(keywordRate).toBe(Math.round((100 * matched.length) / (matched.length + missing.length)));
    expect(ranked[0]!.posted).toBe('2025-01-14T04:00:00.000Z');
  });

  it('breaks score ties by the newer posting, then by title', () => {
    const ranked = rankPostings(
      parseResume(ANALYST_RESUME),
      [
        posting('old', 'B Analyst', ANALYST_JOB, 40),
        posting('new-b', 'B Analyst', ANALYST_JOB, 2),
        posting('new-a', 'A Analyst', ANALYST_JOB, 2),
      ],
      NOW,
    );
    expect(ranked.map((s) => s.id)).toEqual(['new-a', 'new-b', 'old']);
  });
});
