/**
 * `npm run bench -- inputs`: for each callable that reads a resume, a posting or an image, the
 * reading and parsing it does on the slowest legal input we know (max-length text of one repeated
 * piece, test-utils/adversarial-text.ts; the largest design header; the largest reviewed resume;
 * the largest .doc, made by make-largest-doc.ts),
 * against the target "under 200 ms for reading and parsing". The slowest shape of each step is
 * found first, then timed.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { checkDesignHeader } from '../functions/src/templates/decode-image';
import { readWordDocText } from '../functions/src/word/read-word-doc';
import { seedJobDocs } from '../server/dev/seed-jobs';
import { rankPostings } from '@/domain/jobs/rank';
import { MAX_JOB_DESCRIPTION, MAX_RESUME_TEXT } from '@/domain/magic-cv/limits';
import { analyzeJob } from '@/domain/resume/analyze-job';
import { saveBaseResumeInputSchema } from '@/domain/resume/base-resume';
import { parseResume } from '@/domain/resume/parse-resume';
import { MAX_RESUME_STRING } from '@/domain/resume/resume-schema';
import {
  adversarialTexts,
  POSTING_SECTIONS,
  type AdversarialText,
} from '@/domain/resume/test-utils/adversarial-text';
import { measure, type Figure } from './bench-support';
import { LARGEST_DOC } from './make-largest-doc';

const TARGET_MS = 200;
const RUNS = { warmup: 2, runs: 10 };

/** The shape a step reads slowest (one timing each). */
function slowest(texts: AdversarialText[], step: (text: string) => unknown): AdversarialText {
  let worst = { text: texts[0]!, ms: -1 };
  for (const t of texts) {
    const start = performance.now();
    step(t.text);
    const ms = performance.now() - start;
    if (ms > worst.ms) worst = { text: t, ms };
  }
  return worst.text;
}

/** A reviewed resume as large as saveBaseResume takes: long strings up to the JSON cap. */
function largestReview() {
  const line = 'x'.repeat(MAX_RESUME_STRING - 1);
  const bullets = Array.from({ length: 6 }, () => line);
  return {
    resume: {
      contact: { name: 'Jane Doe', email: null, phone: null, location: null, links: [] },
      summary: line,
      experience: Array.from({ length: 6 }, () => ({ company: 'A', title: 'B', bullets })),
      education: [],
      skills: [line, line],
      projects: [],
      certifications: [],
      other: [],
    },
    sourceText: 'y'.repeat(MAX_RESUME_TEXT),
    sourceName: 'resume.pdf',
  };
}

export async function inputFigures(figures: Figure[]): Promise<void> {
  const resumes = adversarialTexts(MAX_RESUME_TEXT);
  const postings = adversarialTexts(MAX_JOB_DESCRIPTION, 'Data Analyst', POSTING_SECTIONS);
  const resume = slowest(resumes, parseResume);
  const posting = slowest(postings, analyzeJob);
  const both = `resume: ${resume.name} (${MAX_RESUME_TEXT} chars); posting: ${posting.name} (${MAX_JOB_DESCRIPTION})`;

  figures.push(
    await measure('tailorResume: read + parse resume and posting', TARGET_MS, { ...RUNS, note: both }, () => {
      parseResume(resume.text);
      analyzeJob(posting.text);
    }),
  );
  // The posting comes from the jobs collection, held to the same length by jobPostingSchema.
  figures.push(
    await measure('tailorForJob: read + parse resume and posting', TARGET_MS, { ...RUNS, note: both }, () => {
      parseResume(resume.text);
      analyzeJob(posting.text);
    }),
  );
  const now = new Date();
  const catalogue = seedJobDocs(now).map(({ id, data }) => ({ ...data, id }));
  figures.push(
    await measure(
      'suggestJobs: parse resume + rank the catalogue',
      TARGET_MS,
      { ...RUNS, note: `resume: ${resume.name}; ${catalogue.length} seeded postings` },
      () => rankPostings(parseResume(resume.text), catalogue, now),
    ),
  );
  const huge = new Uint8Array(
    await sharp({ create: { width: 6000, height: 6600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  figures.push(
    await measure(
      'generateTemplateResume: parse resume + design header',
      TARGET_MS,
      { ...RUNS, note: `resume: ${resume.name}; a 6000 x 6600 PNG refused by its header` },
      () => {
        parseResume(resume.text);
        try {
          checkDesignHeader(huge);
        } catch {
          // refused, as it should be: the figure is the time to say so
        }
      },
    ),
  );
  const review = largestReview();
  const reviewBytes = new TextEncoder().encode(JSON.stringify(review)).length;
  figures.push(
    await measure(
      'saveBaseResume: check the reviewed resume',
      TARGET_MS,
      { ...RUNS, note: `${Math.round(reviewBytes / 1000)} KB of JSON` },
      () => saveBaseResumeInputSchema.parse(review),
    ),
  );
  const doc = new Uint8Array(gunzipSync(readFileSync(LARGEST_DOC)));
  figures.push(
    await measure(
      'readWordResume: read a .doc',
      TARGET_MS,
      {
        ...RUNS,
        note: `a .doc of ${(doc.length / 1e6).toFixed(2)} MB (the upload cap is 5 MiB), text cut to the cap`,
      },
      async () => (await readWordDocText(doc)).slice(0, MAX_RESUME_TEXT),
    ),
  );
}
