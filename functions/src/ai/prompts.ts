/**
 * The prompts every LLM provider gets. The honesty rules come first and are repeated as a
 * checklist: the handler removes invented facts anyway, but a model that follows them loses
 * nothing to that check.
 */
import type { AiRequest } from '../handlers/ports';

const HONESTY = `Rules you must follow:
- Use ONLY facts found in the resume below. Never add an employer, job title, date, degree,
  school, certification or skill that the resume does not contain, even if the job asks for it.
- You may reorder, rephrase and emphasise existing facts, and put the job's wording on things
  the resume already shows. Do not inflate numbers or seniority.
- If the job needs something the resume lacks, leave it out; do not hint at it.`;

const HTML_RULES = `Output format:
- Return ONE complete HTML document (<!DOCTYPE html><html>...</html>) and nothing else: no
  Markdown, no code fences, no commentary.
- Single column, ATS friendly: semantic headings (h1 for the name, h2 for sections), lists for
  bullets, plain text dates. No tables for layout, no images, no scripts, no external fonts,
  stylesheets or links other than the candidate's own profile links.
- A small <style> block in <head> is fine; it is printed on US Letter with 0.5 inch margins.`;

function jobHints(req: AiRequest): string {
  const lines = [];
  if (req.job.title) lines.push(`Job title: ${req.job.title}`);
  if (req.job.company) lines.push(`Company: ${req.job.company}`);
  if (req.job.keywords.length) lines.push(`Key terms: ${req.job.keywords.slice(0, 30).join(', ')}`);
  return lines.join('\n');
}

/** What every prompt ends with: the output rules, then the job and the resume verbatim. */
function materials(req: AiRequest): string {
  return `${HTML_RULES}

${jobHints(req)}

JOB DESCRIPTION:
"""
${req.jobDescription}
"""

RESUME:
"""
${req.resumeText}
"""`;
}

export function tailorResumePrompt(req: AiRequest): string {
  return `You are an expert resume writer. Tailor the candidate's resume to the job below.

${HONESTY}

Also:
- Start with a 2-3 sentence professional summary written from the resume's own facts, aimed at
  this job.
- Order skills and bullets so the ones most relevant to the job come first.
- Keep every employer, title and date exactly as written in the resume.

${materials(req)}`;
}

export function coverLetterPrompt(req: AiRequest): string {
  return `You are an expert career writer. Write a one-page cover letter from the candidate for
the job below, in a warm, specific and professional tone (250-400 words).

${HONESTY}

${materials(req)}`;
}
