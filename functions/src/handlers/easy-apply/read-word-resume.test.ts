import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FAIR_USE_LIMITS } from '@/domain/fair-use';
import { EASY_APPLY_MESSAGES } from '@/domain/jobs/contract';
import { createTestDeps, userCtx, type TestDeps } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { ORIGINAL_PATH_MESSAGE } from '../tailor-resume-input';
import { readWordResume } from './read-word-resume';

/** A real Word 97-2003 file made by LibreOffice from the .txt beside it (tests/fixtures/word/README.md). */
const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/word');
const DOC = new Uint8Array(readFileSync(path.join(FIXTURES, 'software-engineer-resume.doc')));
const DOC_TEXT = readFileSync(path.join(FIXTURES, 'software-engineer-resume.txt'), 'utf8');

const UID = 'u1';
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function arrange(bytes: Uint8Array, name = '1_cv.doc') {
  const deps = createTestDeps();
  const at = `uploads/${UID}/resumes/${name}`;
  deps.files.files.set(at, { bytes, contentType: 'application/msword' });
  return { deps, at };
}

const call = (deps: TestDeps, input: Record<string, unknown>) =>
  invokeHandler(readWordResume, deps, userCtx(UID), input);

const words = (s: string) => s.split(/\s+/).filter(Boolean);

describe('readWordResume', () => {
  it('reads the text of a real .doc the caller uploaded, line by line', async () => {
    const { deps, at } = arrange(DOC);
    const { text } = await call(deps, { path: at });
    expect(words(text)).toEqual(words(DOC_TEXT));
    expect(text).toContain('Software Engineer, Brightline Systems, Apr 2021 - Present');
  });

  it('gives the clear message for a corrupt .doc or a file that is not one', async () => {
    const corrupt = new Uint8Array(4096).fill(7);
    corrupt.set(OLE_MAGIC);
    const truncated = DOC.slice(0, 1536);
    const pdf = new TextEncoder().encode('%PDF-1.7 '.padEnd(2048, 'x'));
    for (const bytes of [corrupt, truncated, pdf]) {
      const { deps, at } = arrange(bytes);
      await expect(call(deps, { path: at })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: EASY_APPLY_MESSAGES.docUnreadable,
      });
    }
  });

  it("reads only the caller's own resumes folder, and says so when the upload is gone", async () => {
    const { deps } = arrange(DOC);
    for (const bad of [
      'uploads/u2/resumes/1_cv.doc',
      `uploads/${UID}/images/1_cv.doc`,
      `uploads/${UID}/resumes/../x`,
    ]) {
      await expect(call(deps, { path: bad })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: ORIGINAL_PATH_MESSAGE,
      });
    }
    await expect(call(deps, { path: `uploads/${UID}/resumes/gone.doc` })).rejects.toMatchObject({
      code: 'not-found',
      message: ORIGINAL_PATH_MESSAGE,
    });
  });
});

describe('readWordResume: the fair-use cap (docs/product-rules.md 6.3)', () => {
  const reads = (deps: TestDeps) =>
    (deps.store.docs.get(`usage/${UID}_2025-01-15`)?.wordRead as number | undefined) ?? 0;

  it(`counts each file read and refuses the one after ${FAIR_USE_LIMITS.wordRead} in a day`, async () => {
    const { deps, at } = arrange(DOC);
    for (let i = 0; i < FAIR_USE_LIMITS.wordRead; i += 1) await call(deps, { path: at });
    expect(reads(deps)).toBe(FAIR_USE_LIMITS.wordRead);
    await expect(call(deps, { path: at })).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: EASY_APPLY_MESSAGES.wordReadLimit(FAIR_USE_LIMITS.wordRead),
    });
  });

  it('gives the read back when the file cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, at } = arrange(new TextEncoder().encode('%PDF-1.7 '.padEnd(2048, 'x')));
    await expect(call(deps, { path: at })).rejects.toMatchObject({
      message: EASY_APPLY_MESSAGES.docUnreadable,
    });
    expect(reads(deps)).toBe(0);
  });
});
