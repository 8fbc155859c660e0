/**
 * The targeted summary, written only from the resume's own words: its most recent title, its
 * skills that the job asks for, a field it has worked in, and job keywords it shows only deep in
 * the page; then every sentence of the person's own summary, the ones that speak to the job
 * first. It never computes a claim (no "N years of experience" unless the person wrote it),
 * never names the target employer and never names a skill the resume lacks.
 */
import { monthIndex, parseDate } from './dates';
import { looksLikeTitle } from './entry-fields';
import { resolveAsOf, type AsOfOption } from './experience-years';
import { buildTermIndex, phraseKey } from './normalize';
import { byRelevance, joinList, keywordRank, relevance } from './relevance';
import { resumeToText } from './resume-text';
import { prominentText } from './score-match';
import type { ExperienceEntry, JobProfile, ParsedResume } from './types';
import { isDomainTerm, termIn } from './vocabulary';
import { replaceAsides } from './bracket-asides';
import { claimSource, isSkillItem, statedIn } from './claim-source';

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

/**
 * The title of the person's most recent role: the latest end (then start) date among titled roles
 * when every one is dated, else the first titled role as the resume lists them.
 */
function latestTitle(resume: ParsedResume, opts?: AsOfOption): string | null {
  const titled = resume.experience.filter((e) => e.title);
  const asOf = resolveAsOf(resume, opts) ?? { year: 9999, month: 12 };
  const key = (e: ExperienceEntry) => [
    monthIndex(parseDate(e.endDate ?? e.startDate), asOf),
    monthIndex(parseDate(e.startDate), asOf),
  ];
  const keys = titled.map(key);
  if (keys.some(([end, start]) => end === null || start === null)) return titled[0]?.title ?? null;
  let best = 0;
  keys.forEach(([end, start], i) => {
    const [bestEnd, bestStart] = keys[best]!;
    if (end! > bestEnd! || (end === bestEnd && start! > bestStart!)) best = i;
  });
  return titled[best]?.title ?? null;
}

export function buildSummary(resume: ParsedResume, job: JobProfile, opts?: AsOfOption): string | null {
  // Fields are claimed only from work: roles, projects, the summary, not a course list.
  const workLines = [
    resume.headline,
    resume.summary,
    ...resume.experience.flatMap((e) => [e.title, e.company, ...e.bullets]),
    ...resume.projects.flatMap((p) => [p.name, ...p.bullets]),
  ].filter((l): l is string => Boolean(l));
  const work = buildTermIndex(workLines.join('\n'));
  const used = new Set<string>(job.company ? [phraseKey(job.company)] : []);
  const take = (list: string[], s: string, max: number) => {
    const key = phraseKey(s);
    if (!key || used.has(key) || list.length >= max) return;
    used.add(key);
    list.push(s);
  };
  // 1. The facts: title, years, a field, the resume's own matched skills in job order.
  const title = latestTitle(resume, opts) ?? resume.headline ?? null;
  const domain = job.keywords.find(
    (k) => isDomainTerm(k) && termIn(k, work) && claimSource(k, resume) !== null && !used.has(phraseKey(k)),
  );
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
  // A skill is named only where the person states it (claim-source.ts): a skills item, or a line
  // of theirs that writes it whole.
  const matched = job.keywords.filter(
    (k) => termIn(k, evidence) && !looksLikeTitle(k) && !isDomainTerm(k) && claimSource(k, resume) !== null,
  );
  const ownWords = (k: string) => resume.skills.map(plain).find((s) => isSkillItem(k, s)) ?? k;
  for (const k of matched) if (lead.length < LEAD_SKILLS) take(lead, ownWords(k), LEAD_SKILLS);
  const leadIndex = buildTermIndex(lead.join('\n'));
  const certs: string[] = [];
  const more: string[] = [];
  for (const k of matched) {
    if (termIn(k, seen) || termIn(k, leadIndex)) continue;
    const cert = resume.certifications.find((c) => statedIn(k, c));
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
