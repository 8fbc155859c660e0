/**
 * Writes the resume corpus and the development set, each case as files/<id>.<pdf|docx|txt> and
 * expected/<id>.json (the hand-written expected fields) under its set's folder:
 *   tests/resume-corpus   scripts/resume-corpus/cases, scored by the corpus accuracy test
 *   tests/resume-devset   scripts/resume-corpus/devset, made-up resumes kept out of that test; their
 *                         JSON adds "origin": "made" and "sections" (every heading in reading order)
 * HTML renders with the system Chromium, LaTeX with pdflatex; the output is committed, so the
 * tests need neither. Every document's text (a PDF's through `pdftotext -layout`) is checked for
 * the e-mail, the first employer and the expected section headings. Only the selected cases' own
 * files are written; nothing else in the output folders is touched.
 *   npx tsx scripts/resume-corpus/generate.ts [case-id ...]   (ids from either set)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystemChromeRenderer } from '../../functions/src/pdf/puppeteer-renderer';
import { cases } from './cases';
import { devsetCases } from './devset';
import { renderDocx } from './docx';
import { renderLatex } from './latex';
import { extensionOf, type CorpusCase, type DocxBlock } from './types';

const testsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tests');
const MAX_BYTES = 150 * 1024;

/** A set of cases and the folder it is written to. */
interface CaseSet {
  cases: CorpusCase[];
  /** Holds files/ and expected/. */
  dir: string;
  /** Written as "origin" in each expected JSON; a set with an origin must list every case's sections. */
  origin?: 'made';
}

const sets: CaseSet[] = [
  { cases, dir: path.join(testsDir, 'resume-corpus') },
  { cases: devsetCases, dir: path.join(testsDir, 'resume-devset'), origin: 'made' },
];

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

const docxText = (blocks: DocxBlock[]): string =>
  blocks.map((b) => ('table' in b ? b.table.flat().map(docxText).join('\n') : b.p)).join('\n');

/** The document's text; for a PDF as pdftotext sees it, proof the file holds real, extractable text. */
function documentText(c: CorpusCase, file: string): string {
  if (c.render === 'docx') return docxText(c.blocks);
  if (c.render === 'txt') return c.text;
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function checkText(c: CorpusCase, file: string): void {
  const flat = documentText(c, file).replace(/\s+/g, ' ');
  const wanted = [c.expected.email, c.expected.roles[0]?.company ?? '', ...(c.sections ?? [])];
  const missing = wanted.filter((s) => !flat.includes(s.replace(/\s+/g, ' ')));
  if (missing.length) throw new Error(`${c.id}: the document text does not hold ${missing.join(' | ')}`);
}

/** Renders one case, checks it and writes its file and expected JSON into the set's folder. */
async function writeCase(c: CorpusCase, set: CaseSet, chrome: () => Renderer): Promise<void> {
  if (set.origin && !c.sections?.length) throw new Error(`${c.id}: no sections listed`);
  const bytes = await render(c, chrome);
  if (bytes.length > MAX_BYTES) throw new Error(`${c.id}: ${bytes.length} bytes, over ${MAX_BYTES}`);
  const file = path.join(set.dir, 'files', `${c.id}.${extensionOf(c)}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  checkText(c, file);
  const expected = {
    id: c.id,
    covers: c.covers,
    ...(c.heldOut ? { heldOut: true } : {}),
    ...(set.origin ? { origin: set.origin } : {}),
    file: path.basename(file),
    ...c.expected,
    ...(c.sections ? { sections: c.sections } : {}),
  };
  const json = path.join(set.dir, 'expected', `${c.id}.json`);
  fs.mkdirSync(path.dirname(json), { recursive: true });
  fs.writeFileSync(json, `${JSON.stringify(expected, null, 2)}\n`);
  const where = path.relative(testsDir, file);
  console.log(`${c.id.padEnd(28)} ${where.padEnd(48)} ${(bytes.length / 1024).toFixed(1)} KB`);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const ids = new Set<string>();
  for (const c of sets.flatMap((s) => s.cases)) {
    if (ids.has(c.id)) throw new Error(`duplicate case id ${c.id}`);
    ids.add(c.id);
  }
  const unknown = only.filter((id) => !ids.has(id));
  if (unknown.length) throw new Error(`no case with id ${unknown.join(', ')}`);
  let renderer: Renderer | undefined;
  const chrome = () => (renderer ??= createSystemChromeRenderer());
  try {
    for (const set of sets) {
      for (const c of set.cases.filter((x) => !only.length || only.includes(x.id))) {
        await writeCase(c, set, chrome);
      }
    }
  } finally {
    await renderer?.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
