import { useState } from 'react';
import { MIN_JOB_DESCRIPTION } from '@/domain/magic-cv/contract';
import { analyzeJob } from '@/domain/resume/analyze-job';
import { parseResume } from '@/domain/resume/parse-resume';
import { scoreMatch } from '@/domain/resume/score-match';
import type { JobProfile, MatchScore, ParsedResume } from '@/domain/resume/types';
import { freeToolsMessages } from '../lib/messages';

export interface MatchOutcome {
  job: JobProfile;
  score: MatchScore;
  /** The checked resume it was computed for (null: pasted text). */
  basis: ParsedResume | null;
}

/**
 * The matcher's inputs and result. Uses the resume checked above when there is one, pasted
 * text otherwise; the scorer is the same one Magic CV reports before and after tailoring.
 * A result computed for another resume than the one shown is hidden, never shown stale.
 */
export function useKeywordMatch(checked: ParsedResume | null) {
  const [jobText, setJobText] = useState('');
  const [resumeText, setResumeText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<MatchOutcome | null>(null);

  const match = () => {
    const job = jobText.trim();
    if (!job) return setError(freeToolsMessages.jobRequired);
    if (job.length < MIN_JOB_DESCRIPTION) return setError(freeToolsMessages.jobTooShort);
    const resume = checked ?? (resumeText.trim() ? parseResume(resumeText) : null);
    if (!resume) return setError(freeToolsMessages.resumeRequired);
    setError(null);
    const profile = analyzeJob(job);
    // "Present" means this month, as the Magic CV handler reads it from its clock.
    const now = new Date();
    const asOf = { year: now.getFullYear(), month: now.getMonth() + 1 };
    setOutcome({ job: profile, score: scoreMatch(resume, profile, { asOf }), basis: checked });
  };

  return {
    jobText,
    setJobText,
    resumeText,
    setResumeText,
    error,
    match,
    outcome: outcome && outcome.basis === checked ? outcome : null,
  };
}

export type KeywordMatch = ReturnType<typeof useKeywordMatch>;
