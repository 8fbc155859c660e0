/**
 * `npm run corpus`: the generated resume corpus, rebuilt deterministically from seeds.
 * Each family (families/index.ts) renders its people, ids "<family>-<nnnn>", each person and style
 * drawn from a random source seeded by that id. Writes
 *   .corpus/files/<family>/<id>.<ext>              every document (not committed)
 *   tests/resume-corpus/generated/<family>.json     every document's expected fields (committed)
 *   tests/resume-corpus/generated/files/<family>/   the committed subset the tests read
 * Every document's own text (pdftotext for a PDF, mammoth for a DOCX) must hold every expected
 * name, e-mail, employer, title, school, degree and skill, or the build fails: the truth is what
 * the page shows. Renderers from npm are installed on first use; LaTeX, ConTeXt, pandoc, its PDF
 * engines and LibreOffice come from Debian (README.md, `npm run corpus`, names the packages).
 *   npm run corpus [-- --family ID ...] [--limit N] [--subset-only]
 * --subset-only renders nothing: it picks each family's committed subset again (after a change of
 * its subsetEvery) from the documents already in .corpus/files and the expected fields already
 * written, with the dates each page does not show taken out of them again (shownDates).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSystemChromeRenderer } from '../../functions/src/pdf/puppeteer-renderer';
import { checkDocumentText, documentText, shownDates } from './document-text';
import { FAMILIES, SUBSET_EVERY } from './families';
import type { CorpusDocument, CorpusPersonInput, Family, FamilyContext } from './families/family';
import { makePerson } from './people/person';
import { seededRandom } from './people/random';
import { makeStyle } from './people/style';
import { loadVocabulary } from './people/vocabulary-schema';
import { CORPUS_ROOT, GENERATED_DIR, familyFileSchema } from './read-generated';

const subsetEvery = (family: Family) => family.subsetEvery ?? SUBSET_EVERY;

/** The family's committed subset picked again from its rendered documents, nothing rendered. */
async function resubset(family: Family): Promise<void> {
  const jsonPath = path.join(GENERATED_DIR, `${family.id}.json`);
  const json = familyFileSchema.parse(JSON.parse(fs.readFileSync(jsonPath, 'utf8')));
  const all = path.join(CORPUS_ROOT, 'files', family.id);
  const absent = json.documents.filter((d) => !fs.existsSync(path.join(all, d.file)));
  if (absent.length)
    throw new Error(`${family.id}: ${absent.length} documents not in ${all}: build it first`);
  const subset = path.join(GENERATED_DIR, 'files', family.id);
  fs.rmSync(subset, { recursive: true, force: true });
  fs.mkdirSync(subset, { recursive: true });
  let bytes = 0;
  const documents = [];
  for (const [i, { committed: _, ...d }] of json.documents.entries()) {
    const ext = path.extname(d.file).slice(1) as CorpusDocument['ext'];
    const expected = shownDates(await documentText(path.join(all, d.file), ext), d.expected);
    if (i % subsetEvery(family)) {
      documents.push({ ...d, expected });
      continue;
    }
    fs.copyFileSync(path.join(all, d.file), path.join(subset, d.file));
    bytes += fs.statSync(path.join(subset, d.file)).size;
    documents.push({ id: d.id, file: d.file, covers: d.covers, committed: true as const, expected });
  }
  fs.writeFileSync(jsonPath, `${JSON.stringify({ ...json, documents }, null, 1)}\n`);
  console.log(`${family.id.padEnd(24)} subset picked again; ${(bytes / 1024 / 1024).toFixed(2)} MB`);
}

/** The family's people: document n is drawn from seed "<family>-<nnnn>", redrawn ("#1", ...) until the family accepts it. */
export function familyPeople(
  family: Family,
  count: number,
  vocab: FamilyContext['vocab'],
): CorpusPersonInput[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `${family.id}-${String(i + 1).padStart(4, '0')}`;
    for (let attempt = 0; attempt < 50; attempt++) {
      const r = seededRandom(attempt ? `${id}#${attempt}` : id);
      const person = makePerson(id, vocab, r);
      if (!family.accepts || family.accepts(person)) return { person, style: makeStyle(r), pick: r.pick };
    }
    throw new Error(`${family.id} accepts nobody drawn for ${id}`);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      family: { type: 'string', multiple: true },
      limit: { type: 'string' },
      'subset-only': { type: 'boolean' },
    },
  });
  const unknown = (values.family ?? []).filter((f) => !FAMILIES.some((x) => x.id === f));
  if (unknown.length) throw new Error(`no family ${unknown.join(', ')}`);
  const chosen = FAMILIES.filter((f) => !values.family?.length || values.family.includes(f.id));
  if (values['subset-only']) {
    for (const family of chosen) await resubset(family);
    return;
  }
  const vocab = loadVocabulary();
  let chrome: ReturnType<typeof createSystemChromeRenderer> | undefined;
  const ctx: FamilyContext = {
    vocab,
    root: CORPUS_ROOT,
    chrome: () => (chrome ??= createSystemChromeRenderer()),
  };
  const failures: string[] = [];
  try {
    for (const family of chosen) {
      const count = Math.min(family.count, Number(values.limit ?? family.count));
      const started = Date.now();
      const docs = await family.render(familyPeople(family, count, vocab), ctx);
      const all = path.join(CORPUS_ROOT, 'files', family.id);
      const subset = path.join(GENERATED_DIR, 'files', family.id);
      for (const dir of [all, subset]) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
      }
      let bytes = 0;
      const entries = [];
      for (const [i, doc] of docs.entries()) {
        const file = `${doc.id}.${doc.ext}`;
        fs.writeFileSync(path.join(all, file), doc.bytes);
        const raw = await documentText(path.join(all, file), doc.ext);
        doc.expected = shownDates(raw, doc.expected);
        const lacking = checkDocumentText(raw, doc);
        if (lacking) failures.push(lacking);
        const inSubset = i % subsetEvery(family) === 0;
        if (inSubset) {
          fs.writeFileSync(path.join(subset, file), doc.bytes);
          bytes += doc.bytes.length;
        }
        entries.push({
          id: doc.id,
          file,
          covers: doc.covers,
          ...(inSubset ? { committed: true } : {}),
          expected: doc.expected,
        });
      }
      const json = { family: family.id, renderer: family.renderer, documents: entries };
      fs.writeFileSync(path.join(GENERATED_DIR, `${family.id}.json`), `${JSON.stringify(json, null, 1)}\n`);
      const secs = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `${family.id.padEnd(24)} ${String(docs.length).padStart(4)} documents in ${secs} s; subset ${(bytes / 1024 / 1024).toFixed(2)} MB`,
      );
    }
  } finally {
    await chrome?.close();
  }
  if (failures.length)
    throw new Error(`${failures.length} documents do not show their truth:\n${failures.join('\n')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
