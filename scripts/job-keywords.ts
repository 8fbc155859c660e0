/**
 * `npm run job-keywords [-- --verbose]`: how well the engine reads the requirements of the
 * job-reading set (tests/job-postings): precision and recall per posting, for the postings it
 * may be tuned on, for the held-out ones and overall, and how many right names are marked
 * required or preferred as the posting does. `--verbose` lists each posting's wrong names,
 * missed requirements and mis-marked names. Last, the total of the blind check
 * (tests/job-postings/blind), and only its totals (overall and the recall for each kind of
 * requirement): what is never read cannot be tuned on.
 */
import { REQUIREMENT_KINDS } from '@/domain/resume/types';
import { BLIND_DIR, loadPostings } from './lib/job-reading/load-postings';
import { readSet } from './lib/job-reading/read-set';
import type { SetScore } from './lib/job-reading/score-reading';

const verbose = process.argv.includes('--verbose');
const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);
const result = readSet(loadPostings());

console.log(`${'posting'.padEnd(34)} ${'profession'.padEnd(11)} precision  recall  named  expected  marking`);
for (const { posting, score } of result.postings) {
  const id = `${posting.id}${posting.heldOut ? ' *' : ''}`;
  console.log(
    `${id.padEnd(34)} ${posting.profession.padEnd(11)} ${pct(score.precision)}  ${pct(score.recall)}  ` +
      `${String(score.right.length + score.wrong.length).padStart(5)}  ${String(score.expected).padStart(8)}` +
      `  ${pct(score.right.length ? 1 - score.misMarked.length / score.right.length : 1)}`,
  );
  if (verbose) {
    if (score.wrong.length) console.log(`    wrong:  ${score.wrong.join(' | ')}`);
    if (score.missed.length) console.log(`    missed: ${score.missed.map((r) => r.label).join(' | ')}`);
    if (score.misMarked.length)
      console.log(`    marked wrongly required/preferred: ${score.misMarked.join(' | ')}`);
  }
}
const line = (name: string, s: SetScore) =>
  console.log(
    `${name.padEnd(46)} ${pct(s.precision)}  ${pct(s.recall)}  ${String(s.named).padStart(5)}  ${String(s.expected).padStart(8)}  ${pct(s.marking)}`,
  );
console.log('');
line('development postings', result.dev);
line('held-out postings (*)', result.heldOut);
line('overall', result.all);
console.log('targets (issue 19): precision >= 95 %, recall >= 85 %');
const byKind = (s: SetScore) =>
  `recall by kind: ${REQUIREMENT_KINDS.map((k) => {
    const t = s.byKind[k];
    return `${k} ${t.expected ? pct(t.found / t.expected).trim() : '-'} (${t.found}/${t.expected})`;
  }).join(', ')}`;
console.log(`  ${byKind(result.all)}`);
console.log('');
const blind = readSet(loadPostings(BLIND_DIR));
line(`blind check (tests/job-postings/blind, ${blind.postings.length} postings)`, blind.all);
console.log(`  ${byKind(blind.all)}`);
