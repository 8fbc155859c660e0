/** Arrange-and-assert helpers shared by the Magic CV handler tests. */
import { PROCESSED_RESUMES, processedResumeSchema, type ProcessedResume } from '@/domain/magic-cv/contract';
import { invokeHandler } from '../handlers/invoke';
import type { HandlerContext } from '../handlers/ports';
import { createTailorResume, tailorResume } from '../handlers/tailor-resume';
import { userCtx, type TestDeps } from './fakes';
import { JOB_DESCRIPTION, LONG_RESUME_TEXT } from './resume-fixtures';

export const UID = 'u1';

export function givePlan(deps: TestDeps, planId: string, uid = UID, status = 'active') {
  deps.store.docs.set(`users/${uid}`, {
    uid,
    name: 'Jordan',
    subscription: { planId, planName: planId, status, credits: 0, amount: 0 },
  });
}

export const pasted = (extra: Record<string, unknown> = {}) => ({
  resumeText: LONG_RESUME_TEXT,
  jobDescription: JOB_DESCRIPTION,
  ...extra,
});

export function callTailor(
  deps: TestDeps,
  input: unknown = pasted(),
  ctx: Partial<HandlerContext> = {},
  opts?: { timeoutMs: number },
) {
  const def = opts ? createTailorResume(opts) : tailorResume;
  return invokeHandler(def, deps, userCtx(UID, ctx), input);
}

export function records(deps: TestDeps): ProcessedResume[] {
  return [...deps.store.docs.entries()]
    .filter(([path]) => path.startsWith(`${PROCESSED_RESUMES}/`))
    .map(([, data]) => processedResumeSchema.parse(data));
}

export function usageCount(deps: TestDeps, day = '2025-01-15', uid = UID): number | undefined {
  return deps.store.docs.get(`usage/${uid}_${day}`)?.magicCV as number | undefined;
}
