/**
 * The PDF can only draw Helvetica, Times or Courier, and draws each word where the browser put it;
 * laid out in a font of other widths, words overlap or drift apart. So html2canvas's copy is laid
 * out in faces with the widths of the font jsPDF will pick (Arial has Helvetica's widths, and
 * Liberation the same on Linux); each stack still names that font, so jsPDF picks it again.
 */
const SANS = 'Arial, "Liberation Sans", Helvetica, sans-serif';
const SERIF = '"Times New Roman", "Liberation Serif", Times, serif';
const MONO = '"Courier New", "Liberation Mono", Courier, monospace';
const PDF_FONT: Record<string, string> = { helvetica: SANS, times: SERIF, courier: MONO };
// jsPDF's own fallbacks when no family is one of its fonts; failing those it uses Times.
const FALLBACK: Record<string, string> = {
  arial: SANS,
  verdana: SANS,
  helvetica: SANS,
  'sans-serif': SANS,
  fixed: MONO,
  monospace: MONO,
  terminal: MONO,
  cursive: SERIF,
  fantasy: SERIF,
  serif: SERIF,
};

/** The stack for the standard font jsPDF picks for a CSS `font-family` (its rules, its order). */
export function pdfFontStack(family: string): string {
  const parts = family.split(',').map((p) =>
    p
      .trim()
      .replace(/^["']|["']$/g, '')
      .toLowerCase(),
  );
  const direct = parts.find((p) => PDF_FONT[p]);
  if (direct) return PDF_FONT[direct]!;
  const fallback = parts.find((p) => FALLBACK[p]);
  return fallback ? FALLBACK[fallback]! : SERIF;
}

// jsPDF's user unit here is the millimetre; its canvas context sets a font's size as
// Math.floor(px * 72 / 25.4), so text is drawn up to 1/35 smaller than it was laid out and
// words stop short of the next one (pdftotext then reads "customers ." apart).
const SIZE_UNITS_PER_PX = 72 / 25.4;

/** The font size, just above the next size jsPDF can draw exactly, for the copy's layout. */
export function drawableFontSizePx(px: number): number {
  const units = Math.floor(px * SIZE_UNITS_PER_PX + 1e-6);
  return units > 0 ? (units + 0.01) / SIZE_UNITS_PER_PX : px;
}
