import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { findInventedFacts } from './fact-check';
import { FIXTURE_PAIRS } from './fixtures';
import { parseResume } from './parse-resume';
import { renderResumeHtml } from './render-html';
import { scoreMatch } from './score-match';
import { tailorParsedResume, tightenBullet } from './tailor';
import { htmlText } from './test-utils/html-text';

const asOf = { year: 2025, month: 6 };
const sorted = (xs: string[]) => [...xs].sort();
const norm = (s: string) => s.replace(/\.$/, '').toLowerCase();

describe('offline tailoring across professions', () => {
  const results = FIXTURE_PAIRS.map((pair) => {
    const original = parseResume(pair.resume);
    const job = analyzeJob(pair.job);
    const tailored = tailorParsedResume(original, job, { asOf });
    return {
      pair,
      original,
      job,
      tailored,
      before: scoreMatch(original, job, { asOf }).score,
      after: scoreMatch(tailored, job, { asOf }).score,
    };
  });

  it.each(results.map((r) => [r.pair.name, r] as const))('%s: the score never drops', (_name, r) => {
    expect(r.after).toBeGreaterThanOrEqual(r.before);
  });

  it('raises the score strictly for at least five pairs', () => {
    expect(results.filter((r) => r.after > r.before).length).toBeGreaterThanOrEqual(5);
  });

  it.each(results.map((r) => [r.pair.name, r] as const))(
    '%s: the rendered, re-read resume invents no employer, title, date, degree or skill',
    (_name, r) => {
      const reread = parseResume(htmlText(renderResumeHtml(r.tailored)));
      expect(findInventedFacts(r.original, reread)).toEqual([]);
      expect(reread.experience.map((e) => e.company)).toEqual(r.tailored.experience.map((e) => e.company));
      expect(reread.skills).toEqual(r.tailored.skills);
    },
  );

  it.each(results.map((r) => [r.pair.name, r] as const))(
    '%s: reorders without adding or dropping anything',
    (_name, r) => {
      expect(sorted(r.tailored.skills)).toEqual(sorted(r.original.skills));
      r.original.experience.forEach((role) => {
        const same = r.tailored.experience.find((t) => t.company === role.company && t.title === role.title)!;
        expect(sorted(same.bullets.map(norm))).toEqual(sorted(role.bullets.map(norm)));
      });
      expect(r.tailored.education).toEqual(r.original.education);
      expect(r.tailored.summary).toBeTruthy();
      // The target employer is never presented as a past one.
      if (r.job.company) expect(r.tailored.experience.map((e) => e.company)).not.toContain(r.job.company);
    },
  );

  it('writes the summary from facts: latest title, matched skills, a field, then every own sentence', () => {
    const se = results[0]!;
    expect(se.tailored.summary).toMatch(
      /^Senior Software Engineer skilled in Python, PostgreSQL and Django, focused on payments\./,
    );
    // Never a computed claim: the years are not in the person's own words.
    expect(se.tailored.summary).not.toMatch(/\byears? of experience\b/);
    for (const sentence of (se.original.summary ?? '').split(/(?<=[.!?])\s+/).filter(Boolean))
      expect(se.tailored.summary).toContain(sentence);
    expect(se.tailored.summary).not.toMatch(/Fintrail|Kafka/);
    expect(se.tailored.skills.slice(0, 3)).toEqual(['Python', 'PostgreSQL', 'Django']);
    const nurse = results.find((r) => r.pair.name === 'registered nurse')!;
    expect(nurse.tailored.summary).toMatch(/^Registered Nurse skilled in /);
    expect(nurse.tailored.summary).toMatch(/Credentials include BLS and PALS\./);
    expect(nurse.tailored.summary).not.toMatch(/ACLS|PICU/);
  });

  it('puts relevant bullets first and keeps the roles in the order the person gave them', () => {
    const da = results.find((r) => r.pair.name === 'data analyst')!;
    expect(da.tailored.experience[0]!.bullets[0]).toMatch(/Tableau/);
    const oldestFirst = { ...da.original, experience: [...da.original.experience].reverse() };
    const t = tailorParsedResume(oldestFirst, da.job, { asOf });
    expect(t.experience.map((e) => e.company)).toEqual(['Harbor Retail Group', 'Cartwheel Commerce Inc.']);
    // The summary still names the most recent role's title.
    expect(t.summary).toMatch(new RegExp(`^${da.original.experience[0]!.title}`));
  });

  it('moves the most relevant project up', () => {
    const g = results.find((r) => r.pair.name === 'fresh graduate')!;
    const shuffled = { ...g.original, projects: [...g.original.projects].reverse() };
    expect(shuffled.projects[0]!.name).toBe('Sentiment Classifier');
    const t = tailorParsedResume(shuffled, g.job, { asOf });
    // Campus Ride Share names PostgreSQL and AWS; the other two keep their order.
    expect(t.projects.map((p) => p.name)).toEqual([
      'Campus Ride Share',
      'Sentiment Classifier',
      'Course Planner',
    ]);
    expect(g.tailored.summary).toMatch(
      /^Candidate with a B\.S\. in Computer Science from Northeastern University/,
    );
  });

  it('tightens bullets without dropping words', () => {
    expect(tightenBullet('  reduced  costs by 30%. ')).toBe('Reduced costs by 30%');
  });
});
