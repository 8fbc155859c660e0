import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, sourceStamp, writeStamp } from './build-stamp';

const roots: string[] = [];

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'main.tsx'), 'export {};');
  fs.writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  return root;
}

afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

describe('the production build stamp', () => {
  it('changes when a source file or a VITE_ setting changes, not for other settings', () => {
    const root = project();
    const env = { VITE_BACKEND: 'local', HOME: '/a' };
    const first = sourceStamp(root, env);
    expect(sourceStamp(root, { ...env, HOME: '/b' })).toBe(first);
    expect(sourceStamp(root, { ...env, VITE_BACKEND: 'firebase' })).not.toBe(first);
    fs.writeFileSync(path.join(root, 'src', 'main.tsx'), 'export const changed = 1;');
    expect(sourceStamp(root, env)).not.toBe(first);
    const beforeNewFile = sourceStamp(root, env);
    fs.writeFileSync(path.join(root, 'src', 'new-file.ts'), '');
    expect(sourceStamp(root, env)).not.toBe(beforeNewFile);
  });

  it('calls a build current only when it exists and was made from the same stamp', () => {
    const root = project();
    const stamp = sourceStamp(root, {});
    expect(buildIsCurrent(root, 'dist', stamp)).toBe(false); // never built
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<html></html>');
    expect(buildIsCurrent(root, 'dist', stamp)).toBe(false); // built, no stamp
    writeStamp(root, stamp);
    expect(buildIsCurrent(root, 'dist', stamp)).toBe(true);
    expect(buildIsCurrent(root, 'dist', 'other')).toBe(false);
    fs.rmSync(path.join(root, 'dist'), { recursive: true });
    expect(buildIsCurrent(root, 'dist', stamp)).toBe(false); // stamp left, build gone
  });
});
