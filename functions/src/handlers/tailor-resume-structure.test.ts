/**
 * Issue 39 item 1: the structural round trip on every engine's output. An Ai whose version changes
 * the resume's structure (a date range cut, a skill claimed from a word that is not one) is replaced
 * by the built-in version, with the reason saved; a version no engine can repair (a section drawn
 * twice) fails the run with a clear message and gives the daily use back.
 */
import { describe, expect, it } from 'vitest';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { offlineAi } from '../ai/offline-ai';
import { echoResumeHtml } from '../testing/fake-ports';
import { createTestDeps } from '../testing/fakes';
import { callTailor, records, usageCount } from '../testing/magic-cv-arrange';
import { JOB_DESCRIPTION } from '../testing/resume-fixtures';
import type { Ai, AiRequest } from './ports';
import { generateTailored } from './tailor-resume-generate';

describe('tailorResume: the structural round trip', () => {
  it('an Ai that cuts "Jan 2020 - Present" to "Jan 2020" is replaced by the built-in version', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = (req) => {
      const { html } = echoResumeHtml(req);
      return { html: html.replace('Jan 2020 - Present', 'Jan 2020') };
    };
    const result = await callTailor(deps);
    const [record] = records(deps);
    expect(record).toMatchObject({ status: 'completed', engine: 'offline' });
    expect(result.repairReason).toMatch(
      /changed your resume's structure \(role 1 of "Experience": end "Present"/,
    );
    expect(deps.pdf.rendered[0]).toMatch(/Jan 2020 – Present/);
  });

  it('an Ai whose summary claims a skill from a word that is not one is replaced', async () => {
    const resumeText = [
      'Riley Chen',
      'riley.chen@example.com',
      'EXPERIENCE',
      'Firmware Engineer, Sooner Embedded Labs',
      'Jun 2021 - Present | Norman, OK',
      '- Wrote drivers for serial communication protocols (UART, SPI, I2C) in C',
      'SKILLS',
      'C, Embedded Linux, RTOS',
    ].join('\n');
    const claiming: Ai = {
      name: 'claiming',
      async tailorResume(req: AiRequest) {
        const { html } = echoResumeHtml(req);
        return {
          html: html.replace(
            '<p>EXPERIENCE</p>',
            '<p>SUMMARY</p><p>Known for excellent communication skills.</p><p>EXPERIENCE</p>',
          ),
        };
      },
      coverLetter: offlineAi.coverLetter,
    };
    const gen = await generateTailored(
      { ai: claiming, builtIn: offlineAi },
      {
        resumeText,
        jobDescription: `${JOB_DESCRIPTION}\n- Excellent communication skills`,
        coverLetter: false,
      },
      new AbortController().signal,
      new Date('2025-06-15T12:00:00Z'),
    );
    expect(gen.engine).toBe('offline');
    expect(gen.repairReason).toMatch(/it names Communication, which the resume does not state/);
    expect(gen.html).not.toMatch(/excellent communication/i);
  });

  it('a version that draws a section twice, from every engine, fails the run and gives the use back', async () => {
    const deps = createTestDeps();
    const twice = (req: AiRequest) => {
      const { html } = echoResumeHtml(req);
      return {
        html: html.replace(
          '</body>',
          '<h2>Skills</h2><p>TypeScript</p><h2>Technical Skills</h2><p>Git</p></body>',
        ),
      };
    };
    deps.ai.tailor = twice;
    deps.builtInAi = {
      name: 'offline',
      tailorResume: async (req) => twice(req),
      coverLetter: offlineAi.coverLetter,
    };
    await expect(callTailor(deps)).rejects.toMatchObject({
      code: 'internal',
      message: magicCvMessages.processingFailed,
    });
    expect(records(deps)[0]).toMatchObject({
      status: 'failed',
      failureReason: magicCvMessages.processingFailed,
    });
    expect(usageCount(deps)).toBe(0);
  });
});
