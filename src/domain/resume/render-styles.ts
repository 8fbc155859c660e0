/**
 * The resume and cover-letter style sheet: one column, web-safe fonts, real text only (bullets
 * too), and
 * print rules (0.5in margins, docs/product-rules.md 3.4) that let a two-page resume break between
 * entries rather than inside a heading.
 */
export type PageSize = 'Letter' | 'A4';

export function documentCss(accent: string, pageSize?: PageSize): string {
  return `
@page { size: ${pageSize ?? 'auto'}; margin: 0.5in; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0 auto; max-width: 8.5in; padding: 0.5in; color: #111; background: #fff;
  font-family: Arial, Helvetica, sans-serif; font-size: 10.5pt; line-height: 1.35; }
h1 { margin: 0; font-size: 20pt; line-height: 1.15; color: ${accent}; }
h2 { margin: 14pt 0 5pt; padding-bottom: 2pt; font-size: 11pt; letter-spacing: 0.04em;
  text-transform: uppercase; color: ${accent}; border-bottom: 1px solid ${accent}; }
h3 { margin: 8pt 0 1pt; font-size: 10.5pt; }
p { margin: 2pt 0; }
ul { margin: 3pt 0 0; padding-left: 16pt; list-style: none; }
/* The marker is a text bullet, not a drawn disc: a reader of the PDF (an ATS, ours) sees where
   each bullet opens, so a bullet that wraps is never run into the next. */
li { margin: 1pt 0; text-indent: -9pt; }
li::before { content: "\\2022"; display: inline-block; width: 9pt; text-indent: 0; }
.headline { font-size: 11.5pt; color: #333; }
.contact, .meta { color: #444; }
.letter p { margin: 0 0 10pt; }
@media print {
  body { max-width: none; padding: 0; }
  h2, h3 { break-after: avoid; page-break-after: avoid; }
  h3 + .meta { break-before: avoid; page-break-before: avoid; }
  li, .meta, header { break-inside: avoid; page-break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}`;
}

export function htmlDocument(title: string, css: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${css}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
