import { describe, expect, it } from 'vitest';
import { layoutPdf } from '@/domain/resume/layout/layout-pdf';
import { extractPdfSource, PdfReadError } from './read-pdf';
import { makePdf, RESUME_LINES } from '@/domain/resume/test-utils/sample-files';

// jsdom cannot start pdfjs's web worker; the legacy build runs its worker code in-process.
const legacy = () => import('pdfjs-dist/legacy/build/pdf.mjs');

/** A one-page PDF with text drawn at given positions (Helvetica), like a two-column template. */
function positionedPdf(runs: { text: string; x: number; y: number; size?: number }[]): Uint8Array {
  const ops = runs.map((r) => `BT /F1 ${r.size ?? 10} Tf ${r.x} ${r.y} Td (${r.text}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>',
    `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('extractPdfSource', () => {
  it('returns positioned items and image counts per page, reporting progress', async () => {
    const progress: number[] = [];
    const source = await extractPdfSource(
      makePdf([RESUME_LINES, []]),
      (d, t) => progress.push(d / t),
      legacy,
    );
    expect(source.kind).toBe('pdf');
    expect(source.pages).toHaveLength(2);
    const first = source.pages[0]!;
    expect(first).toMatchObject({ number: 1, width: 612, height: 792, images: 0 });
    expect(first.items[0]).toMatchObject({ str: 'Jordan Rivera', x: 72, y: 720, height: 12 });
    expect(first.items[0]!.width).toBeGreaterThan(60);
    expect(source.pages[1]!.items).toEqual([]);
    expect(progress).toEqual([0.5, 1]);
  });

  it('calls a file that is not a PDF invalid', async () => {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(200)}`);
    await expect(extractPdfSource(bytes, undefined, legacy)).rejects.toEqual(new PdfReadError('invalid'));
  });
});

describe('extractPdfSource and the layout steps', () => {
  it('reads a sidebar page one column at a time through the layout steps', async () => {
    const sidebar = ['SKILLS', 'SQL', 'Python', 'Tableau', 'LANGUAGES', 'English', 'Spanish'];
    const main = [
      'EXPERIENCE',
      'Data Analyst, Northwind Traders',
      'Built weekly sales dashboards for 40 stores',
      'Cleaned customer data with Python',
      'EDUCATION',
      'BSc Statistics, University of Leeds',
    ];
    const data = positionedPdf([
      { text: 'Jordan Rivera', x: 150, y: 740, size: 20 },
      ...sidebar.map((text, i) => ({ text, x: 40, y: 690 - i * 13, size: 9 })),
      ...main.map((text, i) => ({ text, x: 200, y: 692 - i * 15 })),
    ]);
    const { pages } = await extractPdfSource(data, undefined, legacy);
    expect(pages).toHaveLength(1);
    // The name sits over the main column and reads first; the sidebar follows whole, before the
    // main column's sections, which may run on to the next page.
    expect(layoutPdf(pages).lines).toEqual(['Jordan Rivera', ...sidebar, ...main]);
  });
});
