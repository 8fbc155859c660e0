/**
 * 1,000 malformed uploads (issue 17), 250 through each upload path: the resume reader and the
 * Magic CV handler that keeps the original, the profile photo and the design image of the
 * template generator, and the blog's featured image check. Each must end in a clear message of
 * its path (or, for a truncated file a lenient reader can still read, in a valid result), never
 * a crash, never a record left "processing", never a usage slot spent on a refusal.
 */
import mammoth from 'mammoth';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readResumeFile } from '@/components/resume-input/read-resume-file';
import { extractPdfSource } from '@/components/resume-input/read-pdf';
import { collectDocxSource, type MammothLike } from '@/domain/resume/source/from-mammoth';
import { makeDocx } from '@/domain/resume/test-utils/make-zip';
import { asFile, makePdf, RESUME_LINES } from '@/domain/resume/test-utils/sample-files';
import { checkBlogImage } from '@/features/admin/content/lib/check-blog-image';
import { blogMessages } from '@/domain/blog';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { TEMPLATES } from '@/domain/templates/catalogue';
import { HandlerError } from '../../functions/src/handlers/ports';
import { TEMPLATE_IMAGE_MESSAGE, TEMPLATE_IMAGE_TOO_LARGE } from '../../functions/src/templates/decode-image';
import { canvas, darkSidebarDesign } from '../../functions/src/testing/design-images';
import { createTestDeps, type TestDeps } from '../../functions/src/testing/fakes';
import {
  callTailor,
  givePlan,
  pasted,
  records,
  UID,
  usageCount,
} from '../../functions/src/testing/magic-cv-arrange';
import {
  callGenerate,
  custom,
  DESIGN_PATH,
  PHOTO_PATH,
  preset,
  templateRecords,
  templateUsage,
  upload,
} from '../../functions/src/testing/template-arrange';
import { malformed, type Family } from './malformed-files';

const PER_PATH = 250;
const seeds = Array.from({ length: PER_PATH }, (_, i) => i);

/** pdf.js's legacy build runs its worker in-process, as the CLI does. */
const pdf = (data: Uint8Array, onPage?: (done: number, total: number) => void) =>
  extractPdfSource(data, onPage, () => import('pdfjs-dist/legacy/build/pdf.mjs'));

/** mammoth's Node build takes a Buffer where its browser build takes an ArrayBuffer. */
const docx = (data: ArrayBuffer) => collectDocxSource(mammoth as unknown as MammothLike, data);

/** Stands in for the browser's decoder in the blog check (Node has no createImageBitmap). */
const decodeWithSharp = async (file: Blob) => {
  await sharp(new Uint8Array(await file.arrayBuffer()), { failOn: 'warning', limitInputPixels: 40_000_000 })
    .raw()
    .toBuffer();
};

type Outcome = 'refused' | 'accepted';
const tally = () => new Map<string, number>();
function count(t: Map<string, number>, family: Family, outcome: Outcome) {
  t.set(`${family}:${outcome}`, (t.get(`${family}:${outcome}`) ?? 0) + 1);
}

/** A refusal must be one of the path's own messages; only a truncated file may be accepted. */
function judge(
  family: Family,
  outcome: Outcome,
  message: string | null,
  known: readonly string[],
  seed: number,
) {
  if (outcome === 'refused') expect(known, `seed ${seed} (${family}): "${message}"`).toContain(message);
  else expect(family, `seed ${seed} was accepted`).toBe('truncated');
}

async function refusal(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    // Anything but a HandlerError is a crash the user would see as "internal".
    expect(e).toBeInstanceOf(HandlerError);
    return (e as HandlerError).message;
  }
}

const PDF_SEED = makePdf([RESUME_LINES, ['Education', 'BSc Statistics, 2016']]);
const DOCX_SEED = makeDocx(RESUME_LINES);
const PNG_SEED = darkSidebarDesign().png();
const JPEG_SEED = canvas([200, 120, 90], 120, 160).jpeg(80);
const photoTemplate = TEMPLATES.find((t) => t.design.photo !== null)!;

function noneProcessing(deps: TestDeps) {
  expect(records(deps).filter((r) => r.status === 'processing')).toEqual([]);
  expect(templateRecords(deps).filter((r) => r.status === 'processing')).toEqual([]);
}

describe('the valid seeds the malformed files are made from', () => {
  // Controls: if these were refused, the refusals below would prove nothing.
  it('are accepted by every path', async () => {
    expect(await readResumeFile(asFile(PDF_SEED, 'cv.pdf'), { pdf })).toMatchObject({ ok: true });
    expect(await readResumeFile(asFile(DOCX_SEED, 'cv.docx'), { docx })).toMatchObject({ ok: true });
    const photo = createTestDeps();
    upload(photo, PHOTO_PATH, JPEG_SEED, 'image/jpeg');
    await callGenerate(photo, preset({ templateId: photoTemplate.id, photoPath: PHOTO_PATH }));
    expect(templateUsage(photo)).toBe(1);
    const design = createTestDeps();
    upload(design, DESIGN_PATH, PNG_SEED);
    await callGenerate(design, custom());
    expect(templateUsage(design)).toBe(1);
    expect(await checkBlogImage(new Blob([JPEG_SEED as BlobPart]), decodeWithSharp)).toEqual({
      ok: true,
      contentType: 'image/jpeg',
    });
  });
});

describe('1,000 malformed uploads', () => {
  it(`resumes: ${PER_PATH} through the reader and the Magic CV handler`, async () => {
    const known = Object.values(magicCvMessages);
    const t = tally();
    for (const seed of seeds) {
      const { family, bytes } = malformed(seed, seed % 2 ? PDF_SEED : DOCX_SEED, PNG_SEED);
      const read = await readResumeFile(asFile(bytes, 'cv.pdf'), { pdf, docx });
      const outcome: Outcome = read.ok ? 'accepted' : 'refused';
      judge(family, outcome, read.ok ? null : read.message, known, seed);
      count(t, family, outcome);

      // A direct call that skips the reader: the handler keeps the file as the original.
      const deps = createTestDeps();
      givePlan(deps, 'magic');
      const path = `uploads/${UID}/resumes/${seed}_cv.pdf`;
      await deps.files.save(path, bytes, 'application/pdf');
      const message = await refusal(callTailor(deps, pasted({ originalResumePath: path })));
      if (message !== null) expect(known, `seed ${seed}`).toContain(message);
      noneProcessing(deps);
      if (message === null) expect(records(deps)[0]?.status).toBe('completed');
      else expect(usageCount(deps) ?? 0).toBe(0);
    }
    console.log('resumes', Object.fromEntries(t));
  }, 600_000);

  it(`photos: ${PER_PATH} through the template generator`, async () => {
    const t = tally();
    for (const seed of seeds) {
      const { family, bytes } = malformed(seed, seed % 2 ? JPEG_SEED : PNG_SEED, PDF_SEED);
      const deps = createTestDeps();
      upload(deps, PHOTO_PATH, bytes, 'image/jpeg');
      const message = await refusal(
        callGenerate(deps, preset({ templateId: photoTemplate.id, photoPath: PHOTO_PATH })),
      );
      const outcome: Outcome = message === null ? 'accepted' : 'refused';
      judge(family, outcome, message, [TEMPLATE_MESSAGES.photoTypes], seed);
      count(t, family, outcome);
      noneProcessing(deps);
      if (outcome === 'refused') expect(templateUsage(deps)).toBe(0);
    }
    console.log('photos', Object.fromEntries(t));
  }, 600_000);

  it(`design images: ${PER_PATH} through the template generator`, async () => {
    // A garbage header may declare a huge canvas: refused by its size, before decoding.
    const known = [TEMPLATE_IMAGE_MESSAGE, TEMPLATE_IMAGE_TOO_LARGE, TEMPLATE_MESSAGES.uploadCustom];
    const t = tally();
    for (const seed of seeds) {
      const { family, bytes } = malformed(seed, seed % 2 ? PNG_SEED : JPEG_SEED, PDF_SEED);
      const deps = createTestDeps();
      upload(deps, DESIGN_PATH, bytes);
      const message = await refusal(callGenerate(deps, custom()));
      const outcome: Outcome = message === null ? 'accepted' : 'refused';
      judge(family, outcome, message, known, seed);
      count(t, family, outcome);
      noneProcessing(deps);
      if (outcome === 'refused') expect(templateUsage(deps)).toBe(0);
    }
    console.log('design images', Object.fromEntries(t));
  }, 600_000);

  it(`blog images: ${PER_PATH} through the featured image check`, async () => {
    const known = [blogMessages.notAnImage, blogMessages.imageTooLarge];
    const t = tally();
    for (const seed of seeds) {
      const { family, bytes } = malformed(seed, seed % 2 ? PNG_SEED : JPEG_SEED, PDF_SEED);
      const checked = await checkBlogImage(new Blob([bytes as BlobPart]), decodeWithSharp);
      const outcome: Outcome = checked.ok ? 'accepted' : 'refused';
      judge(family, outcome, checked.ok ? null : checked.message, known, seed);
      count(t, family, outcome);
    }
    console.log('blog images', Object.fromEntries(t));
  }, 600_000);
});
