/**
 * `tsx server/main.ts`: the local host alone (npm start runs it through server/dev/stack.ts).
 * Env: BACKEND_PORT (8787), DATA_DIR (.data), FIREBASE_PROJECT_ID (demo-jobkit),
 * ADMIN_EMAIL (admin@jobkit.test), FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST
 * (both required).
 */
import { startBackend } from './start-backend';

async function main() {
  const env = process.env;
  if (!env.FIREBASE_AUTH_EMULATOR_HOST || !env.FIRESTORE_EMULATOR_HOST) {
    console.error(
      'FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are required (e.g. 127.0.0.1:9099, 127.0.0.1:8080).',
    );
    process.exit(2);
  }
  const backend = await startBackend({
    port: Number(env.BACKEND_PORT ?? 8787),
    dataDir: env.DATA_DIR ?? '.data',
    projectId: env.FIREBASE_PROJECT_ID ?? 'demo-jobkit',
    adminEmail: env.ADMIN_EMAIL ?? 'admin@jobkit.test',
  });
  console.log(`Local host on ${backend.url}`);
  const stop = (signal: string) => {
    console.log(`${signal}: stopping the local host`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    backend.close().then(
      () => process.exit(0),
      (e) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
