/**
 * Parser step 4b: the experience section -> roles. A role starts at a header line (a line with
 * dates, or a short line naming a title or company) and owns the bullets that follow. Handles
 * "Title — Company, Location  Dates", "Company  Dates" + "Title", "Title at Company", unmarked
 * bullet paragraphs and bullets that wrapped onto a second line.
 */
import { findDates } from './dates';
import {
  classifyFragment,
  looksLikeTitle,
  splitFields,
  splitTrailingLocation,
  type FieldKind,
} from './entry-fields';
import type { ResumeLine } from './lines';
import type { ExperienceEntry } from './types';

const IRREGULAR_VERBS =
  /^(?:led|built|ran|drove|won|grew|cut|taught|sold|wrote|made|kept|set|met|saw|took|gave|brought|began|oversaw|spearheaded)\b/i;
const COMPANY_SUFFIX = /^(?:inc|llc|ltd|corp|co|plc|gmbh|pvt|llp|lp)\.?$/i;

interface Fragment {
  kind: FieldKind;
  text: string;
}

/** 1. Cut a header line (dates already removed) into classified fragments. */
export function headerFragments(rest: string): Fragment[] {
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(rest);
  if (at && classifyFragment(at[1]!) === 'title') {
    const [company, location] = splitTrailingLocation(at[2]!);
    const out: Fragment[] = [
      { kind: 'title', text: at[1]! },
      { kind: 'company', text: company },
    ];
    return location ? [...out, { kind: 'location', text: location }] : out;
  }
  const fragments: Fragment[] = [];
  for (const part of splitFields(rest)) {
    const [main, location] = splitTrailingLocation(part);
    const pieces = main.split(/,\s+/);
    // "Software Engineer, Stripe" is two fields; "Acme, Inc." is one.
    const two =
      pieces.length === 2 && !COMPANY_SUFFIX.test(pieces[1]!) && classifyFragment(pieces[0]!) === 'title';
    for (const text of two ? pieces : [main])
      if (text) fragments.push({ kind: classifyFragment(text), text });
    if (location) fragments.push({ kind: 'location', text: location });
  }
  return fragments;
}

/** "2nd Grade Teacher — Jefferson School": separated fields or a job title. */
const looksLikeHeader = (text: string): boolean => splitFields(text).length >= 2 || looksLikeTitle(text);

function isBulletText(text: string, hasDates: boolean): boolean {
  if (hasDates) return false;
  const count = text.split(/\s+/).length;
  // "Senior Analyst — Acme Inc." has a field separator: a header, even though it ends with a period.
  if (count <= 12 && splitFields(text).length >= 2) return false;
  if (count > 10 || (count > 5 && /[.!?]$/.test(text))) return true;
  // "Managed a team of 5" is a bullet; "Registered Nurse at X" is a header.
  return count >= 3 && (/^[A-Z][a-z]+ed\b/.test(text) || IRREGULAR_VERBS.test(text)) && !looksLikeTitle(text);
}

const emptyEntry = (): ExperienceEntry => ({
  company: null,
  title: null,
  startDate: null,
  endDate: null,
  location: null,
  bullets: [],
});

export function parseExperience(lines: ResumeLine[]): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  let current: ExperienceEntry | null = null;
  let lastBullet = false;
  const open = (): ExperienceEntry => {
    current = emptyEntry();
    entries.push(current);
    return current;
  };
  for (const line of lines) {
    const found = findDates(line.text);
    const hasDates = found.start !== null;
    // 2. Bullets, wrapped bullet tails, and unmarked sentences belong to the current role.
    const prev = (current as ExperienceEntry | null)?.bullets.at(-1) ?? '';
    const tail =
      !line.bullet &&
      !hasDates &&
      lastBullet &&
      (/^[a-z(&,]/.test(line.text) ||
        (/^\d/.test(line.text) && !/[.!?]$/.test(prev) && !looksLikeHeader(line.text)));
    if (line.bullet || tail || isBulletText(line.text, hasDates)) {
      const entry: ExperienceEntry = current ?? open();
      if (tail && entry.bullets.length > 0) {
        entry.bullets[entry.bullets.length - 1] += ` ${line.text}`;
      } else {
        entry.bullets.push(line.text);
      }
      lastBullet = true;
      continue;
    }
    lastBullet = false;
    // 3. A header line: classify its fragments, and open a new role when they clash with this one.
    const fragments = headerFragments(found.rest);
    const has = (kind: FieldKind) => fragments.some((f) => f.kind === kind);
    const c = current as ExperienceEntry | null;
    const clash =
      !c ||
      c.bullets.length > 0 ||
      (hasDates && c.startDate !== null) ||
      (has('title') && c.title !== null) ||
      (has('company') && c.company !== null);
    const entry = clash ? open() : c;
    if (hasDates) {
      entry.startDate = found.start;
      entry.endDate = found.end;
    }
    assignFragments(entry, fragments);
  }
  // 4. A role listed under a company's earlier role ("Acme" / "Senior X" / "X") shares its company.
  for (const [i, e] of entries.entries()) {
    if (!e.company && i > 0 && e.title) e.company = entries[i - 1]!.company;
  }
  return entries.filter((e) => e.title || e.company || e.bullets.length > 0);
}

function assignFragments(entry: ExperienceEntry, fragments: Fragment[]): void {
  const unknown = fragments.filter((f) => f.kind === 'unknown').map((f) => f.text);
  for (const f of fragments) {
    if (f.kind === 'title' && !entry.title) entry.title = f.text;
    else if (f.kind === 'company' && !entry.company) entry.company = f.text;
    else if (f.kind === 'location' && !entry.location) entry.location = f.text;
    else if (f.kind !== 'unknown') unknown.push(f.text);
  }
  // Unclassified fragments fill the gaps: two on one line read "Title — Company"; one alone is
  // the company of a "Company  Dates" line (its title follows) unless the title is already known.
  if (unknown.length >= 2 && !entry.title && !entry.company) {
    entry.title = unknown.shift()!;
  }
  for (const text of unknown) {
    if (!entry.company) entry.company = text;
    else if (!entry.title) entry.title = text;
    else if (!entry.location) entry.location = text;
  }
}
