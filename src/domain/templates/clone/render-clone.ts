/**
 * renderCloneHtml: the person's resume drawn in the design read from their uploaded image
 * (docs/product-rules.md 4.6), with a layout driven by the design tokens rather than a catalogue
 * entry. Every section of the resume is placed (the same section fragments as the catalogue),
 * the person's photo fills the design's photo area, and without a photo there is no empty frame.
 */
import type { ParsedResume } from '../../resume/types';
import { baseCss } from '../parts/base-css';
import { buildContext, singleColumnOrder, splitOrder, type LayoutContext } from '../parts/layout-context';
import { safePhotoUrl } from '../parts/photo';
import { section, SECTION_TITLES } from '../parts/sections';
import { skillsCss } from '../parts/skills-css';
import { resumeDocument, type RenderTemplateOptions } from '../render-template';
import { cloneCss } from './clone-css';
import { cloneDesign } from './clone-design';
import type { DesignTokens } from './design-tokens';

/** The data-template id of a cloned design's document. */
export const CLONE_TEMPLATE_ID = 'custom-design';

function header(t: DesignTokens, ctx: LayoutContext, photo: string): string {
  const contact = t.sidebar ? '' : ctx.contactRow;
  // The photo's alignment shapes the header only when the photo is in it.
  const photoAlign = photo ? ` photo-${t.photo?.align ?? 'left'}` : '';
  const cls = `header${photoAlign} align-${t.align}`;
  const inner = `${photo}<div class="head-text">${ctx.name}${contact}</div>`;
  return t.headerBand
    ? `<header class="${cls} clone-band on-panel">${inner}</header>`
    : `<header class="${cls} clone-head">${inner}</header>`;
}

function withSidebar(t: DesignTokens, ctx: LayoutContext): string {
  const photoInSide = t.photo?.place === 'sidebar';
  const head = header(t, ctx, photoInSide ? '' : ctx.photo);
  // The name sits across the page (a band over it all, or a column that starts under it) or tops the story.
  const overPage = t.headerBand ? t.headerBand.span === 'page' : t.sidebar!.start === 'under-header';
  const { main, side } = splitOrder(ctx);
  const contact = section('contact', SECTION_TITLES.contact, ctx.contactStack, null);
  const aside = `<aside class="clone-side on-panel narrow">${photoInSide ? ctx.photo : ''}${contact}${side.join('')}</aside>`;
  const story = `<main class="clone-main">${overPage ? '' : head}${main.join('')}</main>`;
  const cols = t.sidebar!.side === 'left' ? aside + story : story + aside;
  const top = overPage ? (t.headerBand ? head : `<div class="clone-top">${head}</div>`) : '';
  return `${top}<div class="clone-cols">${cols}</div>`;
}

function withoutSidebar(t: DesignTokens, ctx: LayoutContext): string {
  let inner: string;
  if (t.columns === 2) {
    const { main, side } = splitOrder(ctx);
    inner = `<div class="clone-two"><div>${main.join('')}</div><aside class="narrow">${side.join('')}</aside></div>`;
  } else {
    inner = singleColumnOrder(ctx).join('');
  }
  const head = header(t, ctx, ctx.photo);
  return t.headerBand
    ? `${head}<main class="clone-body">${inner}</main>`
    : `<main class="clone-body">${head}${inner}</main>`;
}

export function renderCloneHtml(
  tokens: DesignTokens,
  resume: ParsedResume,
  opts: RenderTemplateOptions = {},
): string {
  const d = cloneDesign(tokens);
  const ctx = buildContext(d, resume, safePhotoUrl(opts.photoDataUrl));
  const body = tokens.sidebar ? withSidebar(tokens, ctx) : withoutSidebar(tokens, ctx);
  const css = [baseCss(d), skillsCss(d.skillStyle), cloneCss(tokens)].join('\n');
  const cls = tokens.sidebar ? `page clone side-${tokens.sidebar.side}` : 'page clone';
  return resumeDocument(CLONE_TEMPLATE_ID, resume, css, `<div class="${cls}">${body}</div>`, opts.title);
}
