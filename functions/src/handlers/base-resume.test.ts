import { describe, expect, it } from 'vitest';
import { parseResume } from '@/domain/resume/parse-resume';
import { createTestDeps, userCtx } from '../testing/fakes';
import { callTailor, pasted, records } from '../testing/magic-cv-arrange';
import { LONG_RESUME_TEXT } from '../testing/resume-fixtures';
import { deleteBaseResume, saveBaseResume } from './base-resume';
import { invokeHandler } from './invoke';

const reviewed = () => {
  const r = parseResume(LONG_RESUME_TEXT);
  r.experience[0]!.title = 'Staff Software Engineer';
  return r;
};

describe('saveBaseResume / deleteBaseResume', () => {
  it("stores the reviewed resume under the caller's own uid, with the server's time", async () => {
    const deps = createTestDeps();
    const input = { resume: reviewed(), sourceText: LONG_RESUME_TEXT, sourceName: 'jordan.pdf' };
    await expect(invokeHandler(saveBaseResume, deps, userCtx('u1'), input)).resolves.toEqual({ saved: true });
    const doc = deps.store.docs.get('baseResumes/u1');
    expect(doc).toMatchObject({ userId: 'u1', sourceName: 'jordan.pdf', updatedAt: deps.clock.now() });
    expect((doc!.resume as ReturnType<typeof reviewed>).experience[0]!.title).toBe('Staff Software Engineer');
  });

  it.each([
    ['a resume that is not one', { resume: { contact: 'me' }, sourceText: 'x' }],
    ['another user named in the input', { resume: reviewed(), sourceText: 'x', userId: 'u2' }],
    ['a source text over the limit', { resume: reviewed(), sourceText: 'x'.repeat(60_001) }],
  ])('refuses %s and writes nothing', async (_, input) => {
    const deps = createTestDeps();
    await expect(invokeHandler(saveBaseResume, deps, userCtx('u1'), input)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(deps.store.docs.has('baseResumes/u1')).toBe(false);
    expect(deps.store.docs.has('baseResumes/u2')).toBe(false);
  });

  it('refuses a caller without a token', async () => {
    const deps = createTestDeps();
    const input = { resume: reviewed(), sourceText: LONG_RESUME_TEXT };
    await expect(
      invokeHandler(saveBaseResume, deps, { ...userCtx('x'), uid: null }, input),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it("deletes only the caller's own", async () => {
    const deps = createTestDeps();
    deps.store.docs.set('baseResumes/u1', { userId: 'u1' });
    deps.store.docs.set('baseResumes/u2', { userId: 'u2' });
    await invokeHandler(deleteBaseResume, deps, userCtx('u1'), {});
    expect(deps.store.docs.has('baseResumes/u1')).toBe(false);
    expect(deps.store.docs.has('baseResumes/u2')).toBe(true);
  });
});

describe('tailorResume with a reviewed resume', () => {
  it('generates from the review and keeps what the person wrote there', async () => {
    const deps = createTestDeps();
    await callTailor(deps, pasted({ resume: reviewed() }));
    const [record] = records(deps);
    expect(record!.status).toBe('completed');
    expect(deps.pdf.rendered[0]).toContain('Staff Software Engineer');
    expect(record!.generatedContent).toContain('Staff Software Engineer');
  });

  it('refuses a reviewed resume that is not one, before taking a slot', async () => {
    const deps = createTestDeps();
    await expect(callTailor(deps, pasted({ resume: { contact: null } }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(records(deps)).toHaveLength(0);
  });
});
