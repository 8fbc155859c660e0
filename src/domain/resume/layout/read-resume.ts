/**
 * readResume: a resume file's content (positioned PDF items, or DOCX/TXT text) -> the parsed
 * resume, the lines it was parsed from, and the layout facts the ATS checker reports on.
 */
import { parseResumeLines } from '../parse-resume';
import { toResumeLines } from './08-resume-lines';
import { layoutPdf } from './layout-pdf';
import type { LayoutFacts, ReadResume, ResumeSource } from './types';

/** A page that paints images but holds fewer visible characters than this is a scan. */
const IMAGE_PAGE_CHARS = 25;

const visible = (text: string): number => text.replace(/\s+/g, '').length;

export function readResume(source: ResumeSource): ReadResume {
  const facts: LayoutFacts = {
    kind: source.kind,
    pages: 1,
    textChars: 0,
    multiColumnPages: 0,
    dateColumn: false,
    imageOnlyPages: 0,
    tables: 0,
    repeatedLinesRemoved: 0,
  };
  let texts: string[];
  let name: string | null = null;
  if (source.kind === 'pdf') {
    const layout = layoutPdf(source.pages);
    texts = layout.lines;
    name = layout.name;
    facts.pages = source.pages.length;
    facts.multiColumnPages = layout.multiColumnPages;
    facts.dateColumn = layout.dateColumn;
    facts.repeatedLinesRemoved = layout.repeatedLinesRemoved;
    facts.images = source.pages.reduce((n, p) => n + p.images, 0);
    facts.imageOnlyPages = source.pages.filter(
      (p, i) => p.images > 0 && layout.pageChars[i]! < IMAGE_PAGE_CHARS,
    ).length;
  } else {
    texts = source.text.split(/\r\n?|\n|\u2028|\u2029/);
    if (source.kind === 'docx') {
      facts.tables = source.tables;
      facts.images = source.images;
      facts.imageOnlyPages = source.images > 0 && visible(source.text) < IMAGE_PAGE_CHARS ? 1 : 0;
    }
  }
  const lines = toResumeLines(texts);
  const text = texts.join('\n');
  facts.textChars = visible(text);
  return { resume: parseResumeLines(lines, { name }), lines, text, layout: facts };
}
