/**
 * `npm run tailor`: the offline Magic CV generation on two texts, and the JSON it prints.
 * The generation is Magic CV's own (generateTailored with the offline engine: parse, analyse,
 * score, tailor, render, sanitise, honesty check, score again), not a re-composition.
 */
import { offlineAi } from '../../functions/src/ai/offline-ai';
import { generateTailored, type Generated } from '../../functions/src/handlers/tailor-resume-generate';
import type { InventedFact, MatchScore, ParsedResume } from '@/domain/resume/types';
import { roundMs } from './parse-output';

export interface TailorOutput {
  resumeFile: string;
  jobFile: string;
  job: { title: string | null; company: string | null };
  before: ScoreOutput;
  after: ScoreOutput;
  removedByHonestyCheck: InventedFact[];
  /** Absolute path of the HTML written, or null without --out. */
  html: string | null;
  timeMs: { read: number; tailor: number; total: number };
}

/**
 * Magic CV's tailoring with the built-in engine; `now` is what "Present" means. `resume`: the
 * base resume as the person reviewed it (the page sends it); without it the text is parsed.
 */
export function tailorTexts(
  resumeText: string,
  jobDescription: string,
  now: Date,
  resume?: ParsedResume,
): Promise<Generated> {
  return generateTailored(
    { ai: offlineAi, builtIn: offlineAi },
    { resumeText, jobDescription, coverLetter: false, resume },
    new AbortController().signal,
    now,
  );
}

/** The score as printed: the fit, the keyword match rate, the reasons and each requirement's evidence. */
const score = (s: MatchScore) => ({
  score: s.score,
  keywordRate: s.keywordRate,
  reasons: s.reasons,
  requirements: s.checks.map((c) => ({
    label: c.requirement.label,
    kind: c.requirement.kind,
    required: c.requirement.required,
    evidence: c.evidence,
  })),
  matched: s.matched,
  missing: s.missing,
  unbacked: s.unbacked,
});

export type ScoreOutput = ReturnType<typeof score>;

export function tailorOutput(
  files: { resumeFile: string; jobFile: string; html: string | null },
  generated: Generated,
  time: { read: number; tailor: number; total: number },
): TailorOutput {
  return {
    resumeFile: files.resumeFile,
    jobFile: files.jobFile,
    job: { title: generated.job.title, company: generated.job.company },
    before: score(generated.scoreBefore),
    after: score(generated.scoreAfter),
    removedByHonestyCheck: generated.removedFacts,
    html: files.html,
    timeMs: { read: roundMs(time.read), tailor: roundMs(time.tailor), total: roundMs(time.total) },
  };
}
