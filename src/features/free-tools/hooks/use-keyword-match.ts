import { useMemo, useState } from 'react';
import { MIN_JOB_DESCRIPTION } from '@/domain/magic-cv/limits';
import type { Confirmation } from '@/domain/resume/confirm-requirement';
import type { JobProfile, JobRequirement, MatchScore, ParsedResume } from '@/domain/resume/types';
import { loadEngine, prepareEngine, type Engine } from '../lib/load-engine';
import { freeToolsMessages } from '../lib/messages';

export interface MatchOutcome {
  job: JobProfile;
  score: MatchScore;
  /** What the person confirmed with "I have this", in the order they did. */
  confirmations: Confirmation[];
}

interface MatchInput {
  /** The tools' engine, fetched by the first match. */
  engine: Engine;
  job: JobProfile;
  /** The resume it was computed for, before any confirmation. */
  resume: ParsedResume;
  /** The checked resume it was computed for (null: pasted text). */
  basis: ParsedResume | null;
  asOf: { year: number; month: number };
}

/**
 * The matcher's inputs and result. Uses the resume checked above when there is one, pasted
 * text otherwise; the scorer is the same one Magic CV reports before and after tailoring.
 * "I have this" adds a missing requirement as the person's own statement (confirm-requirement.ts)
 * and the score is computed again; nothing is added without that confirmation. A result
 * computed for another resume than the one shown is hidden, never shown stale. The engine is
 * fetched by the first match, or earlier by `prepare` (the form calls it when it gets focus).
 */
export function useKeywordMatch(checked: ParsedResume | null) {
  const [jobText, setJobText] = useState('');
  const [resumeText, setResumeText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [input, setInput] = useState<MatchInput | null>(null);
  const [confirmations, setConfirmations] = useState<Confirmation[]>([]);

  const match = async () => {
    const job = jobText.trim();
    if (!job) return setError(freeToolsMessages.jobRequired);
    if (job.length < MIN_JOB_DESCRIPTION) return setError(freeToolsMessages.jobTooShort);
    if (!checked && !resumeText.trim()) return setError(freeToolsMessages.resumeRequired);
    let engine: Engine;
    try {
      engine = await loadEngine();
    } catch {
      return setError(freeToolsMessages.toolsUnavailable);
    }
    const resume = checked ?? engine.parseResume(resumeText);
    setError(null);
    // "Present" means this month, as the Magic CV handler reads it from its clock.
    const now = new Date();
    const asOf = { year: now.getFullYear(), month: now.getMonth() + 1 };
    setInput({ engine, job: engine.analyzeJob(job), resume, basis: checked, asOf });
    setConfirmations([]);
  };

  const confirm = (requirement: JobRequirement, evidence: string) =>
    setConfirmations((cs) =>
      cs.some((c) => c.requirement === requirement) ? cs : [...cs, { requirement, evidence }],
    );

  const outcome = useMemo<MatchOutcome | null>(() => {
    if (!input || input.basis !== checked) return null;
    const { engine } = input;
    const resume = engine.withConfirmations(input.resume, confirmations);
    return {
      job: input.job,
      score: engine.scoreMatch(resume, input.job, { asOf: input.asOf }),
      confirmations,
    };
  }, [input, checked, confirmations]);

  return {
    jobText,
    setJobText,
    resumeText,
    setResumeText,
    error,
    match,
    confirm,
    outcome,
    prepare: prepareEngine,
  };
}

export type KeywordMatch = ReturnType<typeof useKeywordMatch>;
