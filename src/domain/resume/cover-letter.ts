/**
 * writeCoverLetter: a short cover letter (HTML document) from the resume's facts and the job's
 * title and company only. Every claim is a title, employer, skill or bullet of the resume;
 * the target company is named only as the place applied to.
 */
import { parseDate } from './dates';
import { escapeHtml } from './escape-html';
import { byRelevance, joinList, keywordRank, relevance } from './relevance';
import { documentCss, htmlDocument } from './render-styles';
import type { JobProfile, ParsedResume } from './types';
import { replaceAsides } from './bracket-asides';

/** "Led a team" -> "led a team"; "SQL reports" stays. */
const lowerFirst = (s: string): string =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
const sentence = (s: string): string =>
  s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<![.;:,])[.;:,]+$/, '');

export function writeCoverLetter(resume: ParsedResume, job: JobProfile): string {
  const role = job.title ?? 'this position';
  const at = job.company ? ` at ${job.company}` : '';
  const recent = resume.experience[0];
  const skills = resume.skills
    .map((s) => ({ s: replaceAsides(s, '').trim(), r: keywordRank(s, job) }))
    .filter((x) => x.r < Infinity)
    .sort((a, b) => a.r - b.r)
    .slice(0, 4)
    .map((x) => x.s);
  const paragraphs: string[] = [];
  // 1. Why I am writing, and who I am (the resume's own title; never a computed claim such as years).
  let intro = `I am writing to apply for the ${role} position${at}.`;
  if (recent?.title) {
    const current = parseDate(recent.endDate) === 'present';
    intro += ` ${current ? 'I currently work' : 'I most recently worked'} as ${/^[aeiou]/i.test(recent.title) ? 'an' : 'a'} ${recent.title}${recent.company ? ` at ${recent.company}` : ''}`;
    intro += '.';
  }
  paragraphs.push(intro);
  // 2. Two achievements, the most relevant bullets of the resume, quoted in substance.
  const bullets = byRelevance(
    resume.experience.flatMap((e) => e.bullets.map((b) => ({ b, e }))),
    (x) => relevance(x.b, job),
  ).slice(0, 2);
  if (bullets.length) {
    paragraphs.push(
      bullets
        .map(({ b, e }, i) =>
          i === 0 && e.company
            ? `At ${e.company}, I ${lowerFirst(sentence(b))}.`
            : `I also ${lowerFirst(sentence(b))}.`,
        )
        .join(' '),
    );
  }
  // 3. What I bring: matched skills and education.
  const edu = resume.education.find((e) => e.degree);
  const parts: string[] = [];
  if (skills.length) parts.push(`My work with ${joinList(skills)} matches what the ${role} role asks for.`);
  if (edu?.degree) parts.push(`I hold a ${edu.degree}${edu.school ? ` from ${edu.school}` : ''}.`);
  if (parts.length) paragraphs.push(parts.join(' '));
  // 4. Close.
  paragraphs.push(
    `Thank you for considering my application. I would welcome the chance to discuss how I can contribute${job.company ? ` to ${job.company}` : ''}.`,
  );
  const name = resume.contact.name ?? '';
  const body = [
    `<main class="letter">`,
    `<p>Dear Hiring Manager,</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>Sincerely,<br>${escapeHtml(name)}</p>`,
    `</main>`,
  ].join('\n');
  return htmlDocument(`Cover letter – ${escapeHtml(name || role)}`, documentCss('#1f3a5f'), body);
}
