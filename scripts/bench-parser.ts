/**
 * `npm run bench -- parser`: the resume parser on a 2-page PDF in Node. The first figure is the
 * pure step (layout + fields on an already extracted ResumeSource; issue 10: under 50 ms), the
 * second the same on a corpus file, the third adds pdf.js extraction with its typography (what a
 * CLI run pays; issue 38: under 50 ms too), the last the text-only parser, for comparison.
 */
import fs from 'node:fs';
import { createSystemChromeRenderer } from '../functions/src/pdf/puppeteer-renderer';
import { readResume } from '@/domain/resume/layout/read-resume';
import { parseResume } from '@/domain/resume/parse-resume';
import { measure, type Figure } from './bench-support';
import { twoPageResume } from './bench-two-page';
import { readResumeFileNode } from './lib/read-resume-node';

/** Renders the 2-page PDF once (Chromium), so the figures do not depend on test files. */
async function twoPagePdf() {
  const renderer = createSystemChromeRenderer();
  try {
    return await twoPageResume((h) => renderer.render(h));
  } finally {
    await renderer.close();
  }
}

export async function parserFigures(figures: Figure[]): Promise<void> {
  const { pdf, pages } = await twoPagePdf();
  const source = await readResumeFileNode(pdf);
  const items = source.kind === 'pdf' ? source.pages.reduce((n, p) => n + p.items.length, 0) : 0;
  const read = readResume(source);
  const found = read.resume.contact.name === 'Jordan Avery' ? 'name found' : 'name NOT found';
  const roles = `${read.resume.experience.length} roles`;
  const shape = `${source.kind}, ${pages} pages, ${items} text items, ${read.lines.length} lines`;

  figures.push(
    await measure(
      'resume parse, 2-page PDF (layout+fields, Node)',
      50,
      { warmup: 5, runs: 50, note: `${shape}; ${found}, ${roles}` },
      () => readResume(source),
    ),
  );
  // A real-world shape as well: the corpus' 2-page teacher resume (more, smaller text runs).
  const corpus = 'tests/resume-corpus/files/two-page-teacher-us.pdf';
  if (fs.existsSync(corpus)) {
    const other = await readResumeFileNode(new Uint8Array(fs.readFileSync(corpus)));
    const n = other.kind === 'pdf' ? other.pages.reduce((sum, p) => sum + p.items.length, 0) : 0;
    figures.push(
      await measure(
        'resume parse, corpus 2-page PDF (layout+fields, Node)',
        50,
        { warmup: 5, runs: 50, note: `two-page-teacher-us.pdf, ${n} text items` },
        () => readResume(other),
      ),
    );
  }
  figures.push(
    await measure(
      'resume read + parse, 2-page PDF (pdf.js + layout + fields)',
      // Issue 38: reading (pdf.js, fonts and colours included) and parsing together under 50 ms.
      50,
      { warmup: 3, runs: 20, note: `${pages} pages, ${pdf.length} bytes` },
      async () => readResume(await readResumeFileNode(pdf)),
    ),
  );
  figures.push(
    await measure(
      'resume parse, same resume as text (fields only)',
      50,
      { warmup: 5, runs: 50, note: `${read.text.length} chars, ${read.text.split('\n').length} lines` },
      () => parseResume(read.text),
    ),
  );
}
