/**
 * The corpus accuracy gate: every generated resume is read as a browser would (pdf.js items,
 * mammoth text), parsed, and compared field by field with its hand-written expected values.
 * Fails when fewer than 90 % of all expected fields come out right. The held-out cases (written
 * after the parser was tuned on the others) count toward that gate and are also reported on
 * their own, as the honest figure for resumes the parser has not seen; they have no gate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../scripts/resume-corpus/cases';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { compareResume, type CaseScore } from '../../scripts/lib/resume-compare';
import { loadCorpus, readCorpusFile, reader } from './read-corpus';

const THRESHOLD = 0.9;
const corpus = loadCorpus();
const sources = new Map<string, ResumeSource>();

type Scored = CaseScore & { id: string; heldOut: boolean };

const sum = (scores: Scored[]) => ({
  right: scores.reduce((n, s) => n + s.right, 0),
  total: scores.reduce((n, s) => n + s.total, 0),
});
const percent = ({ right, total }: { right: number; total: number }) =>
  `${right}/${total} = ${((100 * right) / total).toFixed(1)} %`;

function scoreAll(): Scored[] {
  return corpus.map((c) => ({
    id: c.id,
    heldOut: c.heldOut,
    ...compareResume(c.expected, reader.read(sources.get(c.id)!)),
  }));
}

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
    const scores = scoreAll();
    const overall = sum(scores);
    const heldOut = sum(scores.filter((s) => s.heldOut));
    const rows = scores.map(
      (s) =>
        `${`${s.id}${s.heldOut ? ' *' : ''}`.padEnd(30)} ${`${s.right}/${s.total}`.padStart(6)}  ${s.misses.join('; ') || '-'}`,
    );
    console.log(
      [`reader: ${reader.name}`, `${'case (* = held out)'.padEnd(30)} ${'right'.padStart(6)}  missed`, ...rows,
       `held out ${percent(heldOut)}`, `overall ${percent(overall)}`].join('\n'), // prettier-ignore
    );
    expect(overall.right / overall.total).toBeGreaterThanOrEqual(THRESHOLD);
  });

  it('computes the held-out share over exactly the held-out cases', () => {
    // The JSON files and the case definitions must agree on which cases are held out, so a
    // regenerated or hand-edited file cannot silently move a case into or out of the subset.
    const defined = cases.filter((c) => c.heldOut).map((c) => c.id);
    const marked = corpus.filter((c) => c.heldOut).map((c) => c.id);
    expect(marked.sort()).toEqual([...defined].sort());
    expect(marked.length).toBeGreaterThanOrEqual(5);
    expect(corpus.length - marked.length).toBeGreaterThanOrEqual(14);

    const scores = scoreAll();
    const subset = scores.filter((s) => s.heldOut);
    expect(subset.map((s) => s.id).sort()).toEqual(marked);
    const each = marked.map((id) =>
      compareResume(corpus.find((c) => c.id === id)!.expected, reader.read(sources.get(id)!)),
    );
    expect(sum(subset)).toEqual({
      right: each.reduce((n, s) => n + s.right, 0),
      total: each.reduce((n, s) => n + s.total, 0),
    });
    expect(sum(subset).total).toBeLessThan(sum(scores).total);
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
