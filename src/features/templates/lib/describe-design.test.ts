import { describe, expect, it } from 'vitest';
import { designTokensSchema, type DesignTokens } from '@/domain/templates/clone/design-tokens';
import { describeDesign } from './describe-design';

const plain: DesignTokens = designTokensSchema.parse({
  background: 'light',
  page: '#ffffff',
  ink: '#212121',
  accent: null,
  columns: 1,
  sidebar: null,
  headerBand: null,
  heading: { decoration: 'none', caps: false },
  photo: null,
  align: 'left',
  margin: 0.08,
  density: 'normal',
});

const texts = (d: DesignTokens) => describeDesign(d).map((f) => f.text);

describe('describeDesign', () => {
  it('says what a sidebar design has, with the colours as swatches', () => {
    const facts = describeDesign({
      ...plain,
      accent: '#c9a227',
      columns: 2,
      sidebar: { side: 'left', width: 0.318, colour: '#0d9488', ink: '#ffffff', start: 'top' },
      headerBand: { colour: '#1e3a8a', height: 0.18, ink: '#ffffff', span: 'page' },
      heading: { decoration: 'rule', caps: true },
      photo: { shape: 'round', place: 'sidebar', size: 0.2, align: 'center' },
    });
    expect(facts).toEqual([
      { text: 'Left sidebar (32% of the page)', colour: '#0d9488' },
      { text: 'Header band', colour: '#1e3a8a' },
      { text: 'Accent #c9a227', colour: '#c9a227' },
      { text: 'Round photo in the sidebar' },
      { text: 'Headings: rule under, caps' },
      { text: 'Two columns' },
    ]);
  });

  it('calls a column on the page colour a side column, without a swatch', () => {
    const sidebar = {
      side: 'left' as const,
      width: 0.35,
      colour: plain.page,
      ink: plain.ink,
      start: 'top' as const,
    };
    expect(describeDesign({ ...plain, columns: 2, sidebar })[0]).toEqual({
      text: 'Left side column (35% of the page)',
    });
  });

  it('names a plain design without inventing features', () => {
    expect(texts(plain)).toEqual(['No accent colour', 'No photo', 'Headings: plain', 'One column']);
  });

  it('mentions what differs from the defaults: a dark page, centring, spacing, a band beside the sidebar', () => {
    expect(
      texts({
        ...plain,
        background: 'dark',
        page: '#181c26',
        accent: '#f59e0b',
        sidebar: { side: 'right', width: 0.25, colour: '#0d9488', ink: '#ffffff', start: 'top' },
        headerBand: { colour: '#1e3a8a', height: 0.1, ink: '#ffffff', span: 'main' },
        heading: { decoration: 'band', caps: false },
        photo: { shape: 'square', place: 'header', size: 0.15, align: 'right' },
        align: 'center',
        density: 'airy',
      }),
    ).toEqual([
      'Right sidebar (25% of the page)',
      'Header band over the main column',
      'Dark page',
      'Accent #f59e0b',
      'Square photo in the header',
      'Headings: on a band',
      'Centred name and headings',
      'One column',
      'Airy spacing',
    ]);
  });
});
