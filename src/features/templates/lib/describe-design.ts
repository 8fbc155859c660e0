import type { DesignTokens } from '@/domain/templates/clone/design-tokens';

/** One thing read from the design, in plain words, with the colour it names (shown as a swatch). */
export interface DesignFact {
  text: string;
  colour?: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const HEADING_DECORATION: Record<DesignTokens['heading']['decoration'], string> = {
  rule: 'rule under',
  band: 'on a band',
  none: 'plain',
};

/**
 * What was read from an uploaded design image, as the result shows it under the image
 * (docs/product-rules.md 4.4): the layout first, then colour, photo, headings and columns; the
 * defaults (a light page, flush left, normal spacing) are left out.
 */
export function describeDesign(design: DesignTokens): DesignFact[] {
  const facts: DesignFact[] = [];
  const { sidebar, headerBand, photo, heading } = design;
  if (sidebar && sidebar.colour === design.page)
    facts.push({ text: `${capitalise(sidebar.side)} side column (${percent(sidebar.width)} of the page)` });
  else if (sidebar)
    facts.push({
      text: `${capitalise(sidebar.side)} sidebar (${percent(sidebar.width)} of the page)`,
      colour: sidebar.colour,
    });
  if (headerBand)
    facts.push({
      text: headerBand.span === 'main' ? 'Header band over the main column' : 'Header band',
      colour: headerBand.colour,
    });
  if (design.background === 'dark') facts.push({ text: 'Dark page', colour: design.page });
  facts.push(
    design.accent ? { text: `Accent ${design.accent}`, colour: design.accent } : { text: 'No accent colour' },
  );
  facts.push({
    text: photo ? `${capitalise(photo.shape)} photo in the ${photo.place}` : 'No photo',
  });
  const headingWords = [HEADING_DECORATION[heading.decoration], ...(heading.caps ? ['caps'] : [])];
  facts.push({ text: `Headings: ${headingWords.join(', ')}` });
  if (design.align === 'center') facts.push({ text: 'Centred name and headings' });
  facts.push({ text: design.columns === 2 ? 'Two columns' : 'One column' });
  if (design.density !== 'normal') facts.push({ text: `${capitalise(design.density)} spacing` });
  return facts;
}
