/**
 * html2canvas 1.4 works in the app's own document and two things there break it, so they are
 * adjusted while a PDF is drawn and put back afterwards:
 * - it throws on colours newer than rgb()/hsl(); it reads the page's <html> and <body>
 *   backgrounds, and jsPDF's container inherits the body's text colour, which Tailwind v4 writes
 *   as oklch(). They are pinned inline to the same colours in rgb(): nothing on screen changes.
 * - it measures each font's baseline with a 1x1 <img> that it expects inline; Tailwind's preflight
 *   makes images blocks, which puts lines of text a little too low or too high.
 */
import { isReadable, toRgb } from './color-to-rgb';

// html2canvas's measuring image (FontMetrics in html2canvas 1.4).
const METRICS_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Applies both adjustments; returns the function that undoes them. */
export function prepareAppDocument(): () => void {
  const restores: (() => void)[] = [];
  const style = document.createElement('style');
  style.textContent = `body > div > img[src="${METRICS_IMAGE}"] { display: inline !important; }`;
  document.head.append(style);
  restores.push(() => style.remove());

  const pin = (el: HTMLElement, property: 'color' | 'background-color') => {
    const computed = getComputedStyle(el).getPropertyValue(property);
    const rgb = isReadable(computed) ? null : toRgb(computed);
    if (!rgb) return;
    const value = el.style.getPropertyValue(property);
    const priority = el.style.getPropertyPriority(property);
    el.style.setProperty(property, rgb, 'important');
    restores.push(() => el.style.setProperty(property, value, priority));
  };
  for (const el of [document.documentElement, document.body]) {
    const hadStyle = el.hasAttribute('style');
    restores.push(() => {
      if (!hadStyle && !el.getAttribute('style')) el.removeAttribute('style');
    });
    pin(el, 'background-color');
    pin(el, 'color');
  }
  return () => restores.reverse().forEach((restore) => restore());
}
