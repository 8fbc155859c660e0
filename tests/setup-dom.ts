import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Route tests load lazy pages, which Vitest transforms on first import: on a busy two-core CI
// machine that alone can pass the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 3000 });

// A test that renders routes starts lazy pages' imports; with the module registry shared
// (vite.config.ts) an import still pending when its file ends is cut off and poisons the module
// for the files after it ("Cannot load … after the environment was torn down"): let it finish.
afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
});

// The web tests share one page per worker (vite.config.ts): each file starts as it would alone,
// on an empty document at "/", with empty storage, and leaves no fake clock, spy or stub behind
// (a file that asks for the node environment has no document).
beforeAll(() => {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
