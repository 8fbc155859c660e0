/**
 * DOCX -> ResumeSource with mammoth, passed in by the caller (the browser's lazily loaded build
 * or Node's) so src/domain stays free of I/O libraries. The text is read from mammoth's HTML, the
 * one output that keeps a line break inside a paragraph ("Kees<br />Bouzid", a name set on two
 * lines; the raw text drops it) and Word's list items (bullets); tables and images are counted
 * there too (a table layout reads cell by cell).
 */
import type { ResumeSource } from '../layout/types';

export interface MammothInput {
  arrayBuffer: ArrayBuffer;
}

export interface MammothLike {
  convertToHtml(input: MammothInput): Promise<{ value: string }>;
}

const count = (html: string, re: RegExp): number => html.match(re)?.length ?? 0;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * mammoth's HTML as lines: each paragraph, heading, list item and table cell ends a line (a blank
 * line after it, as Word's own text export writes), a line break inside one starts a new line,
 * and a list item opens with a bullet.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/(?:p|h[1-6]|li|td|th)>/gi, '\n\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function collectDocxSource(
  mammoth: MammothLike,
  data: ArrayBuffer,
): Promise<{ kind: 'docx'; text: string; tables: number; images: number }> {
  // The browser build reads `arrayBuffer`, Node's reads `buffer`: both accept an ArrayBuffer.
  const input = { arrayBuffer: data, buffer: data };
  const html = await mammoth.convertToHtml(input);
  return {
    kind: 'docx',
    text: htmlText(html.value),
    tables: count(html.value, /<table[\s>]/gi),
    images: count(html.value, /<img[\s>]/gi),
  };
}

export type DocxSource = Extract<ResumeSource, { kind: 'docx' }>;
