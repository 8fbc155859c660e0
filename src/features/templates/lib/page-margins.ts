/** [top, right, bottom, left] in millimetres. */
export type MarginsMm = [number, number, number, number];

const MM_PER_UNIT: Record<string, number> = { mm: 1, cm: 10, in: 25.4, pt: 25.4 / 72, px: 25.4 / 96 };

function toMm(value: string): number | null {
  const m = /^(-?[\d.]+)(mm|cm|in|pt|px)?$/i.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n) || n < 0) return null;
  if (!m[2]) return n === 0 ? 0 : null;
  return n * MM_PER_UNIT[m[2].toLowerCase()]!;
}

/**
 * The page margins a template asks for with `@page { margin: ... }` (what Chromium's print honours),
 * so the local PDF puts the text where the server's does. Absent or unreadable: `fallback`.
 */
export function pageMarginsMm(css: string, fallback: MarginsMm = [0, 0, 0, 0]): MarginsMm {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const page = Array.from(sheet.cssRules).find((r): r is CSSPageRule => r instanceof CSSPageRule);
  if (!page) return fallback;
  const sides = ['top', 'right', 'bottom', 'left'] as const;
  return sides.map(
    (side, i) => toMm(page.style.getPropertyValue(`margin-${side}`)) ?? fallback[i]!,
  ) as MarginsMm;
}
