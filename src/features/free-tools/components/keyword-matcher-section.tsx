import { lazy, Suspense, useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ParsedResume } from '@/domain/resume/types';
import { useKeywordMatch } from '../hooks/use-keyword-match';
import { KeywordMatchForm, type CheckedResume } from './keyword-match-form';
import { MagicCvCta } from './magic-cv-cta';
import { ToolCard } from './tool-card';

// Shown once a match was computed: not part of the page's first load.
const KeywordMatchResult = lazy(async () => ({
  default: (await import('./keyword-match-result')).KeywordMatchResult,
}));

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
          <Suspense fallback={<Spinner label="Loading the result" />}>
            <KeywordMatchResult outcome={matcher.outcome} onConfirm={matcher.confirm} />
          </Suspense>
          <MagicCvCta />
        </>
      )}
    </ToolCard>
  );
}
