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
      // ", ideally in retail": the clause after "ideally" is welcome, the rest stays as asked.
      return [
        ...p.replace(PREFERRED_ASIDE, '').split(/\s*;\s*|,\s*(?=(?:ideally|preferably)\b)/i),
        ...asides,
      ];
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
