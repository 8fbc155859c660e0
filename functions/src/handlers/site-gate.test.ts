import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYST_RESUME, posting } from '@/domain/jobs/fixtures';
import { completeSettings, DEFAULT_SETTINGS, SETTINGS_PATH } from '@/domain/settings';
import { jobDoc } from '../testing/easy-apply-arrange';
import { createTestDeps, userCtx, type TestDeps } from '../testing/fakes';
import { callTailor, givePlan, records, UID, usageCount } from '../testing/magic-cv-arrange';
import { callGenerate, custom, DESIGN_PATH, templateRecords, upload } from '../testing/template-arrange';
import { readWordResume } from './easy-apply/read-word-resume';
import { suggestJobs } from './easy-apply/suggest-jobs';
import { tailorForJob } from './easy-apply/tailor-for-job';
import { getSiteStatus } from './get-site-status';
import { invokeHandler } from './invoke';

const JOB = posting('greenhouse-harbor-42', { title: 'Senior Data Analyst', company: 'Harbor Analytics' });
/** The CV Easy Apply uploads before tailoring, and a real .doc for readWordResume (tests/fixtures/word). */
const CV_PATH = `uploads/${UID}/resumes/1_cv.pdf`;
const DOC_PATH = `uploads/${UID}/resumes/2_cv.doc`;
const DOC = readFileSync(
  path.resolve(import.meta.dirname, '../../../tests/fixtures/word/software-engineer-resume.doc'),
);

function arrange(settings: Record<string, unknown> = {}) {
  const deps = createTestDeps();
  givePlan(deps, 'free');
  deps.store.docs.set(`jobs/${JOB.id}`, jobDoc(JOB));
  deps.files.files.set(CV_PATH, {
    bytes: new TextEncoder().encode('%PDF-1.7 cv'),
    contentType: 'application/pdf',
  });
  deps.files.files.set(DOC_PATH, { bytes: new Uint8Array(DOC), contentType: 'application/msword' });
  deps.store.docs.set(SETTINGS_PATH, { ...structuredClone(DEFAULT_SETTINGS), ...settings });
  return deps;
}

const maintenance = (allowAdminAccess = true) => ({
  maintenance: { enabled: true, message: 'Upgrading the database until 14:00 UTC.', allowAdminAccess },
});
const featuresOff = (feature: string) => ({ features: { ...DEFAULT_SETTINGS.features, [feature]: false } });

const asUser = { admin: false };
const asAdmin = { admin: true, email: 'admin@example.com', emailVerified: true };

const calls = {
  tailorResume: (deps: TestDeps, ctx = {}) => callTailor(deps, undefined, ctx),
  generateTemplateResume: (deps: TestDeps, ctx = {}) => callGenerate(deps, undefined, ctx),
  suggestJobs: (deps: TestDeps, ctx = {}) =>
    invokeHandler(suggestJobs, deps, userCtx(UID, ctx), { resumeText: ANALYST_RESUME }),
  tailorForJob: (deps: TestDeps, ctx = {}) =>
    invokeHandler(tailorForJob, deps, userCtx(UID, ctx), {
      resumeText: ANALYST_RESUME,
      jobId: JOB.id,
      originalResumePath: CV_PATH,
    }),
  readWordResume: (deps: TestDeps, ctx = {}) =>
    invokeHandler(readWordResume, deps, userCtx(UID, ctx), { path: DOC_PATH }),
};
const featureOf = {
  tailorResume: 'magicCV',
  generateTemplateResume: 'lazyTemplates',
  suggestJobs: 'lazyApply',
  tailorForJob: 'lazyApply',
  readWordResume: 'lazyApply',
} as const;
const names = Object.keys(calls) as (keyof typeof calls)[];

describe('site gate in the generation handlers', () => {
  it.each(names)('%s refuses users during maintenance with the admin message', async (name) => {
    const deps = arrange(maintenance());
    await expect(calls[name](deps, asUser)).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Upgrading the database until 14:00 UTC.',
    });
  });

  it.each(names)('%s lets the admin through when admin access is allowed, not otherwise', async (name) => {
    await expect(calls[name](arrange(maintenance(true)), asAdmin)).resolves.toBeTruthy();
    await expect(calls[name](arrange(maintenance(false)), asAdmin)).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it.each(names)('%s refuses when its tool is switched off, and only then', async (name) => {
    const deps = arrange(featuresOff(featureOf[name]));
    await expect(calls[name](deps, asUser)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/is currently disabled\. Please check back later\.$/),
    });
    const other = featureOf[name] === 'magicCV' ? 'lazyApply' : 'magicCV';
    await expect(calls[name](arrange(featuresOff(other)), asUser)).resolves.toBeTruthy();
  });

  it('a refused generation takes no slot and writes no record', async () => {
    const deps = arrange(featuresOff('magicCV'));
    await expect(calls.tailorResume(deps, asUser)).rejects.toMatchObject({
      message: 'Magic CV is currently disabled. Please check back later.',
    });
    expect(usageCount(deps)).toBeUndefined();
    expect(records(deps)).toHaveLength(0);
  });

  it('a refused template generation still deletes the uploaded design image', async () => {
    const deps = arrange(maintenance());
    upload(deps, DESIGN_PATH, new Uint8Array([137, 80, 78, 71]));
    await expect(callGenerate(deps, custom(), asUser)).rejects.toMatchObject({ code: 'unavailable' });
    expect(deps.files.files.has(DESIGN_PATH)).toBe(false);
    expect(templateRecords(deps)).toHaveLength(0);
  });

  it('a blank maintenance message falls back to the default one', async () => {
    const deps = arrange({ maintenance: { enabled: true, message: ' ', allowAdminAccess: true } });
    await expect(calls.suggestJobs(deps, asUser)).rejects.toMatchObject({
      message: 'The system is currently under maintenance. Please check back later.',
    });
  });
});

describe('getSiteStatus', () => {
  it('answers anyone with maintenance and features only', async () => {
    const deps = arrange({
      ...maintenance(false),
      ...featuresOff('lazyTemplates'),
      email: { fromName: 'Ops', fromEmail: 'ops@example.com', supportEmail: 'help@example.com' },
    });
    const status = await invokeHandler(getSiteStatus, deps, userCtx('x', { uid: null }), {});
    expect(status).toEqual({
      maintenance: {
        enabled: true,
        message: 'Upgrading the database until 14:00 UTC.',
        allowAdminAccess: false,
      },
      features: { magicCV: true, angelAssistant: true, lazyApply: true, lazyTemplates: false },
    });
    expect(JSON.stringify(status)).not.toContain('example.com');
  });

  it('reports the open site when nothing is stored or the document is malformed', async () => {
    const deps = createTestDeps();
    const open = {
      maintenance: completeSettings(null).maintenance,
      features: completeSettings(null).features,
    };
    await expect(invokeHandler(getSiteStatus, deps, userCtx('x', { uid: null }), {})).resolves.toEqual(open);
    deps.store.docs.set(SETTINGS_PATH, { maintenance: 'yes', features: { magicCV: 'off' } });
    await expect(invokeHandler(getSiteStatus, deps, userCtx('x', { uid: null }), {})).resolves.toEqual(open);
  });
});
