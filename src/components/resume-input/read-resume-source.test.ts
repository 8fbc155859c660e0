import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { checkResume } from '@/domain/resume/ats-check/check-resume';
import { readResume } from '@/domain/resume/layout/read-resume';
import { extractPdfSource, PdfReadError } from './read-pdf';
import { readResumeSource } from './read-resume-source';
import { makeDocx } from '@/domain/resume/test-utils/make-zip';
import { asFile, makePdf, makeTxt, randomBytes, RESUME_LINES } from '@/domain/resume/test-utils/sample-files';

const zip = () => {
  const bytes = new Uint8Array(2048);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return bytes;
};

describe('readResumeSource', () => {
  it('reads a TXT file (by content, whatever its name) into a text source', async () => {
    const result = await readResumeSource(asFile(makeTxt(), 'cv.pdf'));
    expect(result).toMatchObject({ ok: true, kind: 'txt', source: { kind: 'txt' } });
    if (result.ok && result.source.kind === 'txt') {
      expect(result.source.text.split('\n').slice(0, 3)).toEqual(RESUME_LINES.slice(0, 3));
    }
  });

  it('refuses by size and by first bytes with the documented messages', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf');
    expect(await readResumeSource(big)).toEqual({ ok: false, message: magicCvMessages.fileTooLarge });
    expect(await readResumeSource(asFile(new Uint8Array(100), 'tiny.txt'))).toEqual({
      ok: false,
      message: magicCvMessages.fileTooSmall,
    });
    expect(await readResumeSource(asFile(randomBytes(3000), 'cv.pdf'))).toEqual({
      ok: false,
      message: magicCvMessages.wrongType,
    });
    expect(await readResumeSource(asFile(new TextEncoder().encode(' \n'.repeat(800)), 'blank.txt'))).toEqual({
      ok: false,
      message: magicCvMessages.resumeTextMissing,
    });
  });

  it('hands PDF bytes to the PDF reader and reports its progress', async () => {
    const source: ResumeSource = { kind: 'pdf', pages: [] };
    const pdf = vi.fn(async (_data: Uint8Array, onPage?: (done: number, total: number) => void) => {
      onPage?.(1, 2);
      onPage?.(2, 2);
      return source;
    });
    const progress: number[] = [];
    const bytes = makePdf([RESUME_LINES]);
    const result = await readResumeSource(asFile(bytes, 'cv'), { pdf, onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ ok: true, kind: 'pdf', source });
    expect([...pdf.mock.calls[0]![0]]).toEqual([...bytes]);
    expect(progress).toEqual([0.5, 1]);
  });

  it('maps PDF reader failures to the corrupted and unreadable messages', async () => {
    const file = asFile(makePdf([RESUME_LINES]), 'cv.pdf');
    const failWith = (e: Error) => readResumeSource(file, { pdf: () => Promise.reject(e) });
    expect(await failWith(new PdfReadError('invalid'))).toEqual({
      ok: false,
      message: magicCvMessages.corruptFile,
    });
    expect(await failWith(new PdfReadError('password'))).toEqual({
      ok: false,
      message: magicCvMessages.unreadableFile,
    });
  });

  it('reads a DOCX through the DOCX reader; refuses a zip that is not one, or one with nothing in it', async () => {
    const text = RESUME_LINES.join('\n');
    const ok = await readResumeSource(asFile(zip(), 'cv.docx'), {
      docx: async () => ({ kind: 'docx', text, tables: 1, images: 0 }),
    });
    expect(ok).toEqual({ ok: true, kind: 'docx', source: { kind: 'docx', text, tables: 1, images: 0 } });
    const notWord = await readResumeSource(asFile(zip(), 'cv.docx'), {
      docx: () => Promise.reject(new Error('Could not find main document part')),
    });
    expect(notWord).toEqual({ ok: false, message: magicCvMessages.wrongType });
    const empty = await readResumeSource(asFile(zip(), 'cv.docx'), {
      docx: async () => ({ kind: 'docx', text: ' ', tables: 0, images: 0 }),
    });
    expect(empty).toEqual({ ok: false, message: magicCvMessages.resumeTextMissing });
    // A resume pasted into Word as a picture still gets a report (text in images).
    const picture = await readResumeSource(asFile(zip(), 'cv.docx'), {
      docx: async () => ({ kind: 'docx', text: '', tables: 0, images: 1 }),
    });
    expect(picture).toMatchObject({ ok: true, kind: 'docx' });
  });
});

describe('readResumeSource with pdf.js and mammoth, then readResume and checkResume', () => {
  // jsdom cannot start pdfjs's web worker; the legacy build runs its worker code in-process.
  const pdf = (data: Uint8Array, onPage?: (done: number, total: number) => void) =>
    extractPdfSource(data, onPage, () => import('pdfjs-dist/legacy/build/pdf.mjs'));

  it('reads a real text PDF into positioned items the checker reads', async () => {
    const result = await readResumeSource(asFile(makePdf([RESUME_LINES]), 'cv.pdf'), { pdf });
    expect(result).toMatchObject({ ok: true, kind: 'pdf' });
    if (!result.ok || result.source.kind !== 'pdf') return;
    expect(result.source.pages).toHaveLength(1);
    expect(result.source.pages[0]!.items.map((i) => i.str)).toContain('Jordan Rivera');
    const report = checkResume(readResume(result.source));
    expect(report.fields.contact.email).toBe('jordan.rivera@example.com');
    expect(report.fields.experience[0]?.company).toBe('Northwind Traders');
  });

  it('reports a PDF without text instead of refusing it', async () => {
    const result = await readResumeSource(asFile(makePdf([[]]), 'scan.pdf'), { pdf });
    expect(result).toMatchObject({ ok: true, kind: 'pdf' });
    if (!result.ok) return;
    const report = checkResume(readResume(result.source));
    expect(report.issues[0]).toMatchObject({ id: 'text-in-images' });
  });

  it('reads a real DOCX with mammoth', async () => {
    // Under Node mammoth resolves to its Node build, which reads `buffer` (collectDocxSource passes both).
    const docx = async (data: ArrayBuffer) => {
      const { collectDocxSource } = await import('@/domain/resume/source/from-mammoth');
      const mod = await import('mammoth');
      return collectDocxSource(mod.default ?? mod, data);
    };
    const word = makeDocx([...RESUME_LINES, ...RESUME_LINES.map((l) => `${l} (again)`)]);
    const result = await readResumeSource(asFile(word, 'cv.docx'), { docx });
    expect(result).toMatchObject({ ok: true, kind: 'docx', source: { kind: 'docx', tables: 0, images: 0 } });
    if (result.ok && result.source.kind === 'docx') expect(result.source.text).toContain('Northwind Traders');
  });
});
