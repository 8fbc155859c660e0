/**
 * `npm run fidelity [-- ID ...] [--out DIR] [--design IMAGE] [--devset | --corpus]`: tailors every
 * development-set resume (tests/resume-devset) and a sample of the generated corpus (the first
 * CORPUS_PER_FAMILY committed documents of each family) for a software job with the offline engine
 * (with --design: draws the development set in the design read from IMAGE, as the template
 * generator's custom mode does) and prints, for each, the share of the source's content words kept,
 * each defect count (numbers the source never states, broken words, doubled headings, icon glyphs,
 * sections dropped) and the structural differences from the base resume (issue 39: name, contact,
 * roles with whole dates, schools, bullets, skills, every section once) and the skills its summary
 * names without a source line in the base resume, then a summary per set.
 * With --out, each tailored HTML is written there. Exits 1 when a resume fails the bar.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defectCount, MIN_WORDS_KEPT, passes } from '@/domain/resume/fidelity/measure';
import { readDesignTokens } from '../functions/src/templates/read-design-tokens';
import {
  cloneFidelityOf,
  corpusFidelityOf,
  corpusSample,
  fidelityOf,
  type FidelityRow,
} from './lib/devset/fidelity-run';
import { devsetJob, loadDevset } from './lib/devset/read-devset';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const n = (list: unknown[]) => String(list.length).padStart(7);

interface Totals {
  rows: number;
  failed: number;
  kept: number;
  defects: number;
  structural: number;
  repeated: number;
  splits: number;
  unsourced: number;
}

function printRow(row: FidelityRow, totals: Totals): void {
  const f = row.fidelity;
  const sections = row.structure.filter((m) => m.kind === 'section');
  const ok = passes(f) && row.structure.length === 0 && row.unsourced.length === 0;
  totals.rows++;
  if (!ok) totals.failed++;
  totals.kept += f.wordsKept;
  totals.defects += defectCount(f);
  if (row.structure.length) totals.structural++;
  totals.repeated += sections.length;
  totals.splits += row.fieldSplits.length;
  totals.unsourced += row.unsourced.length;
  console.log(
    `${row.id.slice(0, 44).padEnd(44)} ${pct(f.wordsKept).padStart(6)} ${n(f.inventedNumbers)}${n(f.brokenWords)}${n(f.doubledHeadings)}${n(f.iconGlyphs)}${n(f.sectionsDropped)}${n(row.structure)}  ${row.scoreBefore}->${row.scoreAfter}`,
  );
  const notes = [
    f.lostWords.length && f.wordsKept < MIN_WORDS_KEPT ? `lost: ${f.lostWords.slice(0, 12).join(' ')}` : '',
    f.inventedNumbers.length ? `numbers: ${f.inventedNumbers.join(' ')}` : '',
    f.brokenWords.length ? `broken: ${f.brokenWords.join(' | ')}` : '',
    f.doubledHeadings.length ? `doubled: ${f.doubledHeadings.join(' | ')}` : '',
    f.iconGlyphs.length ? `icons: ${f.iconGlyphs.join(' ')}` : '',
    f.sectionsDropped.length ? `dropped: ${f.sectionsDropped.join(' | ')}` : '',
    row.unsourced.length ? `claims without a source line: ${row.unsourced.join(', ')}` : '',
    ...row.structure.slice(0, 8).map((m) => `structure: ${m.detail}`),
    row.structure.length > 8 ? `structure: and ${row.structure.length - 8} more` : '',
  ].filter(Boolean);
  for (const note of notes) console.log(`    ${note}`);
}

function summary(name: string, t: Totals): string {
  return `${name}: ${t.rows - t.failed} passed, ${t.failed} failed; mean words kept ${pct(t.kept / Math.max(1, t.rows))}, ${t.defects} defects, ${t.rows - t.structural} of ${t.rows} structurally identical, ${t.repeated} repeated sections, ${t.unsourced} claims without a source line; ${t.splits} headers read back with their words cut into other fields`;
}

const empty = (): Totals => ({
  rows: 0,
  failed: 0,
  kept: 0,
  defects: 0,
  structural: 0,
  repeated: 0,
  splits: 0,
  unsourced: 0,
});

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
  const designAt = args.indexOf('--design');
  const design = designAt >= 0 ? args.splice(designAt, 2)[1] : undefined;
  const only = (flag: string) => (args.includes(flag) ? (args.splice(args.indexOf(flag), 1), true) : false);
  const devsetOnly = only('--devset');
  const corpusOnly = only('--corpus');
  const tokens = design ? readDesignTokens(new Uint8Array(fs.readFileSync(design))) : null;
  const job = devsetJob();
  const now = new Date();
  const write = (row: FidelityRow) => {
    if (!out) return;
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `${row.id.replace(/\//g, '__')}.html`), row.html);
  };
  console.log(
    `${'resume'.padEnd(44)} ${'kept'.padStart(6)} numbers broken doubled icons dropped struct  score`,
  );
  const sets: [string, Totals][] = [];
  if (!corpusOnly) {
    const totals = empty();
    for (const entry of loadDevset().filter((e) => !args.length || args.includes(e.id))) {
      const row = tokens ? await cloneFidelityOf(entry, tokens) : await fidelityOf(entry, job, now);
      write(row);
      printRow(row, totals);
    }
    sets.push(['development set (../shared/resumes)', totals]);
  }
  // The corpus sample is tailored; a cloned design is measured on the development set only.
  if (!devsetOnly && !tokens) {
    const totals = empty();
    for (const doc of corpusSample().filter((d) => !args.length || args.includes(d.id))) {
      const row = await corpusFidelityOf(doc, job, now);
      write(row);
      printRow(row, totals);
    }
    sets.push(['generated corpus sample', totals]);
  }
  for (const [name, totals] of sets) console.log(summary(name, totals));
  console.log(
    `bar: >= ${pct(MIN_WORDS_KEPT)} kept, 0 defects, structurally identical, no repeated section, no claim without a source line`,
  );
  if (sets.some(([, t]) => t.failed)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
