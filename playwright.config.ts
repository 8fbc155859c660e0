import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS } from './functions/src/pdf/chrome-flags';
import { e2eSiteSettings } from './tests/e2e/site-settings';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the whole local
 * stack: `npm start` with a fresh data folder, its own ports and a production build.
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 5273);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous limits: these tests check behaviour, not speed (`npm run bench` measures that), and
  // CI's 2-core machine runs two browsers beside the emulators, the local host and its PDF
  // renderer, so a step that takes 2 s alone has been seen to take over 10 s there.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // One browser at a time: on a 2-core machine a second worker shares the cores with the first,
  // the emulators, the local host and its PDF renderer, so each test ran 2 to 4 times slower and
  // the whole run took as long (24.9 min with two, 23.1 with one) while tests near a time limit failed.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // A failed test keeps its trace of actions and page snapshots; the trace's screencast is off,
    // since recording it took a quarter of the run's time (magic-cv.spec: 2.2-2.7 min with it, 1.8 without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROME_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/start.ts --fresh',
    url: `http://127.0.0.1:${appPort}`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      DATA_DIR: '.data-e2e',
      WEB_MODE: 'preview',
      APP_PORT: String(appPort),
      BACKEND_PORT: process.env.E2E_BACKEND_PORT ?? '8887',
      AUTH_EMULATOR_PORT: process.env.E2E_AUTH_PORT ?? '9299',
      FIRESTORE_EMULATOR_PORT: process.env.E2E_FIRESTORE_PORT ?? '8288',
      ADMIN_EMAIL: 'admin@jobkit.test',
      FIREBASE_PROJECT_ID: 'demo-jobkit',
      // Two Angel installers and one of Human Keys configured, every other link not (the file says why).
      ...e2eSiteSettings,
    },
  },
});
