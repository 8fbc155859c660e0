/**
 * docs/architecture.md section 4.10 lists the files one Magic CV request passes through. This test
 * keeps that list true: every listed file exists, each is imported by a file listed before it
 * (or is reached by name, as a callable is, and says so), and there are at most 25 of them.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const MAX_FILES = 25;

interface PathRow {
  file: string;
  byName: boolean;
}

/** The rows of the table under the "Magic CV request path" heading. */
function requestPathRows(): PathRow[] {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('Magic CV request path');
  expect(start, 'docs/architecture.md has a "Magic CV request path" section').toBeGreaterThan(-1);
  const rows: PathRow[] = [];
  for (const line of doc.slice(start).split('\n').slice(1)) {
    if (/^#{1,4} /.test(line)) break;
    const cells = line.split('|').map((c) => c.trim());
    const file = /^`([^`]+\.tsx?)`$/.exec(cells[2] ?? '')?.[1];
    if (file) rows.push({ file, byName: /by name/.test(cells[4] ?? '') });
  }
  return rows;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(path.join(root, from)), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return path.relative(root, candidate);
  }
  return null;
}

function importsOf(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), 'utf8');
  const out = new Set<string>();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2]!);
    if (target) out.add(target.split(path.sep).join('/'));
  }
  return out;
}

describe('the Magic CV request path in docs/architecture.md', () => {
  const rows = requestPathRows();

  it(`lists at most ${MAX_FILES} files, each once`, () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(MAX_FILES);
    expect(new Set(rows.map((r) => r.file)).size).toBe(rows.length);
  });

  it('lists files that exist', () => {
    const missing = rows.filter((r) => !existsSync(path.join(root, r.file))).map((r) => r.file);
    expect(missing).toEqual([]);
  });

  it('is a path: each file is imported by one listed before it, or reached by name', () => {
    const broken: string[] = [];
    rows.forEach((row, i) => {
      if (i === 0 || row.byName) return;
      const reached = rows.slice(0, i).some((earlier) => importsOf(earlier.file).has(row.file));
      if (!reached) broken.push(row.file);
    });
    expect(broken).toEqual([]);
  });
});
