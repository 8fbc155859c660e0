/**
 * Issue 23's design-image set (tests/design-images): the tokens read from each image match what a
 * person reads from it. Sidebar side and width within 5 % of the page, the accent within a small
 * colour distance, header band and photo yes or no, background and columns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { designImagesDir, readDesignImageManifest } from '../../../tests/design-images/manifest-schema';
import { parseHex } from '@/domain/templates/parts/color';
import { readDesignTokens } from './read-design-tokens';

/** RGB distance an eye calls "the same colour" across anti-aliasing and JPEG noise. */
export const ACCENT_TOLERANCE = 48;

const colourDistance = (a: string, b: string) => {
  const x = parseHex(a)!;
  const y = parseHex(b)!;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

const manifest = readDesignImageManifest();

describe('the design-image set', () => {
  it('holds at least 15 images, every one on disk', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(15);
    for (const e of manifest) expect(fs.existsSync(path.join(designImagesDir, e.file)), e.file).toBe(true);
  });
});

describe.each(manifest.map((e) => [e.file, e] as const))('reading %s', (file, entry) => {
  const tokens = readDesignTokens(fs.readFileSync(path.join(designImagesDir, file)));
  const want = entry.expected;

  // The set names filled sidebars; a side column on the page colour is a layout token of its own.
  const filled = tokens.sidebar && tokens.sidebar.colour !== tokens.page ? tokens.sidebar : null;

  it('finds the sidebar at its side and width', () => {
    expect(filled?.side ?? null).toBe(want.sidebar?.side ?? null);
    if (want.sidebar) expect(Math.abs(filled!.width - want.sidebar.width)).toBeLessThanOrEqual(0.05);
  });

  it('finds the accent colour', () => {
    if (want.accent === null) expect(tokens.accent).toBeNull();
    else {
      expect(tokens.accent).not.toBeNull();
      expect(
        colourDistance(tokens.accent!, want.accent),
        `${tokens.accent} vs ${want.accent}`,
      ).toBeLessThanOrEqual(ACCENT_TOLERANCE);
    }
  });

  it('sees a header band or none, a photo or none', () => {
    expect({ headerBand: tokens.headerBand !== null, photo: tokens.photo !== null }).toEqual({
      headerBand: want.headerBand,
      photo: want.photo,
    });
  });

  it('reads the page as light or dark, in one or two columns', () => {
    expect({ background: tokens.background, columns: tokens.columns }).toEqual({
      background: want.background,
      columns: want.columns,
    });
  });
});
