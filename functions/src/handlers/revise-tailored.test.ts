import { describe, expect, it } from 'vitest';
import { reviseMessages, revisionPath } from '@/domain/magic-cv/revision-contract';
import { DEFAULT_SETTINGS, SETTINGS_PATH } from '@/domain/settings';
import { asOfMonth } from '@/domain/resume/experience-years';
import { renderResumeHtml } from '@/domain/resume/render-html';
import { tailorParsedResume } from '@/domain/resume/tailor';
import { createTestDeps, userCtx, type TestDeps } from '../testing/fakes';
import { callTailor, givePlan, pasted, records, UID, usageCount } from '../testing/magic-cv-arrange';
import { JOB_DESCRIPTION } from '../testing/resume-fixtures';
import { invokeHandler } from './invoke';
import { reviseTailoredResume } from './revise-tailored';
import { recordPath } from './tailor-resume-record';

/** A run by the built-in engine's rules, as the scripted Ai (it draws from a structure, so it says which). */
async function tailored(deps: TestDeps, jobDescription = JOB_DESCRIPTION) {
  deps.ai.tailor = (req) => {
    const resume = tailorParsedResume(req.resume, req.job, asOfMonth(req.now));
    return { html: renderResumeHtml(resume), resume };
  };
  givePlan(deps, 'free');
  return callTailor(deps, pasted({ jobDescription }));
}

const revise = (deps: TestDeps, input: unknown, uid = UID) =>
  invokeHandler(reviseTailoredResume, deps, userCtx(uid), input);

describe('reviseTailoredResume', () => {
  it('lists the run’s changes and keeps them beside the record', async () => {
    const deps = createTestDeps();
    const result = await tailored(deps);
    expect(result.changes.map((c) => c.kind)).toContain('summary');
    expect(result.changes.some((c) => c.kind === 'moved')).toBe(true);
    expect(deps.store.docs.get(revisionPath(result.recordId))).toMatchObject({
      userId: UID,
      seq: 0,
      undone: [],
    });
  });

  it('undoes one change: a new PDF without it, the record follows, the old PDF goes, no use counted', async () => {
    const deps = createTestDeps();
    const result = await tailored(deps);
    const summary = result.changes.find((c) => c.kind === 'summary')!;
    // The tailored summary opens with the latest title, the original with its own first words.
    const opening = (text: string | null) => text!.split(/[^\w ]/)[0]!;
    const [tailoredOpening, ownOpening] = [opening(summary.after), opening(summary.before)];
    expect(tailoredOpening).not.toBe(ownOpening);
    expect(records(deps)[0]!.generatedContent).toContain(tailoredOpening);
    deps.clock.set('2025-01-15T10:01:00Z');
    const revised = await revise(deps, { recordId: result.recordId, undone: [summary.id] });

    expect(revised.undone).toEqual([summary.id]);
    expect(revised.downloadUrl).not.toBe(result.downloadUrl);
    const [rec] = records(deps);
    expect(rec!.downloadUrl).toBe(revised.downloadUrl);
    expect(rec!.generatedContent).not.toContain(tailoredOpening);
    expect(rec!.generatedContent).toContain(summary.before);
    expect(rec!.scoreAfter).toBe(revised.scoreAfter.score);
    expect(deps.pdf.rendered.at(-1)).toBe(rec!.generatedContent);
    const paths = [...deps.files.files.keys()].filter((p) => p.includes('_enhanced'));
    expect(paths).toHaveLength(1);
    expect(revised.downloadUrl).toContain(encodeURIComponent(paths[0]!));
    expect(usageCount(deps)).toBe(1);

    // Taking the undo back draws the summary as tailored again.
    const again = await revise(deps, { recordId: result.recordId, undone: [] });
    expect(records(deps)[0]!.generatedContent).toContain(tailoredOpening);
    expect(again.changes.find((c) => c.id === summary.id)).toBeDefined();
  });

  it('adds a confirmed requirement as a change, and undoing it takes it out', async () => {
    const deps = createTestDeps();
    const result = await tailored(deps, `${JOB_DESCRIPTION} Experience with Terraform is required.`);
    const confirmations = [{ label: 'Go', evidence: '' }];
    // The job does not ask for Go: nothing the job does not ask for is added.
    await expect(revise(deps, { recordId: result.recordId, confirmations })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: reviseMessages.unknownRequirement,
    });
    const rec = records(deps)[0]!;
    const label = 'Terraform';
    expect(result.scoreBefore.missing).toContain(label);
    const added = await revise(deps, { recordId: result.recordId, confirmations: [{ label, evidence: '' }] });
    const change = added.changes.find((c) => c.kind === 'added')!;
    expect(change).toMatchObject({ where: 'Skills', after: label });
    expect(records(deps)[0]!.generatedContent).toContain(label);
    expect(rec.generatedContent).not.toContain(label);
    await revise(deps, {
      recordId: result.recordId,
      confirmations: [{ label, evidence: '' }],
      undone: [change.id],
    });
    expect(records(deps)[0]!.generatedContent).not.toContain(label);
  });

  it('refuses another person’s record, an unknown change, and a run not finished', async () => {
    const deps = createTestDeps();
    const result = await tailored(deps);
    await expect(revise(deps, { recordId: 'no-such-record' })).rejects.toMatchObject({
      code: 'not-found',
      message: reviseMessages.notFound,
    });
    await expect(revise(deps, { recordId: result.recordId }, 'someone-else')).rejects.toMatchObject({
      code: 'permission-denied',
      message: reviseMessages.notFound,
    });
    await expect(
      revise(deps, { recordId: result.recordId, undone: ['moved:bullets:99'] }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: reviseMessages.unknownChange,
    });
    deps.store.docs.set(recordPath(result.recordId), { ...records(deps)[0]!, status: 'processing' });
    await expect(revise(deps, { recordId: result.recordId })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: reviseMessages.notReady,
    });
  });

  it('is closed with the run’s own tool: during maintenance, or while Magic CV is switched off', async () => {
    const deps = createTestDeps();
    const result = await tailored(deps);
    const settings = (over: Record<string, unknown>) =>
      deps.store.docs.set(SETTINGS_PATH, { ...structuredClone(DEFAULT_SETTINGS), ...over });
    settings({ maintenance: { enabled: true, message: 'Back at 14:00 UTC.', allowAdminAccess: true } });
    await expect(revise(deps, { recordId: result.recordId, undone: ['summary'] })).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Back at 14:00 UTC.',
    });
    settings({ features: { ...DEFAULT_SETTINGS.features, magicCV: false } });
    await expect(revise(deps, { recordId: result.recordId, undone: ['summary'] })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect(records(deps)[0]!.downloadUrl).toBe(result.downloadUrl);
  });

  it('refuses, keeping everything, when another window revised the resume meanwhile', async () => {
    const deps = createTestDeps();
    const result = await tailored(deps);
    const before = records(deps)[0]!;
    // Another window's revision lands while this one draws its PDF.
    const render = deps.pdf.render.bind(deps.pdf);
    deps.pdf.render = async (html) => {
      const doc = deps.store.docs.get(revisionPath(result.recordId))!;
      deps.store.docs.set(revisionPath(result.recordId), { ...doc, seq: 5 });
      return render(html);
    };
    await expect(revise(deps, { recordId: result.recordId, undone: ['summary'] })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: reviseMessages.busy,
    });
    expect(records(deps)[0]).toEqual(before);
    expect([...deps.files.files.keys()].filter((p) => p.includes('_enhanced'))).toHaveLength(1);
  });
});
