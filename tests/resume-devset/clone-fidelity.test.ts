/**
 * Issue 23: a resume drawn in a cloned design keeps its text and every section (issue 16's
 * fidelity measure: >= 98 % of the words, no dropped section, no defect). Every development-set
 * resume is drawn in three designs read from the design-image set: a filled sidebar with a photo
 * place, a header band with a photo, and a plain page with rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_WORDS_KEPT, passes, type Fidelity } from '@/domain/resume/fidelity/measure';
import { readDesignTokens } from '../../functions/src/templates/read-design-tokens';
import { cloneFidelityOf } from '../../scripts/lib/devset/fidelity-run';
import { loadDevset } from '../../scripts/lib/devset/read-devset';
import { designImagesDir } from '../design-images/manifest-schema';

const DESIGNS = ['tpl-sidebar-left-plum.png', 'pdf-pikachu-mustard-band.png', 'pdf-awesome-cv-red.png'];
const devset = loadDevset();
const results = new Map<string, Fidelity>();

beforeAll(async () => {
  for (const design of DESIGNS) {
    const tokens = readDesignTokens(fs.readFileSync(path.join(designImagesDir, design)));
    for (const entry of devset)
      results.set(`${design} ${entry.id}`, (await cloneFidelityOf(entry, tokens)).fidelity);
  }
}, 300_000);

describe('fidelity of a cloned design to the source resume (development set)', () => {
  it.each(DESIGNS.flatMap((d) => devset.map((e) => `${d} ${e.id}`)))('%s', (key) => {
    const f = results.get(key)!;
    expect(f, key).toMatchObject({
      inventedNumbers: [],
      brokenWords: [],
      doubledHeadings: [],
      iconGlyphs: [],
      sectionsDropped: [],
    });
    expect(f.wordsKept, `${key}: lost ${f.lostWords.slice(0, 10).join(' ')}`).toBeGreaterThanOrEqual(
      MIN_WORDS_KEPT,
    );
    expect(passes(f), key).toBe(true);
  });
});
