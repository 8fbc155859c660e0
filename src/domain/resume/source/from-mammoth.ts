/**
 * DOCX -> ResumeSource with mammoth, passed in by the caller (the browser's lazily loaded build
 * or Node's) so src/domain stays free of I/O libraries. The text comes from extractRawText; the
 * HTML conversion is only used to count tables (a table layout reads cell by cell) and images.
 */
import type { ResumeSource } from '../layout/types';

export interface MammothInput {
  arrayBuffer: ArrayBuffer;
}

export interface MammothLike {
  extractRawText(input: MammothInput): Promise<{ value: string }>;
  convertToHtml(input: MammothInput): Promise<{ value: string }>;
}

const count = (html: string, re: RegExp): number => html.match(re)?.length ?? 0;

export async function collectDocxSource(
  mammoth: MammothLike,
  data: ArrayBuffer,
): Promise<{ kind: 'docx'; text: string; tables: number; images: number }> {
  // The browser build reads `arrayBuffer`, Node's reads `buffer`: both accept an ArrayBuffer.
  const input = { arrayBuffer: data, buffer: data };
  const [raw, html] = await Promise.all([mammoth.extractRawText(input), mammoth.convertToHtml(input)]);
  return {
    kind: 'docx',
    text: raw.value,
    tables: count(html.value, /<table[\s>]/gi),
    images: count(html.value, /<img[\s>]/gi),
  };
}

export type DocxSource = Extract<ResumeSource, { kind: 'docx' }>;
