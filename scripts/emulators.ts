/**
 * `npm run emulators`: the app on the Firebase adapter against Google's emulator suite (Auth,
 * Firestore, Storage, Functions). firebase-tools wants Java 21 for the Firestore and Storage
 * emulators, which our own machines lack (docs/architecture.md 1); there `npm start` is the way to run
 * the product (it starts the Firestore emulator's jar on Java 17 itself). Both use ports 8080
 * and 9099 by default: not at the same time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function javaMajor(): number | null {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error) return null;
  const m = /version "(\d+)/.exec(`${r.stderr}${r.stdout}`);
  return m ? Number(m[1]) : null;
}

const java = javaMajor();
if (java === null || java < 21) {
  console.error(
    `The Firestore and Storage emulators need Java 21 (found: ${java ?? 'none'}).\n` +
      'Use `npm start` on this machine (it runs the Firestore emulator on Java 17).',
  );
  process.exit(1);
}

const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-jobkit';
const build = spawnSync('npm', ['run', 'build:functions'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const firebase = require.resolve('firebase-tools/lib/bin/firebase.js');
const children = [
  spawn(
    process.execPath,
    [firebase, 'emulators:start', '--project', projectId, '--only', 'auth,firestore,storage,functions'],
    {
      stdio: 'inherit',
      env: { ...process.env, ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@jobkit.test' },
    },
  ),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_BACKEND: 'firebase',
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: projectId,
    },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
