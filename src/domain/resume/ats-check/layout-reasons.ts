/** Reasons found in the layout facts: text read out of order (columns, tables) or not at all (images). */
import type { ReadResume } from '../layout/types';
import { LITTLE_TEXT_PER_PAGE, NO_TEXT_PER_PAGE, PENALTY } from './penalties';
import type { AtsIssue } from './types';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function multiColumnIssue({ layout }: ReadResume): AtsIssue | null {
  const found: string[] = [];
  let penalty = 0;
  if (layout.multiColumnPages > 0) {
    found.push(`${plural(layout.multiColumnPages, 'page')} laid out in two columns.`);
    penalty = PENALTY.multiColumn;
  }
  if (layout.tables > 0) {
    found.push(`${plural(layout.tables, 'table')} used for layout; many ATS read tables cell by cell.`);
    penalty = PENALTY.multiColumn;
  }
  if (layout.dateColumn) {
    found.push('Dates sit in their own column beside the roles.');
    penalty = Math.max(penalty, PENALTY.dateColumn);
  }
  if (penalty === 0) return null;
  return {
    id: 'multi-column',
    title: 'Multi-column layout may scramble the text order',
    detail: `${found.join(' ')} Many ATS read straight across the page and mix lines of the columns. A single column reads reliably.`,
    penalty,
  };
}

export function textInImagesIssue({ layout }: ReadResume): AtsIssue | null {
  if (layout.kind === 'txt') return null;
  if (layout.imageOnlyPages > 0) {
    return {
      id: 'text-in-images',
      title: 'Text in images cannot be read',
      detail: `${plural(layout.imageOnlyPages, 'page')} of ${layout.pages} hold images but little or no text (a scan or a picture). A machine sees nothing there: export the resume as a text-based file.`,
      penalty: PENALTY.imageOnlyPage,
    };
  }
  const pages = Math.max(1, layout.pages);
  if (layout.textChars < NO_TEXT_PER_PAGE * pages) {
    // No images counted, yet no text: the words are drawn as outlines or a picture we cannot see.
    return {
      id: 'text-in-images',
      title: 'Text in images cannot be read',
      detail: `A machine finds only ${layout.textChars} characters of text in this file: its words are drawn as pictures or outlines. Export the resume as a text-based file.`,
      penalty: PENALTY.imageOnlyPage,
    };
  }
  const images = layout.images ?? 0;
  if (images > 0 && layout.textChars < LITTLE_TEXT_PER_PAGE * pages) {
    return {
      id: 'text-in-images',
      title: 'Some text may be inside images',
      detail: `The file holds ${plural(images, 'image')} and only ${layout.textChars} characters of text. Text drawn in images (a header banner, skill bars) is invisible to an ATS.`,
      penalty: PENALTY.imagesLittleText,
    };
  }
  return null;
}
