import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webTestsThatMock } from './tests-that-mock';

describe('webTestsThatMock', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tests-that-mock-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  it('finds the jsdom test files that replace a module, and no other file', () => {
    write('src/a/mocks.test.tsx', "vi.mock('../lib/load-engine', () => ({}));");
    write('src/a/b/later.test.ts', "const m = await vi.doMock('jspdf');");
    write('src/a/spies.test.ts', "vi.spyOn(console, 'error'); // vi.fn() is no mock of a module");
    write('src/a/server.node.test.ts', "vi.mock('node:fs');");
    write('src/a/mock-data.ts', "vi.mock('x');");
    expect(webTestsThatMock(root)).toEqual(['src/a/b/later.test.ts', 'src/a/mocks.test.tsx']);
  });
});
