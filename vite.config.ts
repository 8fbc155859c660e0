import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { defineConfig } from 'vitest/config';
import { buildBackendCheck } from './scripts/lib/build-backend-check.ts';
import { siteSettings } from './scripts/lib/site-settings-plugin.ts';
import { webTestsThatMock } from './scripts/lib/tests-that-mock.ts';
import { APP_SHELL_PATH, PUBLIC_PAGES } from './src/domain/site/public-pages.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocking = webTestsThatMock(fileURLToPath(new URL('.', import.meta.url)));
const web = {
  environment: 'jsdom',
  exclude: ['src/**/*.node.test.ts', 'node_modules/**'],
  setupFiles: ['./tests/setup-dom.ts'],
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildBackendCheck(),
    // The links, downloads and media settings, checked and handed to the app (README, Browser build).
    siteSettings(),
    // Public pages as static HTML that hydrates (src/prerender.tsx); the blog's posts are added by
    // the /blog page as it renders. Every other route gets the empty app shell.
    vitePrerenderPlugin({
      renderTarget: '#root',
      prerenderScript: fileURLToPath(new URL('./src/prerender.tsx', import.meta.url)),
      additionalPrerenderRoutes: [...PUBLIC_PAGES, APP_SHELL_PATH],
      previewMiddlewareFallback: APP_SHELL_PATH,
    }),
  ],
  resolve: { alias: { '@': src } },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { sourcemap: true, chunkSizeWarningLimit: 900 },
  test: {
    projects: [
      {
        extends: true,
        // The page's tests share one page and module registry per worker: setting jsdom up and
        // importing React again for each file took four times the tests' own time. Each file
        // starts from an empty page (tests/setup-dom.ts); a file that replaces a module runs on
        // its own (scripts/lib/tests-that-mock.ts).
        test: {
          ...web,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...web.exclude, ...mocking],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...web, name: 'web-mocks', include: mocking.length ? mocking : ['(none)'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'functions/src/**/*.test.ts',
            'src/**/*.node.test.ts',
            'server/**/*.test.ts',
            'tests/access/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['./tests/global-auth-emulator.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // One Auth emulator and several backends share the machine's 2 cores.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // The parser's accuracy on the generated resume files and the development set (issue 16's
        // fidelity bar; the shared public resumes are read from ../shared/resumes) and the job
        // reading of tests/job-postings (issue 19), and the checks of docs/architecture.md against the
        // code (tests/architecture): pure reading.
        test: {
          name: 'corpus',
          environment: 'node',
          include: [
            'tests/resume-corpus/**/*.test.ts',
            'tests/resume-devset/**/*.test.ts',
            'tests/job-postings/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
