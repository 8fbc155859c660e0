import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/parse-resume';
import { ANALYST_JOB, ANALYST_RESUME, NURSE_JOB, posting as fixturePosting } from './fixtures';
import { MIN_SCORED_REQUIREMENTS } from './contract';
import { postingText } from './posting-text';
import { rankingScore, rankPostings } from './rank';

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

  it('reads each posting with its title and employer, so the fit knows what the job is called', () => {
    const [ranked] = rankPostings(
      parseResume(ANALYST_RESUME),
      [
        posting(
          'analyst',
          'Data Analyst',
          'Requirements:\n- SQL and Python\n- Tableau dashboards\n- Statistics',
          1,
        ),
      ],
      NOW,
    );
    expect(
      postingText({ title: 'Data Analyst', company: 'Example Co', location: '', description: 'Body' }),
    ).toBe('Data Analyst\nExample Co\n\nBody');
    // The resume's headline carries the title: the title part of the fit counts in full.
    expect(ranked!.score).toBeGreaterThan(0);
    expect(ranked!.sample).toBe(false);
    expect(ranked!.url).toBe('https://jobs.example.com/analyst');
  });

  it('scales the fit of a posting that names fewer than the minimum of requirements', () => {
    expect(MIN_SCORED_REQUIREMENTS).toBe(8);
    expect(rankingScore(90, 12)).toBe(90);
    expect(rankingScore(90, 8)).toBe(90);
    expect(rankingScore(90, 4)).toBe(45);
    expect(rankingScore(47, 2)).toBe(12);
    expect(rankingScore(80, 0)).toBe(0);
  });

  it('puts a thin posting matched on one shared word below a full one the resume backs in part', () => {
    const thin = posting(
      'thin',
      'Store Associate',
      'Requirements:\n- Customer service or retail experience',
      1,
    );
    const ranked = rankPostings(
      parseResume(`${ANALYST_RESUME}\nWorked with retail customer service teams.`),
      [thin, posting('analyst', 'Data Analyst', ANALYST_JOB, 30)],
      NOW,
    );
    expect(ranked.map((s) => s.id)).toEqual(['analyst', 'thin']);
    expect(ranked[1]!.requirementCount).toBeLessThan(MIN_SCORED_REQUIREMENTS);
    expect(ranked[0]!.requirementCount).toBeGreaterThanOrEqual(MIN_SCORED_REQUIREMENTS);
  });
});
