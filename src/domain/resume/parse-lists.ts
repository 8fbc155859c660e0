/**
 * Parser step 4d: the list-like sections: skills, certifications, projects, summary.
 */
import type { ResumeLine } from './lines';
import type { ProjectEntry } from './types';
import { vocabEntry } from './vocabulary';
import { replaceOutsideBrackets } from './outside-brackets';

/**
 * The marks that part a list's items on one line: commas, semicolons, bars and dots (a shape set
 * between items, "Python ◆ SQL", reaches the parser as a bullet: contact-icons.ts).
 */
const SEPARATORS = ',;|•·▪●';
const SEPARATOR_RE = new RegExp(`[${SEPARATORS}]`);
const ENDS_ON_SEPARATOR_RE = new RegExp(`[${SEPARATORS}]$`);
/** A separator or a tab stop between two items. */
const PIECE_RE = new RegExp(`[${SEPARATORS}]|\\s{2,}`);

/** Splits on list separators outside parentheses: "Python (Django, Flask), SQL" -> 2 items. */
function splitList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth += 1;
    else if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    else if (
      depth === 0 &&
      (SEPARATORS.includes(ch) || (ch === ' ' && text[i + 1] === ' ') || sentenceEnd(text, i))
    ) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/**
 * "git, and low-code (bubble.io). Formerly, C++": a full stop after a word or a bracket, before
 * a capital, ends a sentence and so an item; not the dots of "U.S. GAAP" or "e.g. Python".
 */
function sentenceEnd(text: string, i: number): boolean {
  if (text[i] !== '.' || !/^\s+\p{Lu}/u.test(text.slice(i + 1)) || !/[\p{Ll})]$/u.test(text.slice(0, i)))
    return false;
  const word = /(?<!\S)\S*$/.exec(text.slice(0, i))![0].replace(/\([^()]*\)/g, '');
  return !word.includes('.');
}

/** A spaced dash or slash after a word, within the line or closing it ("R / Python /"): items of a list written without commas. */
const SPACED_DASH_AFTER_RE = /(?<=\S)\s[-–—/](?=\s|$)/;
const SPACED_DASHES_AFTER_RE = new RegExp(SPACED_DASH_AFTER_RE, 'g');

/**
 * "GDAL - GRASS - QGIS", "R / Python /": a list line with no other separator, set with spaced
 * dashes or slashes, is read as if set with commas, so a list wrapped mid-item rejoins as any does.
 */
const withCommas = (line: ResumeLine): ResumeLine =>
  SEPARATOR_RE.test(line.text) || !SPACED_DASH_AFTER_RE.test(line.text)
    ? line
    : { ...line, text: line.text.replace(SPACED_DASHES_AFTER_RE, ',') };

/** Skills: "Python, SQL | Tableau • Excel; dbt" and "Languages: Python, Go" (the category is dropped). */
export function parseSkills(lines: ResumeLine[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  const listed = unwrapLists(lines.map(withCommas));
  // Several "Label    a, b" rows make a table of categories, even where a label is a skill word.
  const table = listed.filter((t) => gapCategory(t, true)).length >= 2;
  let single = false;
  for (const text of listed) {
    // 0. A level alone on the line under a group's name ("Tools" / "Intermediate") is that
    // group's level: "Tools (Intermediate)".
    if (single && LEVEL_LINE_RE.test(text.trim())) {
      const named = `${skills.pop()!} (${text.trim()})`;
      seen.add(named.toLowerCase());
      skills.push(named);
      single = false;
      continue;
    }
    const before = skills.length;
    // 1. "Category: a, b, c" -> a, b, c. A colon inside a long sentence is not a category.
    const category =
      /^([^:]{2,40}):\s*(\S.*|\s)$/.exec(text) ?? gapCategory(text, table) ?? HAN_LABEL_RE.exec(text);
    // "Proficient in Windows and Mac OS, Word": a list written as a sentence; its lead-in is no
    // skill, and its "and" joins items as a comma does.
    const said = SENTENCE_LEAD_RE.exec(category ? category[2]! : text);
    const items = said
      ? replaceOutsideBrackets(said[1]!, /(?<!\s)\s+and\s+/g, ', ')
      : category
        ? category[2]!
        : text;
    // 2. Split on the separators people use (spaced dashes and slashes read as commas, withCommas);
    // keep "HTML/CSS" and "CI/CD" whole.
    for (const raw of splitList(items)) {
      const skill = raw
        .trim()
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/(?<![.;:])[.;:]+$/, '')
        .trim()
        .replace(LEVEL_NOTE_RE, '');
      const key = skill.toLowerCase();
      // A long item is a sentence, not a skill; the sub-items in its brackets do not count
      // ("AWS (CloudFormation, Lambda, Sagemaker, EC2, S3, ECS, DynamoDB)").
      const named = skill.replace(/(?:(?<!\s)\s+)?\([^()]*\)/g, '');
      if (!skill || named.length > 60 || seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
    single = !category && skills.length === before + 1 && !SEPARATOR_RE.test(text);
  }
  return skills;
}

/**
 * "Software    SAP QM, Minitab": a label set apart by a wide gap (a table cell, moderncv's
 * \cvitem) before a comma list is its category. A known skill alone is no label ("Python    SQL,
 * Go" is a row of skills) unless other rows have the same shape; nor is a label holding separators.
 */
function gapCategory(text: string, table = false): [string, string, string] | null {
  // In a table of categories a label may hold a comma ("Cloud, Infrastructure & DevOps").
  const m = (table ? TABLE_LABEL_RE : LABEL_RE).exec(text);
  const listed = /[,;]/.test(m?.[2] ?? '');
  const words = m ? m[1]!.split(/\s+/).filter((w) => !/^(?:&|and)$/i.test(w)) : [];
  if (!m || /\s{2,}/.test(m[2]!) || !listed || words.length > 3) return null;
  return !table && vocabEntry(m[1]!) ? null : [text, m[1]!, m[2]!];
}

const LABEL_RE = /^([^,;|•·:]{2,30}?)\s{2,}(\S.*)$/;
const TABLE_LABEL_RE = /^([^;|•·:]{2,30}?)\s{2,}(\S.*)$/;

/** "编程语言 Python, C++": a label in Chinese characters before a list, set apart by a space. */
const HAN_LABEL_RE = /^(\p{Script=Han}{2,8})\s+(\S(?=.*[,，、]).*)$/u;

/** The lead-in of a list written as a sentence ("Proficient in", "Fluent in", "Familiar with"). */
const SENTENCE_LEAD_RE =
  /^(?:(?:highly |very )?(?:proficient|fluent|skilled|experienced|competent|versed|expert)(?: (?:in|with|at))|familiar with|knowledge of|working knowledge of|experience (?:in|with))\s+(\S.*)$/i;

/** A proficiency note after a skill, "MS Excel (sehr gut)", "SAP (advanced)", "Inglés (B2)". */
const LEVEL =
  'basic|beginner|elementary|intermediate|advanced|expert|proficient|fluent|native|good|very good|excellent|' +
  'working knowledge|sehr gut|gut|gute kenntnisse|sehr gute kenntnisse|grundkenntnisse|fortgeschritten|' +
  'fließend|verhandlungssicher|muttersprache|básico|basico|intermedio|avanzado|experto|nativo|débutant|' +
  'intermédiaire|avancé|courant|notions|bilingue|intermediário|avançado|fluente|[abc][12]';
const LEVEL_LINE_RE = new RegExp(`^(?:${LEVEL})$`, 'iu');
const LEVEL_NOTE_RE = new RegExp(`(?<!\\s)\\s*\\((?:${LEVEL})(?:[,/ ]+(?:${LEVEL}))*\\)$`, 'iu');

/** A line of a list that filled its width (a wrapped list line, not a short list of its own). */
const WRAP_WIDTH = 60;

/**
 * Rejoins list lines that wrapped mid-item: "..., SQL, Budget" / "Management, Copywriting" is one
 * skill "Budget Management". A list line that ends without a separator goes on on the next line
 * when that opens with a lower-case word ("and Qualification") or a bracket ("Accessibility" /
 * "(WCAG)"), or when the line filled the width
 * or the list wraps anywhere (wrapsAnywhere), unless the words either side of the break are two
 * items (twoItems).
 */
function unwrapLists(lines: ResumeLine[]): string[] {
  const out: string[] = [];
  let prev = '';
  const capitalised = capitalisedOneALine(lines);
  const wraps = wrapsAnywhere(lines);
  // Two lines of a list are two rows or one list wrapped; with three or more, sameRow tells rows.
  const longest = lines.filter((l) => l.text.trim()).length === 2 ? longestItem(lines) : Infinity;
  for (const [at, { text, bullet }] of lines.entries()) {
    const line = text.trim();
    // "Gestione accessi venosi" / "centrali": in a list of one capitalised item a line, a line
    // all in lower case (no known skill: "git"; no "jQuery") is the item above going on.
    const goesOn = /^\p{Ll}[\p{Ll}\s'’-]*$/u.test(line) && /\s/.test(prev) && !vocabEntry(line);
    if (capitalised && out.length > 0 && !bullet && goesOn) {
      out[out.length - 1] += ` ${line}`;
      prev = line;
      continue;
    }
    const wrapped =
      out.length > 0 &&
      !bullet &&
      !sameRow([at > 1 ? lines[at - 2]!.text : '', prev, line]) &&
      !sameRow([prev, line, lines[at + 1]?.text ?? '']) &&
      !/^[^:,]{2,40}:\s/.test(line) &&
      !gapCategory(line, true) &&
      SEPARATOR_RE.test(out[out.length - 1]!) &&
      !ENDS_ON_SEPARATOR_RE.test(prev) &&
      ((/^[a-z]/.test(line) && !opensWithName(line)) ||
        /^[([]/.test(line) ||
        (prev.length >= WRAP_WIDTH && !twoItems(out.at(-1)!, line, longest)) ||
        (wraps && !twoItems(out.at(-1)!, line, longest, true)));
    // In a row of columns, a cell before the last that ends with a separator ("Laravel,") is the
    // one going on: the wrapped line is its next item, not the end of the last cell's item.
    const cellGoesOn = prev
      .split(/\s{2,}/)
      .slice(0, -1)
      .some((cell) => ENDS_ON_SEPARATOR_RE.test(cell));
    if (wrapped && cellGoesOn) out[out.length - 1] += `, ${line}`;
    else if (wrapped) out[out.length - 1] = joinBroken(out[out.length - 1]!, line);
    else out.push(line);
    prev = line;
  }
  return out;
}

/** A line whose first item is a name written in lower case: a known skill, or a word with a capital inside ("gRPC", "iOS"). */
function opensWithName(line: string): boolean {
  const first = line.split(SEPARATOR_RE)[0]!.trim();
  return /^\p{Ll}+\p{Lu}/u.test(first) || Boolean(vocabEntry(first));
}

/**
 * A list line and the line it goes on onto. A word the wrap broke at its hyphen is one word
 * ("Bud-" / "get Management"), or keeps its hyphen before a capital ("Fuel-" / "Efficient").
 */
function joinBroken(top: string, next: string): string {
  if (!/\p{L}-$/u.test(top)) return `${top} ${next}`;
  return /^\p{Ll}/u.test(next) ? `${top.slice(0, -1)}${next}` : `${top}${next}`;
}

/**
 * Two items either side of a break: more words than one item holds ("Budget Management" /
 * "Conversion Rate Optimisation"), more words that name something than any item of a two-line
 * list holds, by two and more (`longest`: "Menu Development" / "Food Safety" in a list of one- and
 * two-word items is two rows; a longer list that wraps does so anywhere, "Early Years" /
 * "Foundation Stage"), or, `known`, two known skills that make no known skill together
 * ("Mailchimp" / "Copywriting"; a line that filled the width is cut mid-item more often than not,
 * and "Budget" / "Forecasting" is one item the vocabulary lacks).
 */
function twoItems(top: string, next: string, longest: number, known = false): boolean {
  const [last, first] = [top.split(SEPARATOR_RE).at(-1)!.trim(), next.split(SEPARATOR_RE)[0]!.trim()];
  const words = `${last} ${first}`.split(/\s+/).length;
  if (words > ITEM_WORDS || contentWords(`${last} ${first}`) > Math.max(2, longest + 1)) return true;
  return known && Boolean(vocabEntry(last) && vocabEntry(first) && !vocabEntry(`${last} ${first}`));
}

/** The words of an item that name something: "Compensation & Benefits" holds two. */
const contentWords = (item: string): number =>
  item.split(/\s+/).filter((w) => w && !/^(?:&|\+|and|of|for|in|the|to)$/i.test(w)).length;

/** The most content words any piece of a list's lines holds, a category's label aside. */
function longestItem(lines: ResumeLine[]): number {
  const pieces = lines.flatMap(({ text }) => text.replace(/^[^:,]{2,40}:\s/, '').split(PIECE_RE));
  return Math.max(0, ...pieces.map(contentWords));
}

/** The most words a list item cut by a wrap holds ("Hours of Service" / "Compliance"). */
const ITEM_WORDS = 4;

/**
 * A list that runs on from line to line: some line ends on a separator with more of the list
 * under it ("Diversity & Inclusion |" / "Employment Law | Policy"). It was set as one text and
 * wrapped wherever the width ran out, so its other breaks fall inside items ("Policy" /
 * "Development | Performance"), however narrow the column.
 */
function wrapsAnywhere(lines: ResumeLine[]): boolean {
  return lines.some(
    (l, i) =>
      !l.bullet && SEPARATOR_RE.test(l.text.trim().slice(-1)) && lines[i + 1] && !lines[i + 1]!.bullet,
  );
}

/**
 * Rows of a skills table set one list a line ("A, B, C, D" / "E, F, G, H" / "I, J, K, L"): three
 * lines running of the same number of items, three or more, none ending with a separator, are
 * rows, not one list wrapped mid-item (a wrap falls anywhere, so its lines seldom hold as many
 * items each); a word alone at both ends of a break is an item cut, whatever the counts.
 */
function sameRow(rows: string[]): boolean {
  const items = (t: string) => t.split(SEPARATOR_RE).filter((p) => p.trim());
  const n = items(rows[1]!).length;
  if (n < 3 || !rows.every((r) => items(r).length === n && !SEPARATOR_RE.test(r.trim().slice(-1))))
    return false;
  // A word alone at both ends of a break ("…, Therapeutic" / "Ultrasound, …") is one item cut.
  const oneWord = (t: string | undefined) => !!t && !/\s/.test(t.trim());
  return rows.slice(1).every((r, i) => !(oneWord(items(rows[i]!).at(-1)) && oneWord(items(r)[0])));
}

/** A list of one item a line (no separators), nearly every item starting with a capital. */
function capitalisedOneALine(lines: ResumeLine[]): boolean {
  const texts = lines.map((l) => l.text.trim()).filter(Boolean);
  if (texts.length < 4 || texts.some((t) => SEPARATOR_RE.test(t) || /\s{2,}/.test(t))) return false;
  const lower = texts.filter((t) => /^\p{Ll}/u.test(t)).length;
  return lower > 0 && lower * 4 <= texts.length;
}

/** Certifications: one a line ("CPA, State of Texas, 2019" stays whole). */
export function parseCertifications(lines: ResumeLine[]): string[] {
  return lines.map((l) => l.text.trim()).filter(Boolean);
}

/** Projects: a short non-bullet line names a project; bullets and sentences describe it. */
export function parseProjects(lines: ResumeLine[]): ProjectEntry[] {
  const projects: ProjectEntry[] = [];
  for (const { text, bullet } of lines) {
    const current = projects[projects.length - 1];
    const sentence = text.split(/\s+/).length > 12 || (/[.!?]$/.test(text) && text.split(/\s+/).length > 6);
    if (!bullet && !sentence) projects.push({ name: text, bullets: [] });
    else if (current) current.bullets.push(text);
    else projects.push({ name: text, bullets: [] });
  }
  return projects;
}

export function parseSummary(lines: ResumeLine[]): string | null {
  const text = lines
    .map((l) => l.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}
