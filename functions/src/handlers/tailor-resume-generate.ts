/**
 * The generation steps of tailorResume, free of storage: analyse, ask the Ai, sanitise,
 * remove invented facts, check that nothing the source has was dropped (or fall back to the
 * offline engine, which keeps everything by construction, saying why), score, and the cover
 * letter. The same checks run whichever engine wrote the resume, and the kept HTML is read
 * back once for all of them.
 */
import { analyzeJob } from '@/domain/resume/analyze-job';
import { droppedContent } from '@/domain/resume/completeness';
import { asOfMonth } from '@/domain/resume/experience-years';
import { parseResume } from '@/domain/resume/parse-resume';
import { scoreMatch } from '@/domain/resume/score-match';
import { resumeToText } from '@/domain/resume/resume-text';
import type { InventedFact, JobProfile, MatchScore, ParsedResume } from '@/domain/resume/types';
import { AiError } from '../ai/ai-errors';
import { sanitizeHtml } from '../sanitize/sanitize-html';
import type { Ai, AiRequest } from './ports';
import { readBack, removeInventedFacts } from './tailor-resume-fact-check';

export interface Generated {
  job: JobProfile;
  html: string;
  coverLetterHtml: string | null;
  scoreBefore: MatchScore;
  scoreAfter: MatchScore;
  removedFacts: InventedFact[];
  /** Which engine's text was kept ('offline' when the Ai's output had to be replaced). */
  engine: string;
  /** Why the Ai's output was replaced, in words a person can read; null when it was kept. */
  repairReason: string | null;
}

const MAX_LISTED = 3;

function repairReason(removed: InventedFact[], dropped: string[]): string | null {
  const parts: string[] = [];
  if (removed.length)
    parts.push(
      `it stated facts your resume does not (${removed
        .slice(0, MAX_LISTED)
        .map((f) => f.value)
        .join(', ')})`,
    );
  if (dropped.length) parts.push(`it left out ${dropped.slice(0, MAX_LISTED).join(', ')}`);
  return parts.length
    ? `The AI's version was replaced with the built-in one because ${parts.join(' and ')}.`
    : null;
}

/** The chosen Ai, and the built-in engine that stands in for it (HandlerDeps.builtInAi). */
export interface Engines {
  ai: Ai;
  builtIn: Ai;
}

async function tailoredHtml({ ai, builtIn }: Engines, req: AiRequest, sourceText: string) {
  const raw = await ai.tailorResume(req);
  req.signal?.throwIfAborted();
  const checked = await removeInventedFacts(req.resume, await sanitizeHtml(raw.html), sourceText);
  const removed = [...checked.removed, ...checked.remaining];
  const read = checked.read ?? readBack(checked.html);
  const dropped = droppedContent(req.resume, read.text);
  if ((checked.remaining.length === 0 && dropped.length === 0) || ai === builtIn) {
    return { html: checked.html, read, removed, engine: ai.name, repairReason: null };
  }
  // Removal did not get everything out, or the model dropped what the person wrote: its version
  // cannot be trusted as a whole, and the built-in one (which keeps every line) stands in.
  const standIn = await sanitizeHtml((await builtIn.tailorResume(req)).html);
  return {
    html: standIn,
    read: readBack(standIn),
    removed,
    engine: builtIn.name,
    repairReason: repairReason(checked.remaining, dropped),
  };
}

async function coverLetterHtml({ ai, builtIn }: Engines, req: AiRequest): Promise<string> {
  try {
    return await sanitizeHtml((await ai.coverLetter(req)).html);
  } catch (e) {
    // An extra that fails should not sink the resume: the offline letter stands in.
    if (req.signal?.aborted || !(e instanceof AiError)) throw e;
    return sanitizeHtml((await builtIn.coverLetter(req)).html);
  }
}

export async function generateTailored(
  engines: Engines,
  input: { resumeText: string; jobDescription: string; coverLetter: boolean; resume?: ParsedResume | null },
  signal: AbortSignal,
  now: Date,
): Promise<Generated> {
  // The person's review wins over our reading; what they wrote there is theirs to state, so it
  // joins the source text the honesty check compares with.
  const resume = input.resume ?? parseResume(input.resumeText);
  const sourceText = input.resume ? `${input.resumeText}\n${resumeToText(input.resume)}` : input.resumeText;
  const job = analyzeJob(input.jobDescription);
  const asOf = asOfMonth(now);
  const scoreBefore = scoreMatch(resume, job, asOf);
  const req: AiRequest = {
    // The Ai reads the resume as the person reviewed it, or as they gave it.
    resumeText: input.resume ? resumeToText(input.resume) : input.resumeText,
    resume,
    job,
    jobDescription: input.jobDescription,
    signal,
    now,
  };

  const tailored = await tailoredHtml(engines, req, sourceText);
  signal.throwIfAborted();
  const scoreAfter = scoreMatch(tailored.read.resume, job, asOf);
  const cover = input.coverLetter ? await coverLetterHtml(engines, req) : null;
  signal.throwIfAborted();
  return {
    job,
    html: tailored.html,
    coverLetterHtml: cover,
    scoreBefore,
    scoreAfter,
    removedFacts: tailored.removed,
    engine: tailored.engine,
    repairReason: tailored.repairReason,
  };
}
