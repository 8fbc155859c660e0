/**
 * Icon glyphs written right before a contact detail ("✉jane@x.com", "\uf095 555 0100"). Icon
 * fonts map their pictures to Private Use Area code points, which an ATS reads as junk glued
 * to the detail, so the e-mail or phone may not be recognised. The detector is the parser's
 * (parse-contact.ts), so the checker and the parser agree on what an icon is.
 */
import type { ResumeLine } from '../lines';
import type { ReadResume } from '../layout/types';
import { SEPARATOR_SHAPES } from '../contact-icons';
import { countGluedIcons as countIcons } from '../parse-contact';
import { toSections } from '../sections';
import { PENALTY } from './penalties';
import type { AtsIssue } from './types';

/** A shape with a space on both sides separates two details ("a@b.com ● 555 0100"); it is not an icon. */
const SEPARATOR_RE = new RegExp(`(?<=\\s)[${SEPARATOR_SHAPES}►▸▹➢➤→](?=\\s)`, 'gu');

/** How many icon glyphs sit directly (at most one space away) before a contact detail. */
export function countGluedIcons(lines: string[]): number {
  return countIcons(lines.map((l) => l.replace(SEPARATOR_RE, '|')));
}

/** The lines where contact details live: before the first heading, and a "Contact" section. */
export function headerLines(lines: ResumeLine[]): string[] {
  return toSections(lines)
    .filter((s) => s.kind === 'header' || s.kind === 'contact')
    .flatMap((s) => s.lines.map((l) => l.text));
}

export function gluedIconsIssue(read: ReadResume): AtsIssue | null {
  const count = countGluedIcons(headerLines(read.lines));
  if (count === 0) return null;
  return {
    id: 'glued-icons',
    title: 'Icons glued to contact details',
    detail: `${count === 1 ? 'An icon sits' : `${count} icons sit`} right before your contact details (e-mail, phone, links, location). An ATS may read the icon as part of the detail and miss it: put the details as plain text, or use a label ("Phone: …").`,
    penalty: PENALTY.gluedIcons,
  };
}
