import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { collectDocxSource, type MammothLike } from '@/domain/resume/source/from-mammoth';
import { extractPdfSource } from './read-pdf';
import { readResumeFile } from './read-resume-file';
import { makeDocx, makeZip } from '@/domain/resume/test-utils/make-zip';
import { asFile, makePdf, makeTxt, randomBytes, RESUME_LINES } from '@/domain/resume/test-utils/sample-files';

// jsdom cannot start pdfjs's web worker; the legacy build runs its worker code in-process.
const pdf = (data: Uint8Array, onPage?: (done: number, total: number) => void) =>
  extractPdfSource(data, onPage, () => import('pdfjs-dist/legacy/build/pdf.mjs'));

describe('readResumeFile', () => {
  it('reads a text PDF into lines, page by page, reporting progress', async () => {
    const progress: number[] = [];
    const file = asFile(makePdf([RESUME_LINES, ['Education', 'BSc Statistics, 2016']]), 'cv.bin');
    const result = await readResumeFile(file, { pdf, onProgress: (f) => progress.push(f) });
    expect(result).toMatchObject({ ok: true, kind: 'pdf' });
    if (!result.ok) return;
    expect(result.text.split('\n').slice(0, 4)).toEqual(RESUME_LINES.slice(0, 4));
    expect(result.text).toContain('Northwind Traders');
    expect(result.text).toContain('BSc Statistics, 2016');
    expect(progress).toEqual([0.5, 1]);
  });

  it('refuses an image-only PDF as a scanned document', async () => {
    const file = asFile(makePdf([[], []]), 'scan.pdf', 'application/pdf');
    expect(await readResumeFile(file, { pdf })).toEqual({ ok: false, message: magicCvMessages.pdfNoText });
  });

  it('calls a PDF that does not parse corrupted', async () => {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}`);
    const result = await readResumeFile(asFile(bytes, 'broken.pdf'), { pdf });
    expect(result).toEqual({ ok: false, message: magicCvMessages.corruptFile });
  });

  it('refuses a Word 97-2003 file (.doc) as not a resume format unless the tool reads it (Easy Apply)', async () => {
    const bytes = new Uint8Array(4096);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const doc = asFile(bytes, 'cv.doc', 'application/msword');
    // Magic CV, the templates and the free tools pass no .doc reader: the message they always gave.
    expect(await readResumeFile(doc)).toEqual({ ok: false, message: magicCvMessages.wrongType });
    const read = await readResumeFile(doc, {
      doc: async () => ({ ok: true, text: RESUME_LINES.join('\n') }),
    });
    expect(read).toMatchObject({ ok: true, kind: 'doc', text: RESUME_LINES.join('\n') });
    const short = await readResumeFile(doc, { doc: async () => ({ ok: true, text: 'x' }) });
    expect(short).toEqual({ ok: false, message: magicCvMessages.resumeTextMissing });
    const refused = await readResumeFile(doc, { doc: async () => ({ ok: false, message: 'no' }) });
    expect(refused).toEqual({ ok: false, message: 'no' });
  });

  it('reads a TXT resume whatever its name says', async () => {
    const result = await readResumeFile(asFile(makeTxt(), 'resume.pdf', 'application/pdf'));
    expect(result).toMatchObject({ ok: true, kind: 'txt' });
    if (result.ok) expect(result.text.startsWith('Jordan Rivera\nSenior Data Analyst')).toBe(true);
  });

  it('refuses random bytes even when named .pdf', async () => {
    const result = await readResumeFile(asFile(randomBytes(4096), 'resume.pdf', 'application/pdf'));
    expect(result).toEqual({ ok: false, message: magicCvMessages.wrongType });
  });

  it('checks the size before anything else', async () => {
    expect(await readResumeFile(asFile(makeTxt('short', 0), 'a.txt'))).toEqual({
      ok: false,
      message: magicCvMessages.fileTooSmall,
    });
    const huge = asFile(new Uint8Array(MAX_UPLOAD_BYTES + 1), 'big.pdf');
    expect(await readResumeFile(huge)).toEqual({ ok: false, message: magicCvMessages.fileTooLarge });
  });

  it('refuses a file whose text is too short after trimming', async () => {
    const blank = new TextEncoder().encode(`Hi there\n${' \n'.repeat(600)}`);
    expect(await readResumeFile(asFile(blank, 'a.txt'))).toEqual({
      ok: false,
      message: magicCvMessages.resumeTextMissing,
    });
  });

  it('accepts a zip only when it reads as a Word document', async () => {
    const zip = new Uint8Array(2048);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    const notWord = await readResumeFile(asFile(zip, 'cv.docx'), {
      docx: async () => {
        throw new Error('Could not find main document part');
      },
    });
    expect(notWord).toEqual({ ok: false, message: magicCvMessages.wrongType });
    const word = await readResumeFile(asFile(zip, 'cv.docx'), {
      docx: async () => ({ kind: 'docx', text: RESUME_LINES.join('\n'), tables: 0, images: 0 }),
    });
    expect(word).toMatchObject({ ok: true, kind: 'docx' });
  });
});

describe('readResumeFile with mammoth', () => {
  // The app uses mammoth's browser build ({arrayBuffer}); under Node it resolves to the Node
  // build, which takes a Buffer. Same parser either way.
  const docx = async (data: ArrayBuffer) => {
    const mod = await import('mammoth');
    return collectDocxSource((mod.default ?? mod) as unknown as MammothLike, data);
  };

  it('reads a real DOCX and refuses a zip that is not one', async () => {
    const word = makeDocx([...RESUME_LINES, ...RESUME_LINES.map((l) => `${l} (again)`)]);
    const result = await readResumeFile(asFile(word, 'cv.pdf'), { docx });
    expect(result).toMatchObject({ ok: true, kind: 'docx' });
    if (result.ok) expect(result.text).toContain('Northwind Traders');
    const other = makeZip({ 'notes.txt': 'x'.repeat(2000) });
    expect(await readResumeFile(asFile(other, 'cv.docx'), { docx })).toEqual({
      ok: false,
      message: magicCvMessages.wrongType,
    });
  });
});
