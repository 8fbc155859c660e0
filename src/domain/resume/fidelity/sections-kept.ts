/**
 * Which of the source's sections the output no longer has. A known section ("Work Experience",
 * "Formación") must have a section of its kind in the output, whatever the output calls it; a
 * section the parser does not know ("Publications", "Volunteer Work") must keep its own heading.
 * Contact details live in the output's header, so a "Contact" section needs no heading.
 */
import { detectHeading } from '../headings';
import { tokens } from './words';

const kindOf = (heading: string) => detectHeading(heading)?.kind ?? 'other';
const key = (heading: string) => tokens(heading).join(' ');

export function sectionsDropped(sourceHeadings: string[], outputHeadings: string[]): string[] {
  const kinds = new Set(outputHeadings.map(kindOf));
  const labels = new Set(outputHeadings.map(key));
  return sourceHeadings.filter((h) => {
    const kind = kindOf(h);
    if (kind === 'contact') return false;
    if (labels.has(key(h))) return false;
    return kind === 'other' || !kinds.has(kind);
  });
}
