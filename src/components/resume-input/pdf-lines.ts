/**
 * How much text a PDF really holds. (Lines themselves are rebuilt from positioned items by the
 * shared layout steps in src/domain/resume/layout, used by read-pdf.ts.)
 */

/** Characters that are not whitespace. */
export function visibleLength(text: string): number {
  return text.replace(/\s+/g, '').length;
}
