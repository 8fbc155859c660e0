/**
 * `npm run corpus:layouts [-- --people N] [--layout ID] [--misses]`: the general CSS layouts of
 * css-layouts.ts, each filled with the same N generated people ("layout-0001", ...), printed to
 * PDF by the system Chromium and read back; prints each layout's share of fields right per kind
 * (and, with --misses, each document's misses). Nothing is written: the figures are a probe of
 * how the reader generalises, beside the corpus's families.
 */
import { parseArgs } from 'node:util';
import { readResume } from '@/domain/resume/layout/read-resume';
import { createSystemChromeRenderer } from '../../../functions/src/pdf/puppeteer-renderer';
import { compareResume, FIELD_KINDS, type FieldKind } from '../../lib/resume-compare';
import { readResumeFileNode } from '../../lib/read-resume-node';
import { makePerson } from '../people/person';
import { seededRandom } from '../people/random';
import { expectedFields, makeStyle } from '../people/style';
import { loadVocabulary } from '../people/vocabulary-schema';
import { CSS_LAYOUTS, placeOf } from './css-layouts';

type Tally = [right: number, total: number];

async function main() {
  const { values } = parseArgs({
    options: {
      people: { type: 'string', default: '20' },
      layout: { type: 'string' },
      misses: { type: 'boolean', default: false },
    },
  });
  const vocab = loadVocabulary();
  const lang = vocab.languages.en;
  const people = Array.from({ length: Number(values.people) }, (_, i) => {
    const id = `layout-${String(i + 1).padStart(4, '0')}`;
    const r = seededRandom(id);
    const person = makePerson(id, vocab, r);
    return { id, person, style: makeStyle(r), place: placeOf(person, i + 1) };
  });
  const chrome = createSystemChromeRenderer();
  const pct = ([right, total]: Tally) => (total ? ((100 * right) / total).toFixed(1) : '-').padStart(5);
  console.log(
    `${'layout'.padEnd(14)} fields  ${FIELD_KINDS.map((k) => k.slice(0, 5).padStart(5)).join(' ')}`,
  );
  try {
    for (const [name, layout] of Object.entries(CSS_LAYOUTS)) {
      if (values.layout && values.layout !== name) continue;
      const all: Tally = [0, 0];
      const kinds: Partial<Record<FieldKind, Tally>> = {};
      for (const { id, person, style, place } of people) {
        const bytes = await chrome.render(layout(person, style, lang, place));
        const read = readResume(await readResumeFileNode(bytes));
        const score = compareResume(expectedFields(person, style, lang, place), read.resume);
        all[0] += score.right;
        all[1] += score.total;
        for (const [k, t] of Object.entries(score.byKind) as [
          FieldKind,
          { right: number; total: number },
        ][]) {
          const tally = (kinds[k] ??= [0, 0]);
          tally[0] += t.right;
          tally[1] += t.total;
        }
        if (values.misses && score.misses.length) console.log(`  ${id} ${score.misses.join(' | ')}`);
      }
      const cells = FIELD_KINDS.map((k) => (kinds[k] ? pct(kinds[k]) : '    -'));
      console.log(`${name.padEnd(14)} ${pct(all)}  ${cells.join(' ')}`);
    }
  } finally {
    await chrome.close();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
