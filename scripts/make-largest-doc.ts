/**
 * Writes tests/fixtures/word/largest-resume.doc.gz: the largest .doc an upload may be (just under
 * the 5 MiB cap), one resume's lines repeated, made by LibreOffice Writer (Debian
 * libreoffice-writer-nogui), gzipped (it packs to 130 KB). `npm run bench -- inputs` reads it as
 * readWordResume's slowest legal input. Run: npx tsx scripts/make-largest-doc.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@/domain/magic-cv/contract';

export const LARGEST_DOC = 'tests/fixtures/word/largest-resume.doc.gz';

const HEAD = ['Jane Doe', 'jane.doe@example.com | +1 555 0100 | Springfield', 'EXPERIENCE'];
const ROLE = [
  'Senior Data Analyst, Northwind Traders  Jan 2020 - Present',
  '- Built dashboards in Tableau and SQL used by 40 regional managers every week.',
  '- Automated the monthly revenue report with Python, cutting its preparation from 3 days to 2 hours.',
  '',
];
/** Writer stores about 2.3 bytes a character: 2.2 million make 5.13 MB. */
const CHARS = 2_200_000;

function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'largest-doc-'));
  try {
    const lines = [...HEAD];
    while (lines.join('\n').length < CHARS) lines.push(...ROLE);
    const source = path.join(dir, 'largest-resume.txt');
    writeFileSync(source, `${lines.join('\n')}\n`);
    execFileSync('soffice', ['--headless', '--convert-to', 'doc:MS Word 97', '--outdir', dir, source], {
      stdio: 'ignore',
    });
    const doc = readFileSync(path.join(dir, 'largest-resume.doc'));
    if (doc.length > MAX_UPLOAD_BYTES) throw new Error(`${doc.length} bytes is over the upload cap`);
    writeFileSync(LARGEST_DOC, gzipSync(doc, { level: 9 }));
    console.log(`${LARGEST_DOC}: ${doc.length} bytes of .doc`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
