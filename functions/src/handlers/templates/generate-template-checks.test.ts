import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { TEMPLATE_IMAGE_MESSAGE } from '../../templates/decode-image';
import { canvas, darkSidebarDesign } from '../../testing/design-images';
import { createTestDeps, type TestDeps } from '../../testing/fakes';
import {
  callGenerate,
  custom,
  DESIGN_PATH,
  givePlan,
  PHOTO_PATH,
  preset,
  templateRecords,
  templateUsage,
  UID,
  upload,
} from '../../testing/template-arrange';
import { NOT_YOUR_FILE_MESSAGE, PHOTO_MISSING_MESSAGE } from './uploads';

const text = (s: string) => new TextEncoder().encode(s);
const concat = (a: Uint8Array, b: Uint8Array) => Uint8Array.from([...a, ...b]);
/** Deterministic noise: the same garbage on every run. */
const noise = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7919 + 13) % 251);

/** Refused before anything was written: no record, no slot taken. */
async function expectRefused(deps: TestDeps, input: unknown, code: string, message: string) {
  await expect(callGenerate(deps, input)).rejects.toMatchObject({ name: 'HandlerError', code, message });
  expect(templateRecords(deps)).toEqual([]);
  expect(templateUsage(deps)).toBe(0);
}

describe('generateTemplateResume: the checks, in the documented order', () => {
  it.each([
    ['no template and no resume', { resumeText: '', templateId: null }, TEMPLATE_MESSAGES.selectTemplate],
    ['an unknown template id', preset({ templateId: 'no-such-template' }), TEMPLATE_MESSAGES.selectTemplate],
    ['a missing custom image, no resume', custom({ resumeText: '' }), TEMPLATE_MESSAGES.uploadCustom],
    ['a preset and a blank resume', preset({ resumeText: '   \n  ' }), TEMPLATE_MESSAGES.resumeMissing],
    ['no resume field at all', { templateId: 'nova-prime' }, TEMPLATE_MESSAGES.resumeMissing],
  ])('%s', async (_, input, message) => {
    await expectRefused(createTestDeps(), input, 'invalid-argument', message);
  });

  it('a custom image that exists, then a blank resume', async () => {
    const deps = createTestDeps();
    upload(deps, DESIGN_PATH, darkSidebarDesign().png());
    await expectRefused(
      deps,
      custom({ resumeText: '' }),
      'invalid-argument',
      TEMPLATE_MESSAGES.resumeMissing,
    );
    expect(deps.files.files.has(DESIGN_PATH)).toBe(false); // the page uploads it afresh per run
  });

  it('a custom image that is neither PNG nor JPEG', async () => {
    const deps = createTestDeps();
    upload(deps, DESIGN_PATH, text('GIF89a not a design we read'));
    await expectRefused(deps, custom(), 'invalid-argument', TEMPLATE_IMAGE_MESSAGE);
  });

  it.each([
    ["another user's upload", `uploads/u2/images/design.png`],
    ['a path outside uploads/', `resumes/${UID}/x.png`],
    ['a path climbing out of the folder', `uploads/${UID}/images/../../u2/images/design.png`],
    ['a file of the resumes folder', `uploads/${UID}/resumes/design.png`],
  ])('refuses %s as the design', async (_, path) => {
    const deps = createTestDeps();
    upload(deps, path, darkSidebarDesign().png());
    await expectRefused(
      deps,
      custom({ customTemplatePath: path }),
      'permission-denied',
      NOT_YOUR_FILE_MESSAGE,
    );
    expect(deps.files.files.has(path)).toBe(true); // never touched
  });

  it("refuses another user's photo, a missing photo and a photo that is not an image", async () => {
    const deps = createTestDeps();
    upload(deps, 'uploads/u2/images/photo.jpg', text('\xff\xd8\xff'));
    await expectRefused(
      deps,
      preset({ photoPath: 'uploads/u2/images/photo.jpg' }),
      'permission-denied',
      NOT_YOUR_FILE_MESSAGE,
    );
    await expectRefused(deps, preset({ photoPath: PHOTO_PATH }), 'not-found', PHOTO_MISSING_MESSAGE);
    upload(deps, PHOTO_PATH, text('%PDF-1.7 not a photo'));
    await expectRefused(
      deps,
      preset({ photoPath: PHOTO_PATH }),
      'invalid-argument',
      TEMPLATE_MESSAGES.photoTypes,
    );
  });

  it.each([
    ['a JPEG header followed by garbage', () => concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), noise(4000))],
    [
      'a PNG header followed by garbage',
      () => concat(canvas([9, 9, 9], 8, 8).png().slice(0, 16), noise(4000)),
    ],
    ['a truncated JPEG', () => canvas([200, 120, 90], 64, 64).jpeg(80).slice(0, 300)],
  ])('refuses a photo that only looks like an image: %s', async (_what, bytes) => {
    const deps = createTestDeps();
    upload(deps, PHOTO_PATH, bytes(), 'image/jpeg');
    await expectRefused(
      deps,
      preset({ photoPath: PHOTO_PATH }),
      'invalid-argument',
      TEMPLATE_MESSAGES.photoTypes,
    );
  });

  it('refuses unknown fields and signed-out callers', async () => {
    const deps = createTestDeps();
    await expect(callGenerate(deps, preset({ plan: 'magic' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(callGenerate(deps, preset(), { uid: null })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('generateTemplateResume: the daily limit', () => {
  it('refuses the third generation of the day for a free user, in the documented words', async () => {
    const deps = createTestDeps();
    await callGenerate(deps);
    await callGenerate(deps);
    await expect(callGenerate(deps)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'You have reached your daily usage limit of 2 templates. Please try again tomorrow.',
    });
    expect(templateRecords(deps)).toHaveLength(2);
    expect(templateUsage(deps)).toBe(2);
    deps.clock.set('2025-01-16T10:00:00Z');
    await expect(callGenerate(deps)).resolves.toMatchObject({ templateId: 'nova-prime' });
  });

  it('takes the limit from the admin settings', async () => {
    const deps = createTestDeps();
    const { limits } = DEFAULT_SETTINGS;
    deps.store.docs.set('admin/settings', {
      limits: { ...limits, freeTier: { ...limits.freeTier, lazyTemplates: 1 } },
    });
    await callGenerate(deps);
    await expect(callGenerate(deps)).rejects.toMatchObject({
      message: TEMPLATE_MESSAGES.dailyLimit(1),
    });
  });

  it('does not limit an unlimited plan', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'magic-yearly');
    for (let i = 0; i < 4; i += 1) await callGenerate(deps);
    expect(templateRecords(deps).filter((r) => r.status === 'completed')).toHaveLength(4);
  });
});

describe('generateTemplateResume: failures after the record exists', () => {
  it('a PDF failure marks the record failed, gives the slot back and deletes the design', async () => {
    const deps = createTestDeps();
    upload(deps, DESIGN_PATH, darkSidebarDesign().png());
    deps.pdf.fail = true;
    await expect(callGenerate(deps, custom())).rejects.toMatchObject({
      name: 'HandlerError',
      code: 'internal',
      message: 'Failed to convert HTML to PDF',
    });
    expect(templateRecords(deps)).toEqual([
      expect.objectContaining({
        status: 'failed',
        failureReason: 'Failed to convert HTML to PDF',
        downloadUrl: null,
      }),
    ]);
    expect(templateUsage(deps)).toBe(0);
    expect(deps.files.files.has(DESIGN_PATH)).toBe(false);
  });

  it('a storage failure marks the record failed and gives the slot back', async () => {
    const deps = createTestDeps();
    deps.files.failSaves = true;
    await expect(callGenerate(deps)).rejects.toMatchObject({
      message: 'Failed to save the generated resume. Please try again.',
    });
    expect(templateRecords(deps)[0]).toMatchObject({ status: 'failed' });
    expect(templateUsage(deps)).toBe(0);
    // The slot came back: the user still has both generations of the day.
    deps.files.failSaves = false;
    await callGenerate(deps);
    await callGenerate(deps);
  });
});
