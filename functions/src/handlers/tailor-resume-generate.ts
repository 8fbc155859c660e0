/**
 * The generation steps of tailorResume, free of storage: analyse, ask the Ai, sanitise,
 * remove invented facts, check that nothing the source has was dropped and that its structure and
 * claims hold (tailor-resume-structure.ts; else fall back to the offline engine, which keeps
 * everything by construction, saying why; a version no engine can repair fails the run), score, and
 * the cover letter. The same checks run whichever engine wrote the resume, and the kept HTML is
 * read back once for all of them.
 */
import { analyzeJob } from '@/domain/resume/analyze-job';
import { droppedContent } from '@/domain/resume/completeness';
import { asOfMonth } from '@/domain/resume/experience-years';
import { parseResume } from '@/domain/resume/parse-resume';
import { scoreMatch } from '@/domain/resume/score-match';
import { withEffects } from '@/domain/resume/changes/effects';
import { listChanges, type Revision } from '@/domain/resume/changes/revision';
import { resumeToText } from '@/domain/resume/resume-text';
import type { InventedFact, JobProfile, MatchScore, ParsedResume } from '@/domain/resume/types';
import { AiError } from '../ai/ai-errors';
import { sanitizeHtml } from '../sanitize/sanitize-html';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { HandlerError, type Ai, type AiRequest } from './ports';
import { readBack, removeInventedFacts, type ReadBack } from './tailor-resume-fact-check';
import { engineChanges, unrepairable, versionOf, type Version } from './tailor-resume-structure';

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
  /** The kept version as changes to the base resume, each with its effect on the score ("What we changed"). */
  revision: Revision;
}

const MAX_LISTED = 3;

function repairReason(removed: InventedFact[], dropped: string[], changed: string[]): string | null {
  const parts: string[] = [];
  if (removed.length)
    parts.push(
      `it stated facts your resume does not (${removed
        .slice(0, MAX_LISTED)
        .map((f) => f.value)
        .join(', ')})`,
    );
  if (dropped.length) parts.push(`it left out ${dropped.slice(0, MAX_LISTED).join(', ')}`);
  if (changed.length)
    parts.push(`it changed your resume's structure (${changed.slice(0, MAX_LISTED).join('; ')})`);
  return parts.length
    ? `The AI's version was replaced with the built-in one because ${parts.join(' and ')}.`
    : null;
}

/** The chosen Ai, and the built-in engine that stands in for it (HandlerDeps.builtInAi). */
export interface Engines {
  ai: Ai;
  builtIn: Ai;
}

interface Kept {
  html: string;
  read: ReadBack;
  /** The structure the changes are listed against: the one the engine drew from, else the HTML read back. */
  resume: ParsedResume;
  removed: InventedFact[];
  engine: string;
  repairReason: string | null;
}

/** The version to store, unless it shows what no version may (tailor-resume-structure.ts): then the run fails. */
async function kept(base: ParsedResume, version: Kept, drawn?: Version): Promise<Kept> {
  const broken = unrepairable(base, drawn ?? (await versionOf(version.html, version.read)));
  if (broken.length) {
    console.error('tailored resume failed the structural round trip', broken);
    throw new HandlerError('internal', magicCvMessages.processingFailed);
  }
  return version;
}

async function tailoredHtml({ ai, builtIn }: Engines, req: AiRequest, sourceText: string): Promise<Kept> {
  const raw = await ai.tailorResume(req);
  req.signal?.throwIfAborted();
  const checked = await removeInventedFacts(req.resume, await sanitizeHtml(raw.html), sourceText);
  const removed = [...checked.removed, ...checked.remaining];
  const read = checked.read ?? readBack(checked.html);
  // Once the honesty check has cut something, the HTML no longer matches the structure it was drawn from.
  const drawnFrom = removed.length ? null : raw.resume;
  const version = {
    html: checked.html,
    read,
    resume: drawnFrom ?? read.resume,
    removed,
    engine: ai.name,
    repairReason: null,
  };
  if (ai === builtIn) return kept(req.resume, version);
  // The built-in version keeps every line of the base by construction: it is both the measure of
  // what the reader itself misreads and the repair.
  const ownRaw = await builtIn.tailorResume(req);
  const own = await sanitizeHtml(ownRaw.html);
  const ownRead = readBack(own);
  const [drawn, ownDrawn] = await Promise.all([versionOf(checked.html, read), versionOf(own, ownRead)]);
  const dropped = droppedContent(req.resume, read.text);
  const changed = [...engineChanges(req.resume, drawn, ownDrawn), ...unrepairable(req.resume, drawn)];
  if (checked.remaining.length === 0 && dropped.length === 0 && changed.length === 0)
    return kept(req.resume, version, drawn);
  // Removal did not get everything out, the model dropped what the person wrote, or it changed the
  // resume's structure: its version cannot be trusted as a whole, and the built-in one stands in.
  const repair = {
    html: own,
    read: ownRead,
    resume: ownRaw.resume ?? ownRead.resume,
    removed,
    engine: builtIn.name,
    repairReason: repairReason(checked.remaining, dropped, changed),
  };
  return kept(req.resume, repair, ownDrawn);
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
  // What backs each requirement is a line of the person's own resume, never a generated one.
  const scoreAfter = scoreMatch(tailored.read.resume, job, { ...asOf, evidenceFrom: resume });
  const revision = listChanges(resume, tailored.resume);
  const score = (version: ParsedResume) => scoreMatch(version, job, { ...asOf, evidenceFrom: resume }).score;
  revision.changes = withEffects(revision, new Set(), score);
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
    revision,
  };
}
