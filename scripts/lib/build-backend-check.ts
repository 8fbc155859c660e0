/**
 * A production build must say which backend it is for. `VITE_BACKEND=local` builds the local
 * mode (the app calls the local host on 127.0.0.1: `npm start -- --preview`, CI); any other
 * build is the hosted app and needs the Firebase web config, or it would silently fall back to
 * the local mode and call 127.0.0.1 from every visitor's browser.
 */
import type { Plugin } from 'vite';

export const REQUIRED_FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

/** Why this environment cannot be built, or null when it can. */
export function buildBackendProblem(env: Record<string, string | undefined>): string | null {
  const backend = env.VITE_BACKEND;
  if (backend === 'local') return null;
  if (backend !== undefined && backend !== '' && backend !== 'firebase') {
    return `VITE_BACKEND must be "local" or "firebase", not "${backend}".`;
  }
  const missing = REQUIRED_FIREBASE_SETTINGS.filter((k) => !env[k]);
  if (missing.length === 0) return null;
  return (
    `A production build needs the Firebase settings (missing: ${missing.join(', ')}), ` +
    'or VITE_BACKEND=local for a build of the local mode.'
  );
}

/** Fails `vite build` (never the dev server or tests) when {@link buildBackendProblem} objects. */
export function buildBackendCheck(): Plugin {
  return {
    name: 'jobkit:build-backend-check',
    apply: 'build',
    configResolved(config) {
      const problem = buildBackendProblem({ ...config.env, ...process.env });
      if (problem) throw new Error(problem);
    },
  };
}
