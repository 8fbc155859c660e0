/**
 * `npm run fidelity [-- ID ...] [--out DIR] [--design IMAGE]`: tailors every development-set resume
 * (tests/resume-devset) for a software job with the offline engine (with --design: draws it in the
 * design read from IMAGE, as the template generator's custom mode does) and prints, for each, the
 * share of the source's content words kept and each defect count (numbers the source never
 * states, broken words, doubled headings, icon glyphs, sections dropped), then one summary
 * line. With --out, each tailored HTML is written there. Exits 1 when a resume fails the bar.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defectCount, MIN_WORDS_KEPT, passes } from '@/domain/resume/fidelity/measure';
import { readDesignTokens } from '../functions/src/templates/read-design-tokens';
import { cloneFidelityOf, fidelityOf } from './lib/devset/fidelity-run';
import { devsetJob, loadDevset } from './lib/devset/read-devset';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
  const designAt = args.indexOf('--design');
  const design = designAt >= 0 ? args.splice(designAt, 2)[1] : undefined;
  const tokens = design ? readDesignTokens(new Uint8Array(fs.readFileSync(design))) : null;
  const entries = loadDevset().filter((e) => !args.length || args.includes(e.id));
  const job = devsetJob();
  const now = new Date();
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`${'resume'.padEnd(44)} ${'kept'.padStart(6)} numbers broken doubled icons dropped  score`);
  let failed = 0;
  let kept = 0;
  let defects = 0;
  for (const entry of entries) {
    const row = tokens ? await cloneFidelityOf(entry, tokens) : await fidelityOf(entry, job, now);
    const f = row.fidelity;
    if (out) {
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, `${entry.id}.html`), row.html);
    }
    if (!passes(f)) failed++;
    kept += f.wordsKept;
    defects += defectCount(f);
    const n = (list: string[]) => String(list.length).padStart(7);
    console.log(
      `${entry.id.slice(0, 44).padEnd(44)} ${pct(f.wordsKept).padStart(6)} ${n(f.inventedNumbers)}${n(f.brokenWords)}${n(f.doubledHeadings)}${n(f.iconGlyphs)}${n(f.sectionsDropped)}  ${row.scoreBefore}->${row.scoreAfter}`,
    );
    const notes = [
      f.lostWords.length && f.wordsKept < MIN_WORDS_KEPT ? `lost: ${f.lostWords.slice(0, 12).join(' ')}` : '',
      f.inventedNumbers.length ? `numbers: ${f.inventedNumbers.join(' ')}` : '',
      f.brokenWords.length ? `broken: ${f.brokenWords.join(' | ')}` : '',
      f.doubledHeadings.length ? `doubled: ${f.doubledHeadings.join(' | ')}` : '',
      f.iconGlyphs.length ? `icons: ${f.iconGlyphs.join(' ')}` : '',
      f.sectionsDropped.length ? `dropped: ${f.sectionsDropped.join(' | ')}` : '',
    ].filter(Boolean);
    for (const note of notes) console.log(`    ${note}`);
  }
  console.log(
    `fidelity: ${entries.length - failed} passed, ${failed} failed; mean words kept ${pct(kept / Math.max(1, entries.length))}, ${defects} defects (bar: >= ${pct(MIN_WORDS_KEPT)} kept, 0 defects)`,
  );
  if (failed) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
