/**
 * The browser-side test files (src, jsdom) that replace a module with `vi.mock` or `vi.doMock`.
 * The web tests share one module registry and one page per worker (vite.config.ts, `isolate:
 * false`, which cuts their run from minutes of setting up jsdom and re-importing React per file to
 * the tests' own time); a file that replaces a module needs a registry of its own, or the module
 * it replaces may already be loaded by a file before it. Found by reading the files, so a new
 * mock is isolated without anyone listing it.
 */
import fs from 'node:fs';
import path from 'node:path';

const MOCK_RE = /\bvi\.(?:do)?[mM]ock\(/;
const WEB_TEST_RE = /\.test\.tsx?$/;

/** Paths relative to `root`, with forward slashes, as Vitest's include patterns take them. */
export function webTestsThatMock(root: string, dir = 'src'): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
    .filter((f) => WEB_TEST_RE.test(f) && !f.endsWith('.node.test.ts'))
    .filter((f) => MOCK_RE.test(fs.readFileSync(path.join(root, f), 'utf8')))
    .sort();
}
