/**
 * `npm start`: the whole product on the local adapter, offline, with seeded demo accounts.
 * Ctrl+C stops everything (the emulators save their accounts and documents under .data on the
 * way out).
 */
import fs from 'node:fs';
import { stackConfigFromEnv } from '../server/dev/stack-config';
import { startStack } from '../server/dev/stack';
import { systemChromePath } from '../functions/src/pdf/puppeteer-renderer';

const cfg = stackConfigFromEnv(process.env, process.argv.slice(2));
const verbose = process.env.VERBOSE === '1';
const log = (line: string) => {
  if (verbose || /^\S*\s*(!|⚠|error)/i.test(line)) console.log(line);
};

console.log('Starting the Firestore and Auth emulators, the local host and the app...');
const stack = await startStack(cfg, log).catch((e: unknown) => {
  console.error(`Could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

console.log(`\nApp:     ${stack.appUrl}`);
console.log(`Local host: ${stack.backendUrl}   Data: ${cfg.dataDir}`);
console.log(`Firestore emulator: ${stack.firestoreUrl}   Auth emulator: ${stack.authUrl}`);
console.log('\nDemo accounts:');
for (const a of stack.seed.accounts) console.log(`${a.role}: ${a.email} / ${a.password}`);
const chrome = systemChromePath();
if (!fs.existsSync(chrome)) {
  console.log(`\nNote: no Chromium at ${chrome}, so Magic CV cannot render PDFs.`);
  console.log('Run `npm run ensure-chromium` (or set CHROME_PATH) and restart.');
}
console.log('\nPress Ctrl+C to stop.');
