/**
 * Restates, inline, what jsPDF's canvas context would draw wrong, on html2canvas's own copy of the
 * document (the page on screen is untouched):
 * - colours html2canvas cannot read (color-mix() computes to color(srgb ...)) become rgb();
 * - jsPDF ignores alpha and would paint a 13% tint at full strength: translucent backgrounds,
 *   text and borders are flattened onto what lies under them;
 * - html2canvas reads every length in a gradient or shadow as px (68mm as 68px): they become px;
 * - fonts and font sizes, see pdf-fonts.ts; semibold (600-699) is laid out bold by the browser but drawn
 *   regular by jsPDF below 700, so it becomes 700;
 * - letter-spacing makes html2canvas draw letter by letter, which text extraction (an ATS) reads
 *   as "S K IL LS": the PDF drops the tracking and keeps whole words.
 */
import { isReadable, withRgbColors } from './color-to-rgb';
import { drawableFontSizePx, pdfFontStack } from './pdf-fonts';
import { meanColor, over, parseRgba, rgbaCss, WHITE, type Rgba } from './rgba';

const FOREGROUND = [
  'color',
  'text-decoration-color',
  '-webkit-text-stroke-color',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
];
const PX_PER: Record<string, number> = {
  mm: 96 / 25.4,
  cm: 960 / 25.4,
  in: 96,
  pt: 96 / 72,
  pc: 16,
  q: 96 / 101.6,
};
const ABSOLUTE_LENGTH = /(-?\d*\.?\d+)(mm|cm|in|pt|pc|q)\b/gi;

/** Absolute lengths outside url(...) restated in px. */
export function lengthsToPx(value: string): string {
  return value
    .split(/(url\([^)]*\))/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(ABSOLUTE_LENGTH, (_, n: string, unit: string) => {
            const px = Number(n) * PX_PER[unit.toLowerCase()]!;
            return `${Number(px.toFixed(3))}px`;
          }),
    )
    .join('');
}

export function restateStyles(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView;
  if (!view) return;
  // What each element's content is painted on, always opaque.
  const surfaces = new Map<Element, Rgba>();
  for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement | SVGElement>('*'))]) {
    const computed = view.getComputedStyle(el);
    const set = (property: string, value: string) => el.style.setProperty(property, value, 'important');
    const read = (property: string) => {
      const value = computed.getPropertyValue(property);
      const fixed = lengthsToPx(isReadable(value) ? value : withRgbColors(value));
      if (fixed !== value) set(property, fixed);
      return fixed;
    };

    const under = (el.parentElement && surfaces.get(el.parentElement)) || WHITE;
    const background = parseRgba(read('background-color')) ?? [0, 0, 0, 0];
    if (background[3] > 0 && background[3] < 1) set('background-color', rgbaCss(over(background, under)));
    let surface = over(background, under);
    const image = read('background-image');
    const gradient = image === 'none' ? null : meanColor(image);
    if (gradient) surface = over(gradient, surface);
    surfaces.set(el, surface);

    for (const property of FOREGROUND) {
      const color = parseRgba(read(property));
      if (color && color[3] > 0 && color[3] < 1) set(property, rgbaCss(over(color, surface)));
    }
    read('box-shadow');
    read('text-shadow');

    set('font-family', pdfFontStack(computed.fontFamily));
    const size = parseFloat(computed.fontSize);
    const drawable = drawableFontSizePx(size);
    if (Math.abs(drawable - size) > 0.001) set('font-size', `${drawable}px`);
    const weight = Number(computed.fontWeight);
    if (weight >= 600 && weight < 700) set('font-weight', '700');
    if (parseFloat(computed.letterSpacing)) set('letter-spacing', '0px');
  }
}
