/**
 * Job analysis, part 4: everything a posting asks for, each thing once, as a recruiter lists it:
 * its label, its kind, whether the posting requires it or only welcomes it, and the sentence it
 * was read from. A keyword the posting names anywhere outside a "nice to have" (its requirements
 * or its description of the work) is required; one named only where the posting's own words make
 * it welcome ("Nice to have", "a plus", "preferred", "familiarity with") is preferred.
 */
import { namesDegree } from './job-qualifications';
import { asksSomething, type PostingSentence } from './job-sentences';
import { phraseKey } from './normalize';
import type { JobRequirement, RequirementKind } from './types';
import { readPostingLine, termSearch, vocabEntry, type PostingLine } from './vocabulary';

/** A known term's kind; an unknown capitalised name is taken for a tool, a lower-case phrase for domain knowledge. */
function kindOf(term: string): RequirementKind {
  return vocabEntry(term)?.kind ?? (/[A-Z]/.test(term) ? 'tool' : 'domain');
}

/** A version after a name: "14" in "Next.js 14", "2.2" in "WCAG 2.2", "3.11+"; not "5 years" or "20%". */
const VERSION_AFTER =
  /^\s+v?(\d+(?:\.\d+){0,2}\+?)(?![\w.%]|\s*(?:years?|yrs?|months?|hours?|days?|people|%))/i;

/**
 * The version a sentence gives a term, read right after the term's own words ("Next.js 14 App
 * Router" -> "14"). The requirement keeps its plain name, which a resume is matched on, and
 * shows the version beside it.
 */
function versionAsked(label: string, text: string): string | undefined {
  const entry = vocabEntry(label);
  const words = [...text.matchAll(/\S+/g)];
  for (const [i, w] of words.entries()) {
    const m = VERSION_AFTER.exec(text.slice(w.index + w[0].length));
    // A tool's release ("React 18"); for a standard or practice only a dotted one ("WCAG 2.2", not "OSHA 10").
    if (!m || label.includes(m[1]!) || (kindOf(label) !== 'tool' && !m[1]!.includes('.'))) continue;
    for (let k = 1; k <= Math.min(4, i + 1); k++) {
      const name = text.slice(words[i - k + 1]!.index, w.index + w[0].length);
      const same = entry ? vocabEntry(name) === entry : phraseKey(name) === phraseKey(label);
      if (same) return m[1];
    }
  }
  return undefined;
}

/**
 * A sentence without the lower-case examples of its parenthesised lists: "1 year of guest-facing
 * experience (hotel, restaurant, retail)" asks for guest-facing experience, not for retail. Names
 * in such a list stay ("(TCPA, 10DLC registration)").
 */
/** What makes a bracket a list of examples: a comma, "or", "and". */
const LIST_JOINER = /,|\bor\b|\band\b/;

const withoutExamples = (text: string): string =>
  text.replace(/\([^()]*\)/g, (list) =>
    LIST_JOINER.test(list) ? list.replace(/\b[a-z][\w-]*/g, ' ') : list,
  );

export function jobRequirements(
  keywords: readonly string[],
  sentences: readonly PostingSentence[],
  /** Qualifications and conditions read by their own rules (job-qualifications.ts, job-conditions.ts). */
  read: readonly JobRequirement[],
  /** How the sentences are read (postingLineReader: each text once for all the steps). */
  readLine: (text: string) => PostingLine = readPostingLine,
): JobRequirement[] {
  const indexed = sentences.map((s) => ({ s, line: readLine(s.text) }));
  const named: JobRequirement[] = keywords
    .filter((label) => !namesDegree(label))
    .map((label) => {
      const { namedBy } = termSearch(label);
      const naming = indexed.filter(({ line }) => namedBy(line)).map(({ s }) => s);
      const requiredBy = naming.find((s) => s.required);
      const line = (requiredBy ?? naming[0])?.text ?? '';
      const version = naming.map((s) => versionAsked(label, s.text)).find(Boolean);
      return {
        label,
        kind: kindOf(label),
        required: requiredBy !== undefined || naming.length === 0,
        line,
        ...(version && { version }),
      };
    });
  // A qualification or condition read by its own rule ("Fluent Spanish", "US work authorization")
  // replaces the same name read as a keyword ("Spanish", "Work authorization").
  const readKeys = new Set(read.map((q) => phraseKey(q.label)));
  const readEntries = new Set(read.map((q) => vocabEntry(q.label)).filter(Boolean));
  const readAgain = (r: JobRequirement) =>
    readKeys.has(phraseKey(r.label)) || readEntries.has(vocabEntry(r.label));
  // A field named only as an example in parentheses is one place the experience may come from.
  const beyondExamples = sentences.filter(asksSomething).map((s) => readLine(withoutExamples(s.text)));
  const asked = named.filter((r) => r.kind !== 'domain' || beyondExamples.some(termSearch(r.label).namedBy));
  // "Forecasting" beside "Demand forecasting", "Recruiting" beside "Technical recruiting": the
  // posting asks for the kind it names, and the bare field says nothing more unless a requirement
  // asks for it alone ("3+ years of SEO experience" beside "Technical SEO").
  const FIELDS: readonly RequirementKind[] = ['method', 'domain'];
  const fields = asked
    .filter((r) => FIELDS.includes(r.kind))
    .map((r) => ({ key: phraseKey(r.label), namedBy: termSearch(r.label).namedBy }));
  const namesKind = (r: JobRequirement) => {
    const key = phraseKey(r.label);
    const kinds = fields.filter((k) => k.key.endsWith(` ${key}`));
    if (!FIELDS.includes(r.kind) || kinds.length === 0) return false;
    const { namedBy } = termSearch(r.label);
    return !indexed.some(
      ({ s, line }) => s.requirement && namedBy(line) && !kinds.some((k) => k.namedBy(line)),
    );
  };
  return [...asked.filter((r) => !readAgain(r) && !namesKind(r)), ...read];
}
