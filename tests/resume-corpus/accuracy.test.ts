/**
 * The corpus accuracy gate: every generated resume is read as a browser would (pdf.js items,
 * mammoth text), parsed, and compared field by field with its hand-written expected values.
 * Fails when fewer than 90 % of all expected fields come out right.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResumeSource } from '../../src/domain/resume/layout/types';
import { compareResume, type CaseScore } from './compare';
import { loadCorpus, readCorpusFile, reader } from './read-corpus';

const THRESHOLD = 0.9;
const corpus = loadCorpus();
const sources = new Map<string, ResumeSource>();

beforeAll(async () => {
  for (const c of corpus) sources.set(c.id, await readCorpusFile(c.file));
});

describe('resume corpus', () => {
  it('holds at least 14 cases in PDF, DOCX and TXT', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(14);
    const kinds = new Set(corpus.map((c) => sources.get(c.id)?.kind));
    expect([...kinds].sort()).toEqual(['docx', 'pdf', 'txt']);
  });

  it(`parses at least ${THRESHOLD * 100} % of the expected fields right`, () => {
    const scores: (CaseScore & { id: string })[] = corpus.map((c) => ({
      id: c.id,
      ...compareResume(c.expected, reader.read(sources.get(c.id)!)),
    }));
    const right = scores.reduce((n, s) => n + s.right, 0);
    const total = scores.reduce((n, s) => n + s.total, 0);
    const rows = scores.map(
      (s) => `${s.id.padEnd(28)} ${`${s.right}/${s.total}`.padStart(6)}  ${s.misses.join('; ') || '-'}`,
    );
    console.log(
      [`reader: ${reader.name}`, `${'case'.padEnd(28)} ${'right'.padStart(6)}  missed`, ...rows,
       `overall ${right}/${total} = ${((100 * right) / total).toFixed(1)} %`].join('\n'), // prettier-ignore
    );
    expect(right / total).toBeGreaterThanOrEqual(THRESHOLD);
  });

  it("scores each parse against the next case's expected fields far below the gate", async () => {
    // Proof on real parses that the gate can fail: the wrong person's fields barely match.
    let right = 0;
    let total = 0;
    corpus.forEach((c, i) => {
      const other = corpus[(i + 1) % corpus.length]!;
      const s = compareResume(other.expected, reader.read(sources.get(c.id)!));
      right += s.right;
      total += s.total;
    });
    expect(right / total).toBeLessThan(0.2);
  });
});
