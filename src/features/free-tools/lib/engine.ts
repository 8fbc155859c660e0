/**
 * What both tools run on: the resume reader and parser, the job analysis and the scorer, with
 * their vocabularies (docs/architecture.md section 4). Its own chunk (load-engine.ts), so the page
 * paints without it; it is fetched as a tool is about to be used.
 */
export { readResumeSource } from '@/components/resume-input/read-resume-source';
export { checkResume } from '@/domain/resume/ats-check/check-resume';
export { readResume } from '@/domain/resume/layout/read-resume';
export { analyzeJob } from '@/domain/resume/analyze-job';
export { withConfirmations } from '@/domain/resume/confirm-requirement';
export { parseResume } from '@/domain/resume/parse-resume';
export { scoreMatch } from '@/domain/resume/score-match';
