/** The HTML page skeleton shared by the PDF cases: A4, a system font, no external resources. */
export function htmlPage(css: string, body: string, font = "'DejaVu Sans', sans-serif"): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 14mm; }
body { font-family: ${font}; font-size: 9.5pt; line-height: 1.35; color: #222; margin: 0; }
h1, h2, h3, p, ul { margin: 0; }
ul { padding-left: 14px; }
${css}
</style></head><body>${body}</body></html>`;
}

/** <li> items from bullet strings. */
export const lis = (items: string[]): string => items.map((i) => `<li>${i}</li>`).join('');
