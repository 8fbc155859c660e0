/**
 * Job analysis, part 1: a posting's title, company, and its headings (its sentences are placed
 * under them in job-sentences.ts). Postings are pasted from anywhere, so every rule has a
 * fallback: an explicit label, then layout, then prose.
 */
import { isPlace, looksLikeTitle } from './entry-fields';
import type { ResumeLine } from './lines';
import { replaceAsides } from './bracket-asides';

const REQ_HEADING =
  /^(?:(?:minimum|basic|required|preferred|desired|additional|key)\s+)?(?:requirements|qualifications|skills(?:\s*(?:and|&)\s*(?:experience|qualifications))?|experience)|^(?:what you['’]?ll need|what you need|what we['’]?re looking for|what we look for|must[- ]haves?|nice[- ]to[- ]haves?|bonus(?:\s+points)?$|(?:preferred|desired|desirable)$|pluses$|extra credit$|even better(?: if)?$|it['’]?s a plus(?: if)?$|who you are|about you|you have|you bring|what you bring|your profile|ideal candidate|the ideal candidate|requirements and qualifications|education and experience)/i;
const OTHER_HEADING =
  /^(?:(?:key\s+)?responsibilities|duties|what you['’]?ll do|what you will do|the role|about the (?:role|job|team|position)|about us|benefits|perks|what we offer|why join us|why you['’]?ll love|compensation|salary|the opportunity|day[- ]to[- ]day|your impact|how to apply|location|schedule|our values)/i;

export type JobLineKind = 'requirement-heading' | 'other-heading' | 'text';

/** Headings are short lines; a long line that happens to start with "Experience" is prose. */
export function jobLineKind(line: ResumeLine): JobLineKind {
  if (line.bullet) return 'text';
  const text = line.text.replace(/[:：]\s*$/, '').trim();
  if (text.split(/\s+/).length > 7) return 'text';
  // "Bonus: dbt" is a labelled sentence, not a heading.
  if (REQ_HEADING.test(text) && !/\s(?:with|in|of)\s/i.test(text))
    return /[:：]\s*\S/.test(text) ? 'text' : 'requirement-heading';
  if (OTHER_HEADING.test(text) || /^about\s+\S/i.test(text)) return 'other-heading';
  return line.text.endsWith(':') ? 'other-heading' : 'text';
}

/** The punctuation closing a name goes, but for the dot of "Acme Co." or "Jr." (kept when it is the only one). */
function dropClosingPunctuation(s: string): string {
  let end = s.length;
  while (end > 0 && '.,;:!'.includes(s[end - 1]!)) end -= 1;
  if (end === s.length) return s;
  return s.slice(0, /\b(?:Co|Inc|Ltd|Corp|Jr|Sr|St)$/.test(s.slice(0, end)) ? end + 1 : end);
}

const clean = (s: string): string =>
  dropClosingPunctuation(
    s.replace(/(?<!\s)\s*\((?:m\/f\/d|f\/m\/d|remote|hybrid|on-?site)\)\s*$/i, ''),
  ).trim();

export function findJobTitle(lines: ResumeLine[]): string | null {
  // 1. An explicit label.
  for (const { text } of lines.slice(0, 15)) {
    const m = /^(?:job\s+title|title|position|role|job)\s*[:\-–]\s*(\S.*)$/i.exec(text);
    if (m) return clean(m[1]!);
  }
  // 2. The first line, when it reads like a job title (minus "at Company").
  const first = lines[0]?.text ?? '';
  const firstTitle = clean(first.replace(/(?<!\s)\s+(?:at|@)\s+\S.*$/, ''));
  if (first && first.split(/\s+/).length <= 12 && looksLikeTitle(firstTitle)) return firstTitle;
  // 3. Prose: "We are hiring a Senior Accountant to ...".
  for (const { text } of lines.slice(0, 20)) {
    const m =
      /\b(?:we(?:['’]re| are)\s+(?:hiring|seeking|looking for|recruiting)|is hiring|hiring)\s+(?:an?\s+|our\s+next\s+)?(\S.*?)(?=(?<!\s)\s+(?:to|who|for|in|at|with|that|on)\b|[.,;!]|$)/i.exec(
        text,
      );
    if (m && m[1]!.split(/\s+/).length <= 8) return clean(m[1]!);
  }
  return first && first.split(/\s+/).length <= 12 ? clean(first) : null;
}

const NOT_COMPANY = /^(?:the|this|our|you|us|the role|the job|the team|the position|the company|yourself)$/i;

export function findCompany(lines: ResumeLine[]): string | null {
  const candidates: (string | undefined)[] = [];
  for (const { text } of lines.slice(0, 40)) {
    // 1. "Company: X" wins outright.
    const label = /^(?:company(?:\s+name)?|employer|organi[sz]ation)\s*[:\-–]\s*(\S.*)$/i.exec(text);
    if (label) return clean(label[1]!);
    // 2. "About X" as a heading line.
    const about = /^about\s+(\S.{1,59}?)\s*:?$/i.exec(text);
    if (about && text.split(/\s+/).length <= 7 && !NOT_COMPANY.test(about[1]!))
      candidates.push(clean(about[1]!));
  }
  // 3. "at X" on a short line near the top, or "Join X".
  for (const { text } of lines.slice(0, 4)) {
    const at = /(?:^|\s)(?:at|@)\s+([A-Z][\w&.'’ -]{1,50})$/.exec(text);
    if (at && text.split(/\s+/).length <= 12) candidates.push(clean(at[1]!));
  }
  // 4. The line under the title, when it opens with a name before the place ("Rivulet · Remote (EMEA)",
  // "Marrow Creek Community Hospital, Lawrence, KS").
  const under = lines[1];
  if (under && !under.bullet && under.text.split(/\s+/).length <= 16) {
    const name = clean(
      replaceAsides(
        under.text.split(/(?<!\s)\s+[—–·|]\s+|(?:(?<!\s)\s+)?,\s+|(?<!\s)\s+\|\s*/)[0]!,
        ' ',
        true,
      ),
    );
    if (
      /^[A-Z]/.test(name) &&
      name.split(/\s+/).length <= 6 &&
      !looksLikeTitle(name) &&
      !isPlace(name) &&
      !/^(?:remote|full|part|hybrid|on-?site)\b/i.test(name)
    )
      candidates.push(name);
  }
  for (const { text } of lines.slice(0, 20)) {
    const join = /\bjoin\s+([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})/.exec(text);
    if (join && !NOT_COMPANY.test(join[1]!)) candidates.push(clean(join[1]!));
  }
  return candidates.find(Boolean) ?? null;
}
