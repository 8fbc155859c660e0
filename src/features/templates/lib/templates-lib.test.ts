import { describe, expect, it } from 'vitest';
import { asFile, makeTxt, randomBytes } from '@/domain/resume/test-utils/sample-files';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { IMAGE_BYTES } from '../testing/sample-images';
import { downscaleTarget } from './downscale-target';
import { sniffImage } from '@/domain/image-signature';
import { readTemplateResume } from './read-template-resume';
import { validateGenerate, type GenerateDraft } from './validate-generate';

const MB = 1024 * 1024;

describe('validateGenerate', () => {
  const ok: GenerateDraft = {
    mode: 'preset',
    presetId: 'nova-prime',
    hasCustomImage: false,
    hasResumeFile: false,
    resumeText: 'Jordan Rivera, analyst',
    usage: { used: 1, limit: 2 },
  };

  it('checks in the documented order: template, custom image, resume, daily limit', () => {
    const empty = { ...ok, presetId: null, resumeText: ' ', usage: { used: 2, limit: 2 } };
    expect(validateGenerate(empty)).toBe('Please select a template');
    expect(validateGenerate({ ...empty, mode: 'custom' })).toBe('Please upload a custom template image.');
    expect(validateGenerate({ ...empty, mode: 'custom', hasCustomImage: true })).toBe(
      'Please upload a resume file or paste your resume text.',
    );
    expect(validateGenerate({ ...empty, presetId: 'nova-prime', hasResumeFile: true })).toBe(
      'You have reached your daily usage limit of 2 templates. Please try again tomorrow.',
    );
    expect(validateGenerate(ok)).toBeNull();
  });

  it('ignores a custom image in preset mode and an unknown or unlimited count', () => {
    expect(validateGenerate({ ...ok, presetId: null, hasCustomImage: true })).toBe(
      TEMPLATE_MESSAGES.selectTemplate,
    );
    expect(validateGenerate({ ...ok, usage: null })).toBeNull();
    expect(validateGenerate({ ...ok, usage: { used: 99, limit: null } })).toBeNull();
    expect(validateGenerate({ ...ok, usage: { used: 3, limit: 2 } })).toBe(TEMPLATE_MESSAGES.dailyLimit(2));
  });
});

describe('downscaleTarget', () => {
  it('keeps images of 1 MB or less', () => {
    expect(downscaleTarget(4000, 3000, MB)).toBeNull();
  });

  it('scales images over 1 MB so the longest side is 800 px', () => {
    expect(downscaleTarget(4000, 3000, MB + 1)).toEqual({ width: 800, height: 600 });
    expect(downscaleTarget(1000, 2500, 3 * MB)).toEqual({ width: 320, height: 800 });
    expect(downscaleTarget(801, 801, 2 * MB)).toEqual({ width: 800, height: 800 });
  });

  it('leaves heavy images that are already small enough in pixels', () => {
    expect(downscaleTarget(800, 600, 2 * MB)).toBeNull();
  });
});

describe('sniffImage', () => {
  it('tells JPEG, PNG, GIF and WEBP apart by their first bytes', () => {
    expect(sniffImage(IMAGE_BYTES.jpeg())).toBe('jpeg');
    expect(sniffImage(IMAGE_BYTES.png())).toBe('png');
    expect(sniffImage(IMAGE_BYTES.gif())).toBe('gif');
    expect(sniffImage(IMAGE_BYTES.webp())).toBe('webp');
    expect(sniffImage(IMAGE_BYTES.bmp())).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('readTemplateResume', () => {
  const progress = { onProgress: () => {} };

  it('reads text resumes and words refusals as this page does', async () => {
    const txt = await readTemplateResume(asFile(makeTxt(), 'cv.txt'), progress);
    expect(txt).toMatchObject({ ok: true, kind: 'txt' });
    expect(await readTemplateResume(asFile(randomBytes(2048), 'cv.bin'), progress)).toEqual({
      ok: false,
      message: 'Please upload a PDF, DOC, DOCX, or TXT file.',
    });
  });

  it('answers an old Word file with the unsupported-type message', async () => {
    const doc = randomBytes(2048);
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await readTemplateResume(asFile(doc, 'cv.doc'), progress)).toEqual({
      ok: false,
      message: 'Unsupported file type. Please upload PDF, DOCX, or TXT.',
    });
  });
});
