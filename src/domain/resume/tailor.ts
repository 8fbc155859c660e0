/**
 * tailorParsedResume: the offline engine's rewrite of a resume for one job. It reorders and
 * tightens, and writes a summary from the resume's own facts; it never adds a role, bullet,
 * skill, date or degree (fact-check.ts proves it in the tests).
 *   1. roles stay where the person put them: in their groups, in their order (the structural
 *      round trip, fidelity/structure.ts, holds every result to it)
 *   2. each role's bullets: the top two cover the most job keywords; all lightly tightened
 *   3. skills the job asks for first, in the job's order of importance
 *   4. the most relevant project first
 *   5. a targeted summary
 */
import type { AsOfOption } from './experience-years';
import { byCoverage, keywordHits, keywordRank, relevance } from './relevance';
import { PROMINENT_BULLETS, PROMINENT_SKILLS } from './score-match';
import { buildSummary } from './tailor-summary';
import type { JobProfile, ParsedResume } from './types';

/** Whitespace collapsed, no trailing period, a capital first letter: every word kept. */
export function tightenBullet(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export function tailorParsedResume(resume: ParsedResume, job: JobProfile, opts?: AsOfOption): ParsedResume {
  // 3 first: the skills a reader sees first decide which keywords the bullets still need to show.
  const skills = resume.skills
    .map((s, i) => ({ s, i, r: keywordRank(s, job) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.s);
  const covered = new Set(
    keywordHits([resume.headline ?? '', ...skills.slice(0, PROMINENT_SKILLS)].join('\n'), job),
  );
  // 1-2. Roles in the person's order, and their bullets: the top ones cover what is not covered yet.
  const experience = resume.experience.map((role) => {
    const hits = role.bullets.map((b) => keywordHits(b, job));
    const order = byCoverage(hits, covered, PROMINENT_BULLETS);
    return { ...role, bullets: order.map((i) => tightenBullet(role.bullets[i]!)) };
  });
  // 4. Projects: only the single most relevant one moves.
  const projects = resume.projects.map((p) => ({ ...p, bullets: p.bullets.map(tightenBullet) }));
  const scores = projects.map((p) => relevance([p.name, ...p.bullets].join('\n'), job));
  const best = scores.reduce((b, s, i) => (s > (scores[b] ?? 0) ? i : b), 0);
  if (best > 0) projects.unshift(...projects.splice(best, 1));
  const reordered: ParsedResume = {
    ...resume,
    contact: { ...resume.contact, links: [...resume.contact.links] },
    experience,
    education: resume.education.map((e) => ({ ...e, details: [...e.details] })),
    skills,
    projects,
    certifications: [...resume.certifications],
    other: resume.other.map((o) => ({ heading: o.heading, lines: [...o.lines] })),
  };
  // 5. The summary reads the reordered resume.
  return { ...reordered, summary: buildSummary(reordered, job, opts) };
}
