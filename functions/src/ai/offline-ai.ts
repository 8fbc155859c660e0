/**
 * The built-in engine, the default when no AI is configured (docs/architecture.md 2): the pure domain pipeline parse -> tailor -> render,
 * deterministic and offline, and by construction never inventing a fact. Also the handler's
 * fallback when an LLM's output cannot be cleaned of invented facts.
 */
import { writeCoverLetter } from '@/domain/resume/cover-letter';
import { asOfMonth } from '@/domain/resume/experience-years';
import { renderResumeHtml } from '@/domain/resume/render-html';
import { tailorParsedResume } from '@/domain/resume/tailor';
import type { Ai, AiRequest } from '../handlers/ports';

export const offlineAi: Ai = {
  name: 'offline',
  // The request already carries the parsed resume and job: no second parse.
  async tailorResume(req: AiRequest) {
    const resume = tailorParsedResume(req.resume, req.job, asOfMonth(req.now));
    return { html: renderResumeHtml(resume), resume };
  },
  async coverLetter(req: AiRequest) {
    return { html: writeCoverLetter(req.resume, req.job) };
  },
};
