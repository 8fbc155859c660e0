import { describe, expect, it } from 'vitest';
import { FULL_RESUME } from '../full-resume-fixture';
import { renderCloneHtml } from './render-clone';
import { SAMPLE_CLONE_TOKENS } from './sample-tokens';

const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const doc = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const style = (html: string) => doc(html).querySelector('style')!.textContent ?? '';

describe('renderCloneHtml', () => {
  const bandMain = SAMPLE_CLONE_TOKENS['sidebar-band-main']!;
  const underBand = SAMPLE_CLONE_TOKENS['column-under-band']!;

  it('draws the sidebar at its side and width (a share of the A4 width) in its own colour', () => {
    const html = renderCloneHtml(bandMain, FULL_RESUME);
    const d = doc(html);
    const cols = d.querySelector('.clone-cols')!;
    expect(cols.firstElementChild!.className).toContain('clone-side');
    expect(style(html)).toContain('grid-template-columns: 69.3mm minmax(0, 1fr)');
    expect(style(html)).toContain('--panel-fill: #3f2a56');
    const right = renderCloneHtml(underBand, FULL_RESUME);
    expect(doc(right).querySelector('.clone-cols')!.lastElementChild!.className).toContain('clone-side');
    expect(style(right)).toContain('grid-template-columns: minmax(0, 1fr) 73.5mm');
  });

  it('puts a band over the main column inside it, and a band across the page above the columns', () => {
    const main = doc(renderCloneHtml(bandMain, FULL_RESUME));
    expect(main.querySelector('.clone-main > .clone-band h1')!.textContent).toBe(FULL_RESUME.contact.name);
    const page = doc(renderCloneHtml(underBand, FULL_RESUME));
    expect(page.querySelector('.page > .clone-band h1')).not.toBeNull();
    expect(page.querySelector('.clone-main .clone-band')).toBeNull();
  });

  it('fills the design photo area with the person photo, in the sidebar or the header', () => {
    const side = doc(renderCloneHtml(bandMain, FULL_RESUME, { photoDataUrl: PHOTO }));
    expect(side.querySelectorAll('img.photo')).toHaveLength(1);
    expect(side.querySelector('.clone-side > img.photo-round')!.getAttribute('src')).toBe(PHOTO);
    const head = doc(renderCloneHtml(underBand, FULL_RESUME, { photoDataUrl: PHOTO }));
    expect(head.querySelector('.clone-band.photo-right > img.photo-square')).not.toBeNull();
  });

  it('leaves no empty frame without a photo, and shows none where the design has no photo area', () => {
    for (const tokens of Object.values(SAMPLE_CLONE_TOKENS)) {
      const without = doc(renderCloneHtml(tokens, FULL_RESUME));
      expect(without.querySelector('img, .photo')).toBeNull();
    }
    const plain = doc(renderCloneHtml(SAMPLE_CLONE_TOKENS.plain!, FULL_RESUME, { photoDataUrl: PHOTO }));
    expect(plain.querySelector('img')).toBeNull();
  });

  it('sets the heading treatment, the margin and the colours from the tokens', () => {
    const css = style(renderCloneHtml(bandMain, FULL_RESUME));
    expect(css).toContain('text-transform: uppercase');
    expect(css).toContain('border-bottom: 1.5px solid var(--accent)');
    expect(css).toContain('--pad-x: 14.7mm');
    expect(css).toContain('--accent: #c9a227');
    const band = style(renderCloneHtml(underBand, FULL_RESUME));
    expect(band).not.toContain('text-transform: uppercase');
    expect(band).toMatch(/\.sec-title \{[^}]*background: color-mix/);
  });

  it('centres the name block when the design does', () => {
    const d = doc(renderCloneHtml(SAMPLE_CLONE_TOKENS['two-columns-centred']!, FULL_RESUME));
    expect(d.querySelector('header.align-center h1')).not.toBeNull();
  });
});
