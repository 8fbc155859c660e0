/**
 * Settings of a local stack (`npm start`, the e2e tests), all from the environment with the
 * defaults documented in README.md.
 */
import path from 'node:path';

export interface StackConfig {
  projectId: string;
  adminEmail: string;
  dataDir: string;
  authPort: number;
  firestorePort: number;
  backendPort: number;
  appPort: number;
  /** `preview`: serve the production build, built when sources changed; `dev`: Vite dev server. */
  web: 'dev' | 'preview' | 'none';
  /** Wipe the data folder first (the e2e stack starts from nothing every run). */
  fresh: boolean;
}

const num = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export function stackConfigFromEnv(env: NodeJS.ProcessEnv, argv: string[] = []): StackConfig {
  const web =
    env.WEB_MODE === 'dev' || argv.includes('--dev') ? 'dev' : env.WEB_MODE === 'none' ? 'none' : 'preview';
  return {
    projectId: env.FIREBASE_PROJECT_ID ?? 'demo-jobkit',
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@jobkit.test').trim().toLowerCase(),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    authPort: num(env.AUTH_EMULATOR_PORT, 9099),
    firestorePort: num(env.FIRESTORE_EMULATOR_PORT, 8080),
    backendPort: num(env.BACKEND_PORT, 8787),
    appPort: num(env.APP_PORT, 5173),
    web,
    fresh: argv.includes('--fresh'),
  };
}
