/**
 * `npm run reset`: wipes the local data folder (DATA_DIR): the documents (the Firestore
 * emulator's export in firestore/), the Auth emulator's accounts (auth/), the files and the
 * simulator's credentials. Refuses while `npm start` runs: on the way out its emulators would
 * write everything back.
 */
import fs from 'node:fs';
import { stackConfigFromEnv } from '../server/dev/stack-config';
import { firestoreAnswers, localFirestoreHost } from './lib/local-firestore';

const { dataDir } = stackConfigFromEnv(process.env);
const host = localFirestoreHost(process.env);
if (await firestoreAnswers(host)) {
  console.error(`Stop \`npm start\` first (its Firestore emulator answers at ${host}), then reset.`);
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next \`npm start\` seeds the demo data again.`);
