/**
 * `npx tsx scripts/check-postings.ts FILE...`: checks postings written for the blind check
 * against tests/job-postings/schema.ts and nothing else (no engine code runs, so a writer of the
 * blind check can use it without seeing the reader; tests/job-postings/blind/README.md): the
 * schema, the id as the file's name, held out, no label listed twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { jobPostingCaseSchema } from '../tests/job-postings/schema';

let bad = 0;
for (const f of process.argv.slice(2)) {
  try {
    const data = jobPostingCaseSchema.parse(JSON.parse(fs.readFileSync(f, 'utf8')));
    if (`${data.id}.json` !== path.basename(f)) throw new Error(`id ${data.id} does not match the file name`);
    if (!data.heldOut) throw new Error('heldOut must be true');
    const labels = data.requirements.map((r) => r.label.toLowerCase());
    if (new Set(labels).size !== labels.length) throw new Error('a label is listed twice');
    console.log(
      `OK ${path.basename(f)}: ${data.text.split(/\s+/).length} words, ${data.requirements.length} requirements`,
    );
  } catch (e) {
    bad++;
    console.log(`BAD ${path.basename(f)}: ${(e as Error).message.slice(0, 800)}`);
  }
}
process.exitCode = bad ? 1 : 0;
