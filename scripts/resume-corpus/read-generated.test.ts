import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadGenerated } from './read-generated';

const expected = {
  name: 'Ana Lima',
  email: null,
  phone: null,
  location: null,
  roles: [],
  schools: [],
  skills: [],
};
const dirs: string[] = [];

/** A generated folder of two families, two documents each, the first of each committed. */
function corpus() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-generated-'));
  dirs.push(root);
  const generatedDir = path.join(root, 'generated');
  const corpusRoot = path.join(root, 'corpus');
  for (const family of ['theme-a', 'theme-b']) {
    const documents = [0, 1].map((i) => ({
      id: `${family}-000${i}`,
      file: `${family}-000${i}.txt`,
      covers: 'one person',
      ...(i === 0 ? { committed: true } : {}),
      expected,
    }));
    fs.mkdirSync(path.join(generatedDir, 'files', family), { recursive: true });
    fs.writeFileSync(
      path.join(generatedDir, `${family}.json`),
      JSON.stringify({ family, renderer: 'x', documents }),
    );
    fs.writeFileSync(path.join(generatedDir, 'files', family, documents[0]!.file), 'Ana Lima');
  }
  return { generatedDir, corpusRoot };
}

const build = (corpusRoot: string, family: string, files: string[]) => {
  fs.mkdirSync(path.join(corpusRoot, 'files', family), { recursive: true });
  for (const f of files) fs.writeFileSync(path.join(corpusRoot, 'files', family, f), 'Ana Lima');
};

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('loadGenerated', () => {
  it('reads each family whole where every document of it was built here, else its committed subset', () => {
    const roots = corpus();
    build(roots.corpusRoot, 'theme-a', ['theme-a-0000.txt', 'theme-a-0001.txt']);
    // Half of theme-b built: it is read by its subset, not by the documents that happen to exist.
    build(roots.corpusRoot, 'theme-b', ['theme-b-0001.txt']);
    const c = loadGenerated('full', roots);
    expect(c.source).toBe('mixed');
    expect(c.families.map((f) => [f.family, f.source, f.documents.length])).toEqual([
      ['theme-a', 'full', 2],
      ['theme-b', 'subset', 1],
    ]);
    expect(c.families[1]!.documents[0]!.path).toBe(
      path.join(roots.generatedDir, 'files', 'theme-b', 'theme-b-0000.txt'),
    );
  });

  it('reads only the subset when asked, and says so', () => {
    const roots = corpus();
    build(roots.corpusRoot, 'theme-a', ['theme-a-0000.txt', 'theme-a-0001.txt']);
    const c = loadGenerated('subset', roots);
    expect(c.source).toBe('subset');
    expect(c.families.every((f) => f.source === 'subset' && f.documents.length === 1)).toBe(true);
  });
});
