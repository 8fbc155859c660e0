/**
 * Whether the production build in dist/ is the build of the sources as they are now: a stamp of
 * every input of `vite build` (the app's sources, public files, the HTML entry, the build and
 * package settings, and the VITE_* settings it inlines) is kept in node_modules/.cache (not in
 * the served folder), so `npm start` builds on the first start and again only when one of them
 * changed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What `vite build` reads, relative to the project root. */
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export const STAMP_PATH = path.join('node_modules', '.cache', 'jobkit', 'build-stamp');

function filesUnder(root: string, rel: string): string[] {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((e) => filesUnder(root, path.join(rel, e.name)))
    .sort();
}

/** One line per input file (path, size, modification time) and the VITE_* settings, hashed. */
export function sourceStamp(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  for (const rel of BUILD_INPUTS.flatMap((r) => filesUnder(root, r))) {
    const st = fs.statSync(path.join(root, rel));
    hash.update(`${rel}\0${st.size}\0${st.mtimeMs}\n`);
  }
  const vite = Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${env[k] ?? ''}`);
  hash.update(vite.join('\n'));
  return hash.digest('hex');
}

/** The build in `outDir` exists and was made from sources with this stamp. */
export function buildIsCurrent(root: string, outDir: string, stamp: string): boolean {
  const file = path.join(root, STAMP_PATH);
  if (!fs.existsSync(path.join(root, outDir, 'index.html')) || !fs.existsSync(file)) return false;
  return fs.readFileSync(file, 'utf8') === stamp;
}

export function writeStamp(root: string, stamp: string): void {
  const file = path.join(root, STAMP_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, stamp);
}
