/** The Node reader: each kind of corpus file becomes the ResumeSource the browser would build. */
import { describe, expect, it } from 'vitest';
import { readResumeFileNode } from '../../scripts/lib/read-resume-node';
import { randomBytes } from '@/domain/resume/test-utils/sample-files';
import { readCorpusFile } from './read-corpus';

describe('readResumeFileNode', () => {
  it('reads a PDF into pages of positioned text items', async () => {
    const source = await readCorpusFile('multi-page-pm-ie.pdf');
    if (source.kind !== 'pdf') throw new Error(`read as ${source.kind}`);
    expect(source.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    // A4 in PDF points, no pictures.
    expect(source.pages[0]).toMatchObject({ width: expect.closeTo(595.3, 0) as number, images: 0 });
    const email = source.pages[0]!.items.find((i) => i.str.includes('ciaran.murphy@example.ie'));
    expect(email).toMatchObject({ x: expect.any(Number) as number, y: expect.any(Number) as number });
    expect(email!.height).toBeGreaterThan(5);
  });

  it('reads a DOCX with its text and its table count', async () => {
    const table = await readCorpusFile('docx-table-hr-za.docx');
    expect(table).toMatchObject({ kind: 'docx', tables: 1, images: 0 });
    expect(table.kind === 'docx' && table.text).toContain('Thandi Nkosi');
    expect(await readCorpusFile('classic-electrician-nz.docx')).toMatchObject({ kind: 'docx', tables: 0 });
  });

  it('reads UTF-8 text as is', async () => {
    const source = await readCorpusFile('plain-text-finance-sg.txt');
    expect(source.kind === 'txt' && source.text.startsWith('WEI LING TAN\n')).toBe(true);
  });

  it('refuses bytes that are no PDF, DOCX or text, with a clear message', async () => {
    await expect(readResumeFileNode(randomBytes(2048))).rejects.toThrow(
      /PDF, a DOCX \(Word\) or a UTF-8 text/,
    );
  });

  it('leaves the caller its bytes (pdf.js gets a copy to detach)', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 broken');
    await expect(readResumeFileNode(bytes)).rejects.toThrow();
    expect(bytes.byteLength).toBe(15);
  });
});
