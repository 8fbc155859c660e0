/**
 * The vision prompt of the template generator's custom mode (docs/product-rules.md 4.6): the model
 * sees the design image and the tokens read from its pixels, and corrects the tokens only. It never
 * sees the resume, so it cannot change or invent its content.
 */
import type { RefineDesignRequest } from '../handlers/ports';

export function refineDesignPrompt(req: RefineDesignRequest): string {
  return `You are an expert resume designer. The attached image is a resume design. A measuring
program read these design tokens from its pixels:

${JSON.stringify(req.tokens, null, 2)}

Correct any token that does not match the image, and keep every other token as it is.
Meaning of the tokens:
- background: "light" or "dark" page; page: the page colour; ink: the body text colour.
- accent: the colour of section headings, rules and highlights, or null for a black-and-white design.
- columns: 1 or 2 columns of body text.
- sidebar: null, or { side: "left"|"right", width: share of the page width (0.12-0.5), colour: its
  fill, ink: text colour on it }. An unfilled side column counts, with the page colour as its fill.
- headerBand: null, or { colour, height: share of the page height (0.03-0.35), ink, span: "page"
  when it crosses the whole page, "main" when it only tops the main column }.
- heading: { decoration: "rule" (a line under each section heading), "band" (a filled strip behind
  it) or "none", caps: true when headings are in capitals }.
- photo: null, or { shape: "round"|"square", place: "header"|"sidebar", size: share of the page
  width (0.05-0.4), align: "left"|"right"|"center" }.
- align: "left" or "center" (the name and header); margin: the side margin as a share of the page
  width (0-0.25); density: "compact", "normal" or "airy".
Colours are "#rrggbb".

Return ONE JSON object with exactly these keys and nothing else: no Markdown, no commentary.`;
}
