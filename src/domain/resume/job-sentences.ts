/**
 * Job analysis, part 1b: a posting's sentences, each placed where it stands (requirements,
 * "Nice to have", the body, or the employer's own text) and marked required or preferred by the
 * posting's own words.
 */
import { jobLineKind } from './job-sections';
import type { ResumeLine } from './lines';

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
 * ("Nice to have"), in the body (about the role, responsibilities), about the employer
 * (benefits, pay, "About us", what the company is and does, the equal-opportunity statement), or
 * in the header that names the job and the employer ("Backend Engineer, Ledger (Go)",
 * "Tidewater Payments · Remote"). Only the first three ask for anything: the title is matched
 * on its own (score-match.ts), and what the company sells is not what the person must know.
 */
export type SentenceContext = 'required' | 'preferred' | 'body' | 'employer' | 'header';

/** Whether a sentence can ask for anything (see SentenceContext). */
export const asksSomething = (s: PostingSentence): boolean =>
  s.context !== 'employer' && s.context !== 'header';

/** Headings of what the employer offers or says of itself. */
const EMPLOYER_HEADING =
  /^(?:benefits|perks|what we offer|what['’]?s in it for you|why join(?: us)?|why you['’]?ll love|compensation|salary|pay|how to apply|our values|our story|our mission|who we are|about us|about the company|company overview|equal opportunit)/i;
/** "About Rivulet": a heading naming the company, not the role, the team or the person. */
const ABOUT_NAME_HEADING = /^about\s+(?!the\b|this\b|you\b|your\b|the role|our team)[A-Z]/;

/** A sentence that says the posting is hiring or speaks to the reader ("we're hiring", "you'll"). */
const HIRING_SENTENCE =
  /\b(?:hiring|seek(?:s|ing)?|looking for|we need|you['’]ll|you will|you are|you['’]re|your|the role|this role|the position)\b/i;

/** The opening words of a sentence about what the employer is or has done ("We're a 70-person company"). */
const EMPLOYER_SELF =
  /^(?:we['’]re an?\b|we are an?\b|we['’]ve (?:been|grown|tripled|doubled|raised)|we have (?:been|grown|tripled|doubled|raised)|founded in\b|our (?:customers|clients|members|mission|story|company)\b|our\s+(?!(?:[\w-]+\s+){0,2}(?:stack|tools?|tooling|codebase|tech)\b)[\w-]+(?:\s+[\w-]+){0,3}\s+(?:is|are|was|has|have|cares?|process(?:es)?|generates?|replaces?|serves?|runs?|makes?|sells?|helps?)\b)|\buse us\b/i;
/** A sentence about benefits or equal opportunity, wherever it stands. */
const EMPLOYER_SENTENCE =
  /\b(?:equal opportunit|401\s?\(k\)|dental|vision (?:insurance|coverage|plan)|(?:health|medical) (?:insurance|coverage|plan)|paid time off|salary range|pay range|base salary|stipend|pension|tuition (?:reimbursement|assistance)|(?:staff|employee) discount|accommodations? (?:for|to|during|throughout)|regardless of|we welcome applications|employee assistance|^we offer|^what we offer|allowance|loan repayment)/i;
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

/** A bracketed aside and what makes it a wish rather than a requirement. */
const ASIDE = /(?:(?<!\s)\s+)?\(([^()]*)\)/g;
const PREFERRED = /\b(?:preferred|a plus|ideally|bonus)\b/i;

/** A line's sentences; a parenthesis or a clause after ";" stands apart ("Bachelor's (Master's preferred)"). */
function sentencesOf(line: ResumeLine): string[] {
  const parts = line.bullet ? [line.text] : line.text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  return parts
    .flatMap((p) => {
      const asides = [...p.matchAll(ASIDE)].map((m) => m[1]!).filter((a) => PREFERRED.test(a));
      // ", ideally in retail": the clause after "ideally" is welcome, the rest stays as asked.
      return [
        ...p
          .replace(ASIDE, (all, inner: string) => (PREFERRED.test(inner) ? '' : all))
          .split(/(?:(?<!\s)\s+)?;\s*|,\s*(?=(?:ideally|preferably)\b)/i),
        ...asides,
      ];
    })
    .map((p) =>
      p
        .trim()
        .replace(/(?<![.;])[.;]+$/, '')
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

/** What a header line under the title holds: the place, the way of working, the hours. */
const HEADER_DETAIL =
  /\b(?:remote|hybrid|on-?site|in[- ]office|full[- ]time|part[- ]time|contract|temporary|permanent|shifts?|hours)\b|\s[·|—–]\s|,\s*[A-Z]{2}\b/i;

/**
 * The header: the title line the posting opens with, and the short lines under it that name the
 * employer, the place or the hours (at most three). A posting that opens with anything else, a
 * pasted list of skills for one, has none.
 */
function headerLength(lines: readonly ResumeLine[], title: string | null, company: string | null): number {
  const opening = (line: ResumeLine | undefined): line is ResumeLine =>
    !!line &&
    !line.bullet &&
    jobLineKind(line) === 'text' &&
    line.text.split(/\s+/).length <= 14 &&
    !/[.!?]$/.test(line.text);
  const first = lines[0];
  if (!opening(first) || !title || !first.text.toLowerCase().includes(title.toLowerCase())) return 0;
  let n = 1;
  while (n < Math.min(lines.length, 4)) {
    const line = lines[n];
    const names = (company && line?.text.includes(company)) || HEADER_DETAIL.test(line?.text ?? '');
    if (!opening(line) || !names) break;
    n++;
  }
  return n;
}

/**
 * A sentence about what the employer is or does: its name as the subject ("Sunfold bakes 180,000
 * loaves a day", "The Alderwick is a boutique hotel") or its own voice ("We're a 70-person
 * company"), unless it also speaks of the hire ("Cedar Hollow High School seeks a teacher").
 */
function aboutEmployer(text: string, company: string | null): boolean {
  if (HIRING_SENTENCE.test(text)) return false;
  if (EMPLOYER_SELF.test(text)) return true;
  const name = company
    ?.replace(/^the\s+/i, '')
    .split(/\s+/)[0]
    ?.replace(/[^\p{L}\p{N}&'’-]/gu, '');
  return (
    !!name && new RegExp(`^(?:the\\s+)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text)
  );
}

/** The job's title and employer as job-sections.ts reads them. */
export interface PostingFrame {
  title: string | null;
  company: string | null;
}

/**
 * Every sentence of a posting with where it stands and whether it asks for something outright.
 * The frame (title and employer) tells the header and the employer's own sentences apart.
 */
export function postingSentences(
  lines: ResumeLine[],
  { title, company }: PostingFrame = { title: null, company: null },
): PostingSentence[] {
  const out: PostingSentence[] = [];
  const header = headerLength(lines, title, company);
  let context: SentenceContext = 'body';
  let aboutCompany = false;
  for (const [i, line] of lines.entries()) {
    if (i < header) {
      out.push({ text: line.text, context: 'header', requirement: false, required: false });
      continue;
    }
    const kind = jobLineKind(line);
    if (kind !== 'text') {
      const heading = line.text.replace(/[:：]\s*$/, '').trim();
      aboutCompany = kind === 'other-heading' && ABOUT_NAME_HEADING.test(heading);
      if (kind === 'requirement-heading')
        context = PREFERRED_HEADING.test(heading) ? 'preferred' : 'required';
      else context = EMPLOYER_HEADING.test(heading) ? 'employer' : 'body';
      continue;
    }
    // "Requirements: 3+ years of design; a portfolio; Figma": the line's label places every clause.
    const labelled = REQUIRED_LABEL.test(line.text)
      ? 'required'
      : PREFERRED_LABEL.test(line.text)
        ? 'preferred'
        : null;
    const lineContext: SentenceContext = labelled && context === 'body' ? labelled : context;
    for (const text of sentencesOf(line)) {
      if (
        lineContext === 'employer' ||
        // "Interest in coaching a club (stipend available)": an aside on pay leaves the ask standing.
        EMPLOYER_SENTENCE.test(text.replace(/\([^()]*\)/g, ' ')) ||
        PAY_SENTENCE.test(text) ||
        (lineContext === 'body' &&
          ((aboutCompany && !HIRING_SENTENCE.test(text)) || aboutEmployer(text, company)))
      ) {
        out.push({ text, context: 'employer', requirement: false, required: false });
        continue;
      }
      // "German is a plus" asks for German wherever it stands.
      const requirement =
        lineContext === 'required' ||
        lineContext === 'preferred' ||
        REQ_SIGNAL.test(text) ||
        PREFERRED_WORDS.test(text) ||
        PREFERRED_LABEL.test(text) ||
        REQUIRED_LABEL.test(text);
      out.push({ text, context: lineContext, requirement, required: sentenceIsRequired(text, lineContext) });
    }
  }
  return out;
}

/** A company's departments by the names postings give them as colleagues. */
const DEPARTMENT =
  '(?:product marketing|product management|customer success|customer support|data science|go-to-market|FP&A|(?:the\\s+)?(?:Controller|CFO|CEO)|marketing|sales|finance|engineering|product|design|operations|ops|legal|HR|people ops|procurement|security|IT|support|leadership|executives|engineers|designers|analysts)';

/** The people a sentence works with: "partner with sales ops and customer success", "reports for leadership". */
const COLLABORATORS = [
  // "Partner with SDRs, solutions engineers and customer success on pipeline": up to where the work begins.
  /\b(?:partner(?:ing)?|collaborat(?:e|ing)|coordinat(?:e|ing)|liais(?:e|ing)|work(?:ing)?\s+(?:closely|together|alongside)|together|alongside)\s+with\s+(?:[^\s.;:][^.;:]*?)?(?=(?<!\s)\s+(?:on|to|in|for|around|so|who|at|using|by|during|when|while|through|from|into|as)\b|[.;:]|$)/gi,
  // "across risk, compliance and operations teams", "present to leadership".
  /\b(?:across|for|to|with)\s+(?:(?:our|your|the)\s+)?(?:[\w&/-]+(?:,\s*|\s+(?:and|or)\s+|\s+)){0,6}?(?:teams?|colleagues|leadership|executives|departments?)\b/gi,
  // "Plan launches with marketing, sales and customer success", "and with product marketing on
  // launches", "analyses for the Controller and FP&A": departments after "with" or "for", unless
  // it is experience with them.
  new RegExp(
    `\\b(?:with|for)(?<!\\b(?:experience|familiarity|comfort|background|knowledge|expertise|proficiency|skills?)\\s+(?:working\\s+)?(?:with|for))\\s+(?:our\\s+|the\\s+)?${DEPARTMENT}(?:(?:,\\s*|\\s+(?:and|or)\\s+|,\\s+(?:and|or)\\s+)${DEPARTMENT})*(?=\\s+(?:on|to|in|for|around|so|as|at|when)\\b|[.;:,)]|$)`,
    'gi',
  ),
];

/**
 * A sentence without the people it names as colleagues, for reading skills from it: the teams
 * a person works with ("UX designers, underwriters and our risk colleagues") are not skills
 * asked of them.
 */
export const withoutCollaborators = (text: string): string =>
  COLLABORATORS.reduce((t, re) => t.replace(re, (m) => m.split(/\s+/)[0]!), text);
