/**
 * Job analysis, part 1: a posting's title, company, and its requirement lines. Postings are
 * pasted from anywhere, so every rule has a fallback: an explicit label, then layout, then prose.
 */
import { looksLikeTitle } from './entry-fields';
import type { ResumeLine } from './lines';

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

const REQ_SIGNAL =
  /\b\d+\+?\s*(?:(?:-|–|to)\s*\d+\s*)?(?:years?|yrs?)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\+?\s+(?:\(\d+\)\s+)?years?\b|\bdegree\b|\bbachelor|\bmaster['’]s\b|\bph\.?d\b|experience (?:with|in)\b|proficien|\brequired\b|\bmust (?:have|be)\b|\bcertifi(?:ed|cation)\b|\blicen[cs]e\b/i;

/** A heading that lists what is merely welcome ("Nice to have", "Preferred qualifications", "Bonus points"). */
const PREFERRED_HEADING =
  /^(?:(?:preferred|desired|desirable|additional|bonus)\b|nice[- ]to[- ]haves?|bonus points|pluses|it['’]?s a plus|extra credit|even better)/i;

/** The posting's own words that make what a sentence names welcome rather than required. */
const PREFERRED_WORDS =
  /\b(?:nice[- ]to[- ]haves?|(?:is |are |would be )?an? (?:big |huge |strong )?(?:plus|bonus|advantage)|bonus points?|preferred|preferably|ideally|desirable|desired|advantageous|helpful|familiarity with|exposure to|not required|welcome)\b/i;

/** A sentence's own label: "Nice to have: Python or R", "Bonus: dbt". */
const PREFERRED_LABEL =
  /^(?:nice[- ]to[- ]haves?|bonus(?: points)?|preferred(?: qualifications)?|pluses|extra credit)\s*[:\-–]/i;
const REQUIRED_LABEL = /^(?:requirements?|required|must[- ]haves?|minimum qualifications)\s*[:\-–]/i;

/**
 * Where a sentence of a posting stands: under a requirements heading, under a preferred one
 * ("Nice to have"), in the body (about the role, responsibilities), or about the employer
 * (benefits, pay, "About us", the equal-opportunity statement), which asks for nothing.
 */
export type SentenceContext = 'required' | 'preferred' | 'body' | 'employer';

/** Headings of what the employer offers or says of itself. */
const EMPLOYER_HEADING =
  /^(?:benefits|perks|what we offer|what['’]?s in it for you|why join(?: us)?|why you['’]?ll love|compensation|salary|pay|how to apply|our values|about us|equal opportunit)/i;
/** A sentence about benefits or equal opportunity, wherever it stands. */
const EMPLOYER_SENTENCE =
  /\b(?:equal opportunit|401\s?\(k\)|dental|vision (?:insurance|coverage|plan)|(?:health|medical) (?:insurance|coverage|plan)|paid time off|salary range|pay range|base salary|stipend|pension|tuition (?:reimbursement|assistance)|(?:staff|employee) discount|accommodations? (?:for|to|during|throughout)|regardless of|we welcome applications|employee assistance)/i;
/** A sentence stating the pay: an amount and a word of pay ("$85,000–$95,000 salary", "$18 an hour"). */
const PAY_SENTENCE =
  /[$£€]\s?\d.*\b(?:salary|base|pay|wage|compensation|bonus|equity|per hour|an hour|hourly|per year|a year|annually|OTE)\b|\b(?:salary|pay|wage|compensation)\b.*[$£€]\s?\d|[$£€]\s?\d[\d,.]*\s?(?:k\b)?\s?(?:\/\s?(?:hr|hour|year|yr))/i;

export interface PostingSentence {
  text: string;
  context: SentenceContext;
  /** Listed as a requirement: under a requirements heading, or requirement-shaped ("5+ years", "must have"). */
  requirement: boolean;
  /** What the posting's own words make of it: required unless marked preferred. */
  required: boolean;
}

/** A line's sentences; a parenthesis or a clause after ";" stands apart ("Bachelor's (Master's preferred)"). */
function sentencesOf(line: ResumeLine): string[] {
  const parts = line.bullet ? [line.text] : line.text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const PREFERRED_ASIDE = /\s*\(([^()]*\b(?:preferred|a plus|ideally|bonus)\b[^()]*)\)/gi;
  return parts
    .flatMap((p) => {
      const asides = [...p.matchAll(PREFERRED_ASIDE)].map((m) => m[1]!);
      return [...p.replace(PREFERRED_ASIDE, '').split(/\s*;\s*/), ...asides];
    })
    .map((p) =>
      p
        .trim()
        .replace(/[.;]+$/, '')
        .trim(),
    )
    .filter((p) => p.length > 2);
}

function sentenceIsRequired(text: string, context: SentenceContext): boolean {
  if (PREFERRED_LABEL.test(text)) return false;
  if (REQUIRED_LABEL.test(text)) return true;
  if (
    PREFERRED_WORDS.test(text) &&
    !/\b(?:must|required)\b(?!\s+(?:to|by))/i.test(text.replace(/not required/gi, ''))
  )
    return false;
  return context !== 'preferred';
}

/** Every sentence of a posting with where it stands and whether it asks for something outright. */
export function postingSentences(lines: ResumeLine[]): PostingSentence[] {
  const out: PostingSentence[] = [];
  let context: SentenceContext = 'body';
  for (const line of lines) {
    const kind = jobLineKind(line);
    if (kind !== 'text') {
      const heading = line.text.replace(/[:：]\s*$/, '').trim();
      if (kind === 'requirement-heading')
        context = PREFERRED_HEADING.test(heading) ? 'preferred' : 'required';
      else context = EMPLOYER_HEADING.test(heading) ? 'employer' : 'body';
      continue;
    }
    for (const text of sentencesOf(line)) {
      if (context === 'employer' || EMPLOYER_SENTENCE.test(text) || PAY_SENTENCE.test(text)) {
        out.push({ text, context: 'employer', requirement: false, required: false });
        continue;
      }
      const requirement =
        context === 'required' ||
        context === 'preferred' ||
        REQ_SIGNAL.test(text) ||
        PREFERRED_LABEL.test(text) ||
        REQUIRED_LABEL.test(text);
      out.push({ text, context, requirement, required: sentenceIsRequired(text, context) });
    }
  }
  return out;
}

const clean = (s: string): string =>
  s
    .replace(/\s*\((?:m\/f\/d|f\/m\/d|remote|hybrid|on-?site)\)\s*$/i, '')
    .replace(/(?<!\b(?:Co|Inc|Ltd|Corp|Jr|Sr|St))[.,;:!]+$/, '')
    .trim();

export function findJobTitle(lines: ResumeLine[]): string | null {
  // 1. An explicit label.
  for (const { text } of lines.slice(0, 15)) {
    const m = /^(?:job\s+title|title|position|role|job)\s*[:\-–]\s*(.+)$/i.exec(text);
    if (m) return clean(m[1]!);
  }
  // 2. The first line, when it reads like a job title (minus "at Company").
  const first = lines[0]?.text ?? '';
  const firstTitle = clean(first.replace(/\s+(?:at|@)\s+.+$/, ''));
  if (first && first.split(/\s+/).length <= 12 && looksLikeTitle(firstTitle)) return firstTitle;
  // 3. Prose: "We are hiring a Senior Accountant to ...".
  for (const { text } of lines.slice(0, 20)) {
    const m =
      /\b(?:we(?:['’]re| are)\s+(?:hiring|seeking|looking for|recruiting)|is hiring|hiring)\s+(?:an?\s+|our\s+next\s+)?(.+?)(?=\s+(?:to|who|for|in|at|with|that|on)\b|[.,;!]|$)/i.exec(
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
    const label = /^(?:company(?:\s+name)?|employer|organi[sz]ation)\s*[:\-–]\s*(.+)$/i.exec(text);
    if (label) return clean(label[1]!);
    // 2. "About X" as a heading line.
    const about = /^about\s+(.{2,60}?)\s*:?$/i.exec(text);
    if (about && text.split(/\s+/).length <= 7 && !NOT_COMPANY.test(about[1]!))
      candidates.push(clean(about[1]!));
  }
  // 3. "at X" on a short line near the top, or "Join X".
  for (const { text } of lines.slice(0, 4)) {
    const at = /(?:^|\s)(?:at|@)\s+([A-Z][\w&.'’ -]{1,50})$/.exec(text);
    if (at && text.split(/\s+/).length <= 12) candidates.push(clean(at[1]!));
  }
  for (const { text } of lines.slice(0, 20)) {
    const join = /\bjoin\s+([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})/.exec(text);
    if (join && !NOT_COMPANY.test(join[1]!)) candidates.push(clean(join[1]!));
  }
  return candidates.find(Boolean) ?? null;
}
