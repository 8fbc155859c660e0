/**
 * `npm run jobs:import FILE`: adds postings (JSON array or CSV) to the `jobs` collection of a
 * running `npm start`, so Easy Apply can suggest them at once. They go to that stack's Firestore
 * emulator (FIRESTORE_EMULATOR_HOST, else 127.0.0.1:FIRESTORE_EMULATOR_PORT) through
 * firebase-admin, under its project (FIREBASE_PROJECT_ID), and are kept in DATA_DIR with the
 * other documents when `npm start` stops. Prints what was imported and why rows were skipped.
 */
import fs from 'node:fs';
import { openAdminStore } from '../functions/src/adapters/firestore-admin-store';
import { stackConfigFromEnv } from '../server/dev/stack-config';
import { JOBS } from '@/domain/jobs/contract';
import { parseJobFile } from './jobs-import-parse';
import { firestoreAnswers, localFirestoreHost } from './lib/local-firestore';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run jobs:import -- <postings.json | postings.csv>');
  process.exit(2);
}
const { postings, skipped } = parseJobFile(fs.readFileSync(file, 'utf8'), file);
const host = localFirestoreHost(process.env);
if (!(await firestoreAnswers(host))) {
  console.error(`Start the app first with \`npm start\` (no Firestore emulator answers at ${host}).`);
  process.exit(1);
}
// firebase-admin reads it when the store's Firestore is created: the emulator, never production.
process.env.FIRESTORE_EMULATOR_HOST = host;
const { projectId } = stackConfigFromEnv(process.env);
const { store, close } = openAdminStore(projectId);
try {
  // Same URL, same id (jobs-import-parse.ts): a second import updates instead of doubling, and
  // within one file the last row of an id wins, as it did when they were written one by one.
  const byId = new Map(postings.map((p) => [p.id, p.data]));
  await Promise.all([...byId].map(([id, data]) => store.set(`${JOBS}/${id}`, { ...data })));
} finally {
  await close();
}
console.log(
  `Imported ${postings.length} posting(s) into ${projectId} at ${host}; skipped ${skipped.length}.`,
);
for (const s of skipped) console.log(`  row ${s.row}: ${s.reason}`);
