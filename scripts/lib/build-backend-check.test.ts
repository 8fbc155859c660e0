import { describe, expect, it } from 'vitest';
import { buildBackendProblem } from './build-backend-check';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'jobkit.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'jobkit',
  VITE_FIREBASE_STORAGE_BUCKET: 'jobkit.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('a production build names its backend', () => {
  it('refuses a build with neither the Firebase settings nor VITE_BACKEND=local', () => {
    expect(buildBackendProblem({})).toMatch(/needs the Firebase settings \(missing: VITE_FIREBASE_API_KEY/);
    expect(buildBackendProblem({ VITE_BACKEND: 'firebase', VITE_FIREBASE_API_KEY: 'key' })).toMatch(
      /missing: VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID/,
    );
    expect(buildBackendProblem({ VITE_BACKEND: 'prod' })).toMatch(/must be "local" or "firebase"/);
  });

  it('builds the local mode when asked, and the hosted app with its settings', () => {
    expect(buildBackendProblem({ VITE_BACKEND: 'local' })).toBeNull();
    expect(buildBackendProblem(firebase)).toBeNull();
    expect(buildBackendProblem({ ...firebase, VITE_BACKEND: 'firebase' })).toBeNull();
  });
});
