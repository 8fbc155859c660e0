/**
 * Writes the resume corpus: tests/resume-corpus/files/<id>.<pdf|docx|txt> and
 * tests/resume-corpus/expected/<id>.json (the hand-written expected fields of each case).
 * HTML renders with the system Chromium, LaTeX with pdflatex; the output is committed, so the
 * accuracy test needs neither. Every PDF is checked with `pdftotext -layout` for real text.
 *   npx tsx scripts/resume-corpus/generate.ts [case-id ...]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystemChromeRenderer } from '../../functions/src/pdf/puppeteer-renderer';
import { cases } from './cases';
import { renderDocx } from './docx';
import { renderLatex } from './latex';
import { extensionOf, type CorpusCase } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tests/resume-corpus');
const MAX_BYTES = 150 * 1024;

type Renderer = ReturnType<typeof createSystemChromeRenderer>;

async function render(c: CorpusCase, chrome: () => Renderer): Promise<Uint8Array> {
  switch (c.render) {
    case 'html':
      return chrome().render(c.html);
    case 'latex':
      return renderLatex(c.tex);
    case 'docx':
      return renderDocx(c.blocks);
    case 'txt':
      return new TextEncoder().encode(c.text);
  }
}

/** The PDF's text as pdftotext sees it: proof the generated file holds real, extractable text. */
function checkPdfText(file: string, c: CorpusCase): void {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const flat = text.replace(/\s+/g, ' ');
  const missing = [c.expected.email, c.expected.roles[0]?.company ?? ''].filter((s) => !flat.includes(s));
  if (missing.length) throw new Error(`${c.id}: pdftotext does not find ${missing.join(', ')}`);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`duplicate case id ${c.id}`);
    ids.add(c.id);
  }
  fs.mkdirSync(path.join(root, 'files'), { recursive: true });
  fs.mkdirSync(path.join(root, 'expected'), { recursive: true });
  let renderer: Renderer | undefined;
  const chrome = () => (renderer ??= createSystemChromeRenderer());
  try {
    for (const c of cases.filter((x) => !only.length || only.includes(x.id))) {
      const bytes = await render(c, chrome);
      if (bytes.length > MAX_BYTES) throw new Error(`${c.id}: ${bytes.length} bytes, over ${MAX_BYTES}`);
      const file = path.join(root, 'files', `${c.id}.${extensionOf(c)}`);
      fs.writeFileSync(file, bytes);
      if (extensionOf(c) === 'pdf') checkPdfText(file, c);
      const heldOut = c.heldOut ? { heldOut: true } : {};
      const expected = { id: c.id, covers: c.covers, ...heldOut, file: path.basename(file), ...c.expected };
      fs.writeFileSync(path.join(root, 'expected', `${c.id}.json`), `${JSON.stringify(expected, null, 2)}\n`);
      console.log(
        `${c.id.padEnd(28)} ${path.basename(file).padEnd(34)} ${(bytes.length / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await renderer?.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
