import { useId } from 'react';
import type { ParsedResume } from '@/domain/resume/types';
import { useKeywordMatch } from '../hooks/use-keyword-match';
import { KeywordMatchForm, type CheckedResume } from './keyword-match-form';
import { KeywordMatchResult } from './keyword-match-result';
import { MagicCvCta } from './magic-cv-cta';
import { ToolCard } from './tool-card';

/** "Job Keyword Matcher": a job description against the checked (or pasted) resume. */
export function KeywordMatcherSection({
  resume,
  checked,
}: {
  resume: ParsedResume | null;
  checked: CheckedResume | null;
}) {
  const id = useId();
  const matcher = useKeywordMatch(resume);
  return (
    <ToolCard
      id={`${id}-title`}
      title="Job Keyword Matcher"
      description="Paste a job description to see what it requires and prefers, the line of your resume that backs each, and what is missing. Same scorer as Magic CV."
    >
      <KeywordMatchForm matcher={matcher} checked={checked} />
      {matcher.outcome && (
        <>
          <KeywordMatchResult outcome={matcher.outcome} onConfirm={matcher.confirm} />
          <MagicCvCta />
        </>
      )}
    </ToolCard>
  );
}
