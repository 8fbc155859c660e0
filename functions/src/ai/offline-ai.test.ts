/**
 * The offline engine through the server's own path: sanitising must not lose what the engine
 * wrote, and the handler's fact check must find nothing invented in it, for every profession.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_PAIRS } from '@/domain/resume/fixtures';
import { analyzeJob } from '@/domain/resume/analyze-job';
import { parseResume } from '@/domain/resume/parse-resume';
import { scoreMatch } from '@/domain/resume/score-match';
import { inventedFactsIn } from '../handlers/tailor-resume-fact-check';
import { htmlToText } from '../sanitize/html-text';
import { sanitizeHtml } from '../sanitize/sanitize-html';
import { offlineAi } from './offline-ai';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('offline Ai through sanitise and fact check', () => {
  it.each(FIXTURE_PAIRS.map((p) => [p.name, p] as const))('%s', async (_, pair) => {
    const resume = parseResume(pair.resume);
    const job = analyzeJob(pair.job);
    const req = { resumeText: pair.resume, resume, job, jobDescription: pair.job, now: NOW };

    const raw = (await offlineAi.tailorResume(req)).html;
    const html = await sanitizeHtml(raw);
    expect(htmlToText(html)).toBe(htmlToText(raw));
    expect(inventedFactsIn(resume, html, pair.resume)).toEqual([]);

    const asOf = { asOf: { year: 2025, month: 6 } };
    const after = scoreMatch(parseResume(htmlToText(html)), job, asOf);
    expect(after.score).toBeGreaterThanOrEqual(scoreMatch(resume, job, asOf).score);
    if (resume.contact.name) expect(html).toContain(resume.contact.name);

    const letter = await sanitizeHtml((await offlineAi.coverLetter(req)).html);
    expect(htmlToText(letter)).not.toBe('');
  });
});
