/**
 * The targeted summary, written only from the resume's own words: its most recent title, its
 * skills that the job asks for, a field it has worked in, and job keywords it shows only deep in
 * the page; then every sentence of the person's own summary, the ones that speak to the job
 * first. It never computes a claim (no "N years of experience" unless the person wrote it),
 * never names the target employer and never names a skill the resume lacks.
 */
import { looksLikeTitle } from './entry-fields';
import { buildTermIndex, phraseKey } from './normalize';
import { byRelevance, joinList, keywordRank, relevance } from './relevance';
import { resumeToText } from './resume-text';
import { prominentText } from './score-match';
import type { JobProfile, ParsedResume } from './types';
import { isDomainTerm, termIn } from './vocabulary';
import { replaceAsides } from './bracket-asides';

const LEAD_SKILLS = 3;
const MORE_SKILLS = 4;

/** "Payments" -> "payments", "Critical Care" -> "critical care"; "SaaS" and "AWS" stay. */
const lowerWords = (s: string): string =>
  s
    .split(' ')
    .map((w) => (/^[A-Z][a-z]*(?:-[a-z]+)*$/.test(w) ? w.toLowerCase() : w))
    .join(' ');

/** A skill without its "(details)": "Excel (pivot tables)" -> "Excel". */
const plain = (skill: string): string => replaceAsides(skill, '').trim();

export function buildSummary(resume: ParsedResume, job: JobProfile): string | null {
  // Fields are claimed only from work: roles, projects, the summary, not a course list.
  const work = buildTermIndex(
    [resume.headline, resume.summary, ...resume.experience.flatMap((e) => [e.title, e.company, ...e.bullets])]
      .concat(resume.projects.flatMap((p) => [p.name, ...p.bullets]))
      .join('\n'),
  );
  const used = new Set<string>(job.company ? [phraseKey(job.company)] : []);
  const take = (list: string[], s: string, max: number) => {
    const key = phraseKey(s);
    if (!key || used.has(key) || list.length >= max) return;
    used.add(key);
    list.push(s);
  };
  // 1. The facts: title, years, a field, the resume's own matched skills in job order.
  const title = resume.experience.find((e) => e.title)?.title ?? resume.headline ?? null;
  const domain = job.keywords.find((k) => isDomainTerm(k) && termIn(k, work) && !used.has(phraseKey(k)));
  if (domain) used.add(phraseKey(domain));
  const lead: string[] = [];
  resume.skills
    .map((s) => ({ s: plain(s), r: keywordRank(s, job) }))
    .filter((x) => x.r < Infinity)
    .sort((a, b) => a.r - b.r)
    .forEach(({ s }) => take(lead, s, LEAD_SKILLS));
  // 2. Job keywords the resume shows only where a reader looks last (lower bullets, credentials),
  //    in the resume's own words. A course or degree name is not experience, so education is left out.
  const seen = buildTermIndex(prominentText(resume));
  const evidence = buildTermIndex(resumeToText({ ...resume, education: [] }));
  const matched = job.keywords.filter((k) => termIn(k, evidence) && !looksLikeTitle(k) && !isDomainTerm(k));
  const ownWords = (k: string) => resume.skills.map(plain).find((s) => termIn(k, buildTermIndex(s))) ?? k;
  for (const k of matched) if (lead.length < LEAD_SKILLS) take(lead, ownWords(k), LEAD_SKILLS);
  const leadIndex = buildTermIndex(lead.join('\n'));
  const certs: string[] = [];
  const more: string[] = [];
  for (const k of matched) {
    if (termIn(k, seen) || termIn(k, leadIndex)) continue;
    const cert = resume.certifications.find((c) => termIn(k, buildTermIndex(c)));
    if (cert) take(certs, cert.split(/(?<!\s)\s+[–—-]\s+|,|(?:(?<!\s)\s+)?\(/)[0]!.trim(), MORE_SKILLS);
    else take(more, ownWords(k), MORE_SKILLS);
  }
  // 3. The sentences.
  const edu = resume.education.find((e) => e.degree);
  let first: string;
  if (title) {
    first = title;
    if (lead.length) first += ` skilled in ${joinList(lead)}`;
  } else if (edu?.degree) {
    first = `Candidate with a ${edu.degree}${edu.school ? ` from ${edu.school}` : ''}`;
    if (lead.length) first += `, skilled in ${joinList(lead)}`;
  } else if (lead.length) {
    first = `Professional skilled in ${joinList(lead)}`;
  } else {
    return resume.summary;
  }
  if (domain) first += `, focused on ${lowerWords(domain)}`;
  const sentences = [`${first}.`];
  if (more.length) sentences.push(`Also experienced with ${joinList(more)}.`);
  if (certs.length) sentences.push(`Credentials include ${joinList(certs)}.`);
  // 4. Every sentence of the resume's own summary follows, those that speak to this job first.
  const own = (resume.summary ?? '').split(/(?<=[.!?])\s+/).filter(Boolean);
  const relevant = byRelevance(own, (s) => relevance(s, job)).filter((s) => relevance(s, job) > 0);
  return [...sentences, ...relevant, ...own.filter((s) => !relevant.includes(s))].join(' ');
}
