/**
 * parseResume: plain resume text (as extracted from PDF, DOCX or a paste) -> ParsedResume.
 * A pipeline of small pure steps, open-resume style:
 *   1. text -> clean lines (lines.ts), icons dropped and wrapped lines joined (join-wrapped.ts),
 *      a name set on two lines joined (parse-contact.ts)
 *   2. lines -> headings (headings.ts)
 *   3. headings -> sections (sections.ts); an unknown heading over dated roles groups roles, and
 *      dated roles right under the header with no heading are experience (role-sections.ts)
 *   4. sections -> fields (parse-contact, parse-experience, parse-education, parse-lists)
 *   5. every line no field holds is kept under its own heading (keep-unplaced.ts)
 * The free ATS checker can feed step 2 from positioned PDF items (columns, letter spacing)
 * through `parseResumeLines` without touching the later steps.
 */
import { stripIcons } from './contact-icons';
import { joinWrappedLines } from './join-wrapped';
import { keepUnplacedLines } from './keep-unplaced';
import { toLines, type ResumeLine } from './lines';
import { joinNameLines, parseHeader } from './parse-contact';
import { parseEducation } from './parse-education';
import { parseExperience } from './parse-experience';
import { parseCertifications, parseProjects, parseSkills, parseSummary } from './parse-lists';
import { roleSections } from './role-sections';
import { unzipCards } from './side-by-side';
import { toSections, type Section } from './sections';
import { fixSmallCaps } from './small-caps';
import type { ParsedResume } from './types';

export function parseResume(text: string): ParsedResume {
  return parseResumeLines(toLines(text));
}

/** What the layout knows beyond the text: the name as the type sets it (layout/02-name-lines.ts). */
export interface LayoutHints {
  name?: string | null;
}

export function parseResumeLines(source: ResumeLine[], hints: LayoutHints = {}): ParsedResume {
  // Icon glyphs are decoration: the detail after one is kept, the glyph is not.
  const stripped = source
    // A non-breaking hyphen ("Mar. 2011 ‑ Oct. 2011", LaTeX's Awesome-CV) is a hyphen.
    // Small capitals drawn with a lower-case "i" ("ARCHiTECT") are capitals (small-caps.ts).
    .map((l) => ({ ...l, text: fixSmallCaps(stripIcons(l.text).replace(/[\u2010\u2011]/g, '-')) }))
    // Han characters set one by one with a space between ("张 三") are letter-spaced: one word.
    .map((l) => ({ ...l, text: l.text.replace(SPACED_HAN_RE, (run) => run.replace(/ /g, '')) }))
    .filter((l) => /[\p{L}\p{N}]/u.test(l.text));
  // Two role cards side by side are read one after the other (side-by-side.ts).
  const unzipped = unzipCards(stripped);
  const joined = joinWrappedLines(unzipped, unzipped.map((l) => l.text).join('\n'));
  // A name set on two lines is one name; the type has already joined it when it was read.
  const lines = hints.name ? joined : joinNameLines(joined);
  const sections = roleSections(toSections(lines));
  const of = (kind: Section['kind']): ResumeLine[] =>
    sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  // The header and a "Contact" section both hold contact details.
  const header = parseHeader([...of('header'), ...of('contact')], hints.name ?? null);
  const summary = parseSummary(of('summary').length ? of('summary') : header.summaryLines.map(asLine));
  // Roles filed under a heading of their own keep it (the rebuilt resume shows it over them).
  const rolesOf = new Map(
    sections
      .filter((s) => s.kind === 'experience')
      .map((s) => {
        const roles = parseExperience(s.lines);
        return [s, s.group ? roles.map((e) => ({ ...e, group: s.label })) : roles] as const;
      }),
  );
  return keepUnplacedLines(
    sections,
    {
      contact: header.contact,
      headline: header.headline,
      summary,
      experience: [...rolesOf.values()].flat(),
      education: parseEducation(of('education')),
      skills: parseSkills(of('skills')),
      projects: parseProjects(of('projects')),
      certifications: parseCertifications(of('certifications')),
      other: sections
        .filter((s) => s.kind === 'other')
        .map((s) => ({ heading: s.label, lines: s.lines.map((l) => l.text) })),
    },
    rolesOf,
  );
}

const asLine = (text: string): ResumeLine => ({ text, bullet: false });

/** Two or more single Han characters, each standing alone between spaces. */
const SPACED_HAN_RE = /(?<![\p{Script=Han}])\p{Script=Han}(?: \p{Script=Han})+(?![\p{Script=Han}])/gu;
