/**
 * `npm run jobs:import FILE`: adds postings (JSON array or CSV) to the local backend's `jobs`
 * collection under DATA_DIR, so Easy Apply can suggest them. Prints what was imported and why
 * rows were skipped. Restart `npm start` (or wait for the next query) to see them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JOBS } from '../src/domain/jobs/contract';
import { stackConfigFromEnv } from '../server/dev/stack-config';
import { openLocalStore } from '../server/store/local-store';
import { parseJobFile } from './jobs-import-parse';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run jobs:import -- <postings.json | postings.csv>');
  process.exit(2);
}
const { postings, skipped } = parseJobFile(fs.readFileSync(file, 'utf8'), file);
const { dataDir } = stackConfigFromEnv(process.env);
fs.mkdirSync(dataDir, { recursive: true });
const store = openLocalStore({ file: path.join(dataDir, 'store.sqlite'), now: () => new Date() });
try {
  for (const p of postings) await store.set(`${JOBS}/${p.id}`, { ...p.data });
} finally {
  store.close();
}
console.log(`Imported ${postings.length} posting(s) into ${dataDir}; skipped ${skipped.length}.`);
for (const s of skipped) console.log(`  row ${s.row}: ${s.reason}`);
