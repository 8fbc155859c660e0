/**
 * Parser step 2: which lines are section headings. Known headings map to a section; other
 * lines made only of heading words ("AWARDS & HONORS") open an `other` section. A capitalised
 * line that is not made of heading words (a company in capitals) is NOT a heading: a missed
 * heading costs less than cutting a job in two. Spanish, German, French and Portuguese headings
 * live in headings-i18n.ts, Italian, Dutch, Polish and Chinese ones in headings-i18n-it-nl-pl-zh.ts; every heading is matched case- and accent-insensitively.
 */
import { foldAccents } from './fold';
import { I18N_HEADINGS } from './headings-i18n';
import { MORE_I18N_HEADINGS } from './headings-i18n-it-nl-pl-zh';
import { memoText } from './text-memo';

export type SectionKind =
  'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications' | 'other';

const KNOWN: Record<string, SectionKind> = {};
function add(kind: SectionKind, names: string): void {
  for (const n of names.split('|')) KNOWN[n] = kind;
}
add(
  'contact',
  'contact|contact information|contact info|contact details|personal details|personal information|personal|' +
    'personal info',
);
add(
  'summary',
  'summary|professional summary|career summary|executive summary|profile|professional profile|career profile|' +
    'objective|career objective|professional objective|about|about me|overview|summary of qualifications|' +
    'qualifications summary|personal statement|profile summary|resume headline|personal profile|personal summary|' +
    // "Info" alone over the person's paragraph (and their details, which go to the header wherever they stand).
    'info',
);
add(
  'experience',
  'experience|work experience|professional experience|relevant experience|work history|employment|' +
    'employment history|career history|professional background|career experience|experience and employment|' +
    'teaching experience|clinical experience|nursing experience|sales experience|accounting experience|' +
    'industry experience|internships|internship experience|work and leadership experience|professional history|' +
    'employment details|work details|career details|' +
    // Research and academic posts are jobs too ("Research Experience", "Academic Experience").
    'research experience|academic experience|research and teaching experience|teaching and research experience|' +
    'industry and research experience|leadership experience|academic positions|academic appointments|' +
    'professional appointments|positions held|' +
    // JSON Resume names the section "work", and the themes print it as a heading of one word.
    'work',
);
add(
  'education',
  'education|education and training|academic background|academic history|academics|educational background|' +
    'education and certifications|academic qualifications|education history|training and education',
);
add(
  'skills',
  'skills|technical skills|core competencies|competencies|key skills|skills and abilities|areas of expertise|' +
    'expertise|technologies|tools|skills and tools|tools and technologies|technical proficiencies|' +
    'core skills|professional skills|relevant skills|clinical skills|computer skills|skills summary|' +
    'skills and technologies|technical expertise|languages and technologies|skill set|skillset|' +
    'proficiencies|proficiency|' +
    // A lone "Technical" heading names the technical skills.
    'technical|' +
    // A list of programming languages is a list of skills (spoken languages are not).
    'programming languages',
);
add(
  'projects',
  'projects|project|personal projects|academic projects|selected projects|key projects|side projects|' +
    'project experience|project work|open source projects|open source',
);
add(
  'certifications',
  'certifications|certificates|certification|licenses|licenses and certifications|certifications and licenses|' +
    'licensure|licenses and certificates|credentials|professional certifications|licensure and certifications|' +
    'licences|licence|licences and certifications|certifications and licences|licences and certificates|' +
    'certificates and licences|tickets and licences|licences and tickets|licensure and certification|' +
    'professional qualifications|qualifications and certifications|certifications and qualifications',
);
/**
 * Headings of sections kept as `other` that never name a skill, so they close a skills list
 * even written in Title Case ("Volunteering"); "Leadership" or "Research" alone may be a skill.
 */
const OTHER_HEADINGS = new Set(
  (
    'awards|honors|honours|awards and honors|awards and honours|honors and awards|achievements|accomplishments|' +
    'publications|presentations|conferences|volunteer|volunteering|volunteer experience|volunteer work|' +
    'community service|community involvement|activities|extracurricular activities|interests|hobbies|' +
    'hobbies and interests|interests and hobbies|languages|references|affiliations|memberships|' +
    'professional memberships|professional affiliations|patents|military service|continuing education|' +
    'additional information|personal interests|profiles|social profiles|online profiles|links|social|social media|' +
    'referees|research interests|research interest|selected publications|invited talks|talks|' +
    'extra-curricular activities|extracurricular activity|security clearance|official languages|language|' +
    'spoken languages|foreign languages|' +
    'program committees|presentation|writing|teaching|service|selected media coverage|media coverage'
  ).split('|'),
);
add('other', 'other details|additional details');
for (const [kind, names] of [...I18N_HEADINGS, ...MORE_I18N_HEADINGS]) add(kind, names);

/**
 * The known headings without their spaces: capitals set with wide tracking lose the gap between
 * words when read ("WORKEXPERIENCE"), or gain gaps where the tracking and the glyphs' own widths
 * happen to leave wide ones ("E XPER IEN CE", "L AN GUAGE S"); a heading in capitals whose
 * letters spell a known or listed heading is looked up here, and labelled by its name.
 */
const KNOWN_RUN_TOGETHER = new Map<string, { kind: SectionKind; name: string }>(
  [
    ...[...OTHER_HEADINGS].map((name): [string, SectionKind] => [name, 'other']),
    ...Object.entries(KNOWN),
  ].map(([name, kind]) => [name.replace(/ /g, ''), { kind, name }]),
);

/**
 * A heading set letter-spaced whose word gaps read as letter gaps (pdf.js parts each glyph by one
 * space, so "P e r f i l   p r o f e s i o n a l" collapses to "Perfilprofesional"): the known or
 * listed heading its letters spell, with the word spaces put back where that heading has them
 * ("Perfil profesional"), in the run's own letters and case; null when they spell none.
 */
export function respacedHeading(run: string): string | null {
  const key = headingKey(run);
  const found = /\s/.test(key) ? undefined : KNOWN_RUN_TOGETHER.get(key);
  if (!found || [...found.name.replace(/ /g, '')].length !== [...run].length) return null;
  const letters = [...run];
  let out = '';
  for (const c of found.name) out += c === ' ' ? ' ' : letters.shift()!;
  return out;
}

/** Words that make up the headings of sections we keep as `other`. */
const OTHER_WORDS = new Set(
  (
    'awards honors honours achievements accomplishments publications presentations conferences volunteer ' +
    'volunteering community service involvement activities extracurricular leadership interests hobbies ' +
    'languages references affiliations memberships professional associations organizations training courses ' +
    'coursework relevant additional information research patents military development continuing of and ' +
    'referees selected invited talks interest extra-curricular activity security clearance official language ' +
    'program committees presentation writing teaching media coverage on campus software'
  ).split(' '),
);

/** A heading that names a section even as a resume's first line ("Profiles" atop a sidebar). */
export const isListedHeading = (text: string): boolean => OTHER_HEADINGS.has(headingKey(text));

function headingKey(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[:|/,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A section carried over a page break: "Experience (continued)", "Education, cont'd", "(suite)". */
const CONTINUED_RE =
  /(?<=\p{L})\s*(?:\((?:continued|cont\.|cont['’]d|fortsetzung|forts\.|suite|continuación|continuação|continua)\)|[,–—-]\s*(?:continued|cont['’]d))$/iu;

/** A section's number before its name: "1 ", "2. ", "IV) ". */
const SECTION_NUMBER_RE = /^(?:\d{1,2}|[IVX]{1,4})[.)]?\s+(?=\p{L})/u;

export interface Heading {
  kind: SectionKind;
  /** The heading as written (for `other` sections). */
  label: string;
  /** Text after "Skills:" on the same line, if any. */
  inline: string | null;
}

/**
 * Whether a (non-bullet) line is a section heading, and of which section. `strict` (inside a
 * skills list, where "Leadership" alone on a line is a skill) accepts unknown headings only in
 * capitals, or in Title Case when they are one of OTHER_HEADINGS ("Volunteering").
 */
export function detectHeading(text: string, strict = false): Heading | null {
  const found = (strict ? strictHeading : looseHeading)(text);
  // A copy: callers may keep and change what they are given.
  return found && { ...found };
}

const readHeading = (text: string, strict: boolean): Heading | null => {
  // 1. "Skills: Python, SQL" is a heading with its first content line.
  const colon = /^([^:]{2,40}):\s*(\S.*|)$/.exec(text);
  // A numbered heading ("1 Education", "2. Skills", "IV. Projects") is named by its words.
  const head = (colon ? colon[1]! : text).replace(SECTION_NUMBER_RE, '').replace(CONTINUED_RE, '');
  if (head.length > 48 || /\d/.test(head)) return null;
  const key = headingKey(head);
  const tracked =
    KNOWN[key] || OTHER_HEADINGS.has(key) || head !== head.toUpperCase()
      ? undefined
      : KNOWN_RUN_TOGETHER.get(key.replace(/ /g, ''));
  // French "Résumé" is a summary heading; the English title line "Resume" is not.
  const known =
    KNOWN[key] ??
    tracked?.kind ??
    summed(key) ??
    paired(key, head) ??
    (key === 'resume' && /é/i.test(head) ? 'summary' : undefined);
  const label = tracked ? tracked.name.toUpperCase() : head.trim();
  if (known) return { kind: known, label, inline: colon?.[2] ? colon[2].trim() : null };
  if (colon) return null;
  // 2. An unknown heading: every word a heading word, written as a heading (capitals or Title Case).
  const words = key.split(' ');
  const listed = OTHER_HEADINGS.has(key);
  if (!listed && (words.length > 5 || !words.every((w) => OTHER_WORDS.has(w)))) return null;
  if (words.every((w) => w === 'and' || w === 'of')) return null;
  const caps = head === head.toUpperCase();
  const titled = head.split(/\s+/).every((w) => /^[A-Z&]/.test(w) || /^(?:and|of)$/.test(w));
  const plain = !strict || listed;
  return caps || (titled && plain) ? { kind: 'other', label: head.trim(), inline: null } : null;
};

/**
 * "Professional Skills Summary", "Experience Overview": a known heading summed up names its
 * section (the person's details are not summed up: "Personal Summary" is a summary).
 */
function summed(key: string): SectionKind | undefined {
  const m = /^(.+) (?:summary|overview)$/.exec(key);
  const kind = m ? KNOWN[m[1]!] : undefined;
  return kind === 'contact' ? undefined : kind;
}

/**
 * "Skills & Proficiency", "Skills and Expertise": two known headings of one kind name that kind;
 * "Skills and Tech", "Experience & Impact": a known heading and one word more that names no
 * section, written as a heading (every word capitalised), name the known heading's.
 */
function paired(key: string, head: string): SectionKind | undefined {
  const m = /^(.+) and (.+)$/.exec(key);
  const [a, b] = m ? [KNOWN[m[1]!], KNOWN[m[2]!]] : [];
  if (a && a === b) return a;
  const more = m?.[2] ?? '';
  const capitalised = head.split(/\s+/).every((w) => /^(?:\p{Lu}|&|and$)/u.test(w));
  return a && !b && /^\p{L}{3,}$/u.test(more) && !OTHER_WORDS.has(more) && capitalised ? a : undefined;
}

// Several steps of one reading ask about each line: each text is read once.
const looseHeading = memoText((text) => readHeading(text, false), 100_000);
const strictHeading = memoText((text) => readHeading(text, true), 100_000);
