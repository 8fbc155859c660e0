import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../analyze-job';
import { FIXTURE_PAIRS } from '../fixtures';
import { parseResume } from '../parse-resume';
import { scoreMatch } from '../score-match';
import { tailorParsedResume } from '../tailor';
import type { ParsedResume } from '../types';
import { withConfirmed } from './confirmed';
import { withEffects } from './effects';
import { lineKey, pairLines } from './pair-lines';
import { listChanges, versionWith } from './revision';

const asOf = { year: 2025, month: 6 };
const runs = FIXTURE_PAIRS.map((pair) => {
  const base = parseResume(pair.resume);
  const job = analyzeJob(pair.job);
  const tailored = tailorParsedResume(base, job, { asOf });
  return { name: pair.name, base, job, tailored, rev: listChanges(base, tailored) };
});
const keys = (lines: readonly string[]) => lines.map(lineKey);

const resume = (over: Partial<ParsedResume> = {}): ParsedResume => ({
  contact: { name: 'Ada Park', email: null, phone: null, location: null, links: [] },
  summary: 'Engineer.',
  experience: [
    {
      title: 'Engineer',
      company: 'Acme',
      startDate: '2021',
      endDate: 'Present',
      location: null,
      bullets: ['Built the billing service in Go.', 'Ran the on-call rota.', 'Cut cloud costs by 30%.'],
    },
  ],
  education: [],
  skills: ['Go', 'SQL', 'Kubernetes'],
  projects: [],
  certifications: [],
  other: [],
  ...over,
});

describe('pairLines', () => {
  it('pairs a line with its tidied self, and a reworded line by its shared words', () => {
    expect(
      pairLines(['built the API.', 'Led a team of four'], ['Led a team of four engineers', 'Built the API']),
    ).toEqual([1, 0]);
  });
  it('leaves a line that shares too few words unpaired', () => {
    expect(pairLines(['Managed the budget'], ['Wrote Terraform modules'])).toEqual([-1]);
  });
});

describe('the offline engine’s changes', () => {
  it.each(runs.map((r) => [r.name, r] as const))(
    '%s: nothing undone is the tailored resume itself',
    (_n, r) => {
      expect(versionWith(r.rev, new Set())).toEqual(r.tailored);
    },
  );

  it.each(runs.map((r) => [r.name, r] as const))(
    '%s: everything undone puts back the base order and summary',
    (_n, r) => {
      const back = versionWith(r.rev, new Set(r.rev.changes.map((c) => c.id)));
      expect(back.summary).toBe(r.base.summary);
      expect(keys(back.skills)).toEqual(keys(r.base.skills));
      expect(back.projects.map((p) => p.name)).toEqual(r.base.projects.map((p) => p.name));
      back.experience.forEach((role, i) =>
        expect(keys(role.bullets)).toEqual(keys(r.base.experience[i]!.bullets)),
      );
    },
  );

  it('lists a rewritten summary and moved bullets or skills for the fixtures', () => {
    const kinds = new Set(runs.flatMap((r) => r.rev.changes.map((c) => c.kind)));
    expect(kinds).toContain('summary');
    expect(kinds).toContain('moved');
    // The offline engine only tidies bullets: it rewords none.
    expect(kinds).not.toContain('reworded');
  });
});

describe('undoing one change', () => {
  const base = resume();
  const tailored = resume({
    summary: 'Engineer skilled in Kubernetes and Go.',
    experience: [
      {
        ...base.experience[0]!,
        bullets: [
          'Cut cloud costs by 30% on Kubernetes',
          'Built the billing service in Go',
          'Ran the on-call rota',
        ],
      },
    ],
    skills: ['Kubernetes', 'Go', 'SQL'],
  });
  const rev = listChanges(base, tailored);

  it('lists the summary, the moved bullets and skills, and the reworded bullet', () => {
    expect(rev.changes.map((c) => c.id).sort()).toEqual(
      ['moved:bullets:0', 'moved:skills', 'reworded:0:2', 'summary'].sort(),
    );
  });

  it('takes back only that change', () => {
    const noReword = versionWith(rev, new Set(['reworded:0:2']));
    expect(noReword.experience[0]!.bullets).toEqual([
      'Cut cloud costs by 30%.',
      'Built the billing service in Go',
      'Ran the on-call rota',
    ]);
    expect(noReword.summary).toBe(tailored.summary);
    const noMove = versionWith(rev, new Set(['moved:bullets:0']));
    expect(noMove.experience[0]!.bullets).toEqual([
      'Built the billing service in Go',
      'Ran the on-call rota',
      'Cut cloud costs by 30% on Kubernetes',
    ]);
    expect(noMove.skills).toEqual(tailored.skills);
    expect(versionWith(rev, new Set(['summary'])).summary).toBe('Engineer.');
  });

  it('explains the score by each change', () => {
    const job = analyzeJob(
      'Senior Platform Engineer\nRequirements:\n- 3+ years with Kubernetes\n- Experience with Go and SQL\n- Cloud cost optimisation',
    );
    const score = (r: ParsedResume) => scoreMatch(r, job, { asOf, evidenceFrom: base }).score;
    const effects = withEffects(rev, new Set(), score);
    const summary = effects.find((c) => c.id === 'summary')!;
    expect(summary.effect).toBe(score(tailored) - score(versionWith(rev, new Set(['summary']))));
    // Undone, a change's effect is what taking the undo back would give: the same number here.
    const undone = withEffects(rev, new Set(['summary']), score).find((c) => c.id === 'summary')!;
    expect(undone.effect).toBe(summary.effect);
  });
});

describe('a confirmation', () => {
  const base = resume();
  const rev = withConfirmed(listChanges(base, base), [
    {
      requirement: { label: 'Terraform', kind: 'tool', required: true, line: 'Terraform' },
      evidence: 'Wrote our Terraform modules for three AWS accounts',
    },
  ]);

  it('is added as the person’s own lines, each a change', () => {
    expect(rev.changes.map((c) => [c.kind, c.where, c.kind === 'added' ? c.after : ''])).toEqual([
      ['added', 'Skills', 'Terraform'],
      ['added', 'Additional Information', 'Wrote our Terraform modules for three AWS accounts'],
    ]);
    expect(versionWith(rev, new Set()).skills).toContain('Terraform');
  });

  it('undone, leaves the version without it', () => {
    const skill = rev.changes.find((c) => c.where === 'Skills')!;
    const line = rev.changes.find((c) => c.where === 'Additional Information')!;
    expect(versionWith(rev, new Set([skill.id])).skills).toEqual(base.skills);
    expect(versionWith(rev, new Set([skill.id, line.id])).other).toEqual([]);
  });
});
