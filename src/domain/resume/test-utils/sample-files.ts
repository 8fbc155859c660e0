/**
 * Small generated resume files for tests: a text PDF written by hand (Helvetica text objects),
 * an image-only PDF, a plain-text resume and random bytes. Sizes pass the 1024-byte minimum.
 */
const enc = new TextEncoder();

function escapePdf(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** One content stream per page; each inner array is the page's lines, top to bottom. */
export function makePdf(pages: string[][], { padTo = 1200 }: { padTo?: number } = {}): Uint8Array {
  const objects: string[] = [];
  const pageIds: number[] = [];
  const fontId = 3;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let id = 4;
  for (const lines of pages) {
    const ops = lines.length
      ? `BT /F1 12 Tf 16 TL 72 720 Td ${lines.map((l) => `(${escapePdf(l)}) Tj T*`).join(' ')} ET`
      : '0.2 0.2 0.2 rg 72 500 300 200 re f'; // a filled box: a page with a picture and no text
    objects[id] = `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`;
    objects[id + 1] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${id} 0 R ` +
      `/Resources << /Font << /F1 ${fontId} 0 R >> >> >>`;
    pageIds.push(id + 1);
    id += 2;
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((p) => `${p} 0 R`).join(' ')}] /Count ${pages.length} >>`;

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n += 1) {
    offsets[n] = body.length;
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const padding = Math.max(0, padTo - body.length - 200);
  if (padding > 0) body += `%${'x'.repeat(padding)}\n`;
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n += 1) body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return enc.encode(body);
}

export const RESUME_LINES = [
  'Jordan Rivera',
  'Senior Data Analyst - jordan.rivera@example.com',
  'Experience',
  'Northwind Traders - Data Analyst - 2019 to Present',
  'Built weekly sales dashboards in SQL and Tableau for 40 stores',
  'Contoso Analytics - Junior Analyst - 2016 to 2019',
  'Cleaned and modelled customer data with Python and pandas',
  'Skills: SQL, Python, Tableau, Excel, statistics',
];

export function makeTxt(text = RESUME_LINES.join('\n'), padTo = 1100): Uint8Array {
  let out = text;
  while (out.length < padTo) out += `\n${text}`;
  return enc.encode(out);
}

export function randomBytes(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i += 1) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x & 0xff;
  }
  bytes[0] = 0x00; // never accidentally valid text
  return bytes;
}

export function asFile(bytes: Uint8Array, name: string, type = ''): File {
  return new File([bytes as BlobPart], name, { type });
}
