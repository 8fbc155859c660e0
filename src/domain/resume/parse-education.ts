/**
 * Parser step 4c: the education section -> schools with degree, dates, location and details
 * (GPA, honours, coursework). "B.S. in Computer Science — University of Texas, Austin, TX  2016"
 * and "University of Texas" / "Bachelor of Science, May 2020" both work.
 */
import { findDates } from './dates';
import { looksLikeDegree, looksLikeSchool } from './degrees';
import { looksLikeLocation, splitFields, splitTrailingLocation } from './entry-fields';
import type { ResumeLine } from './lines';
import type { EducationEntry } from './types';

const DETAIL_RE =
  /^(?:gpa|cgpa|grade|honou?rs|relevant coursework|coursework|minor|thesis|dean|magna|summa|cum laude|activities|awards?)\b/i;

type Kind = 'degree' | 'school' | 'location' | 'unknown';

function classify(text: string): Kind {
  if (looksLikeLocation(text)) return 'location';
  const school = looksLikeSchool(text);
  const degree = looksLikeDegree(text);
  if (school && degree) return /high school/i.test(text) && !/diploma/i.test(text) ? 'school' : 'degree';
  return degree ? 'degree' : school ? 'school' : 'unknown';
}

/** 1. Cut a line into fragments; an unclassified fragment joins the one before it. */
function fragments(rest: string): { kind: Kind; text: string }[] {
  const out: { kind: Kind; text: string }[] = [];
  for (const part of splitFields(rest)) {
    const [main, location] = splitTrailingLocation(part);
    for (const piece of main.split(/,\s+|\s+from\s+(?=[A-Z])/)) {
      const kind = classify(piece);
      const prev = out[out.length - 1];
      if (kind === 'unknown' && prev && prev.kind !== 'location') prev.text += `, ${piece}`;
      else out.push({ kind, text: piece });
    }
    if (location) out.push({ kind: 'location', text: location });
  }
  return out;
}

const emptyEntry = (): EducationEntry => ({
  school: null,
  degree: null,
  startDate: null,
  endDate: null,
  details: [],
  location: null,
});

export function parseEducation(lines: ResumeLine[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let current: EducationEntry | null = null;
  for (const line of lines) {
    // 2. Bullets and GPA/coursework lines are details of the current school.
    const long =
      line.text.split(/\s+/).length > 20 && !looksLikeDegree(line.text) && !looksLikeSchool(line.text);
    if (line.bullet || DETAIL_RE.test(line.text) || long) {
      if (!current) entries.push((current = emptyEntry()));
      current.details.push(line.text);
      continue;
    }
    const found = findDates(line.text);
    const rest = found.rest.replace(
      /\b(?:expected\s+)?(?:graduation(?:\s+date)?|graduated|grad\.)\s*:?/gi,
      '',
    );
    const frags = fragments(rest.trim());
    const has = (k: Kind) => frags.some((f) => f.kind === k);
    // 3. A second school, degree or date range starts the next entry.
    const c = current as EducationEntry | null;
    const clash =
      !c ||
      (has('school') && c.school !== null) ||
      (has('degree') && c.degree !== null) ||
      (found.start !== null && (c.startDate !== null || c.endDate !== null));
    if (clash) entries.push((current = emptyEntry()));
    const entry = current as EducationEntry;
    if (found.start) {
      // A single date in education is the graduation date.
      entry.startDate = found.end ? found.start : null;
      entry.endDate = found.end ?? found.start;
    }
    for (const f of frags) {
      if (f.kind === 'degree' && !entry.degree) entry.degree = f.text;
      else if (f.kind === 'school' && !entry.school) entry.school = f.text;
      else if (f.kind === 'location' && !entry.location) entry.location = f.text;
      else if (f.kind === 'unknown' && !entry.school) entry.school = f.text;
      else entry.details.push(f.text);
    }
  }
  return entries.filter((e) => e.school || e.degree);
}
