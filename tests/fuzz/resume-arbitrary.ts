/**
 * fast-check arbitraries for the property tests of reading and tailoring: a whole resume written
 * by the corpus generator (scripts/resume-corpus/people) from a drawn seed, then mutated (lines
 * dropped, doubled or swapped, fragments inserted that broke readers before: regex metacharacters
 * such as "(intermediate: 100 hrs)", icon-font code points, right-to-left marks, long runs, any
 * Unicode), and job descriptions drawn and mutated the same way.
 */
import fc from 'fast-check';
import { plainTextResume } from '../../scripts/resume-corpus/families/plain-text';
import { makePerson } from '../../scripts/resume-corpus/people/person';
import { seededRandom } from '../../scripts/resume-corpus/people/random';
import { makeStyle } from '../../scripts/resume-corpus/people/style';
import { loadVocabulary } from '../../scripts/resume-corpus/people/vocabulary-schema';

const vocab = loadVocabulary();

/** Fragments that once broke a reader or look like syntax to one. */
const NASTY = [
  '(intermediate: 100 hrs)',
  'C++ (advanced)',
  '[Python]',
  '\\d+*?',
  '$100k+',
  '|||',
  '((()',
  'a{2,}',
  '\uf0e0 \uf095 \uf09b',
  '\u202eevil\u202c',
  '\u0000\u0007',
  '🚀 Node.js',
  'ﬁnance ﬂow',
  '2019 – / Present',
  'Jan 2020 - Dec 2019 - Mar 2021 - Present',
  'EXPERIENCE',
  'Education:',
  '•',
  '----------',
  'x'.repeat(400),
  '1'.repeat(60),
  'Senior Engineer at at at',
  '@@@.com',
  '+++ 000',
] as const;

type Mutation =
  | { kind: 'drop'; at: number }
  | { kind: 'double'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'splice'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('double' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 40 })),
  }),
  fc.record({
    kind: fc.constant('splice' as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'grapheme', maxLength: 12 })),
  }),
);

function mutate(text: string, mutations: Mutation[]): string {
  const lines = text.split('\n');
  for (const m of mutations) {
    const at = lines.length ? m.at % lines.length : 0;
    if (m.kind === 'drop') lines.splice(at, 1);
    else if (m.kind === 'double') lines.splice(at, 0, lines[at] ?? '');
    else if (m.kind === 'swap') {
      const other = lines.length ? m.with % lines.length : 0;
      [lines[at], lines[other]] = [lines[other] ?? '', lines[at] ?? ''];
    } else if (m.kind === 'insert') lines.splice(at, 0, m.text);
    else {
      const line = lines[at] ?? '';
      const cut = line.length ? m.at % line.length : 0;
      lines[at] = `${line.slice(0, cut)}${m.text}${line.slice(cut)}`;
    }
  }
  return lines.join('\n');
}

/** A generated person's plain-text resume, written from the seed. */
export function generatedResume(seed: string): string {
  const r = seededRandom(seed);
  const person = makePerson(seed, vocab, r);
  return plainTextResume(person, makeStyle(r), vocab.languages[person.language], r.pick);
}

/** A resume text: generated and mutated, or (one time in ten) any string at all. */
export const resumeText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.array(mutation, { maxLength: 12 }))
      .map(([seed, ms]) => mutate(generatedResume(seed), ms)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3000 }) },
);

/** A job description: one of a generated person's role blocks as a posting, mutated. */
export const jobText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.array(mutation, { maxLength: 6 }))
  .map(([seed, ms]) => {
    const r = seededRandom(`job:${seed}`);
    const p = makePerson(seed, vocab, r);
    const role = p.roles[0]!;
    const posting = [
      `${role.title} at ${role.company}`,
      `Location: ${role.location}`,
      'Requirements:',
      ...p.skills.map((s) => `- ${s}`),
      'Responsibilities:',
      ...role.bullets.map((b) => `- ${b}`),
    ].join('\n');
    return mutate(posting, ms);
  });
