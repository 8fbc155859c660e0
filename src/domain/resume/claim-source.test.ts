import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { claimSource } from './claim-source';
import { unsourcedClaims } from './fidelity/claims';
import { parseResume } from './parse-resume';
import { renderResumeHtml } from './render-html';
import { scoreMatch } from './score-match';
import { tailorParsedResume } from './tailor';
import { htmlText } from './test-utils/html-text';

const asOf = { year: 2026, month: 11 };

const resume = parseResume(
  [
    'Riley Chen',
    'riley.chen@example.com',
    'EXPERIENCE',
    'Firmware Engineer — Sooner Embedded Labs',
    'Norman, OK | Jun 2021 – Present',
    '• Wrote drivers for serial communication protocols (UART, SPI, I2C) in C',
    '• Led the lab’s team cheer at every launch: Go Sooners!',
    'SKILLS',
    'C, Embedded Linux, RTOS, Oscilloscopes',
  ].join('\n'),
);

const job = analyzeJob(
  [
    'Embedded Software Engineer',
    'Requirements:',
    '- Strong experience with C and embedded Linux',
    '- Experience with Golang for tooling',
    '- Excellent communication skills',
    '- Experience with RTOS',
  ].join('\n'),
);

describe('claimSource: a skill is named only where the person states it', () => {
  it('finds no Golang in the cheer "Go Sooners" and no Communication in "serial communication protocols"', () => {
    expect(claimSource('Golang', resume)).toBeNull();
    expect(claimSource('Communication', resume)).toBeNull();
  });

  it('finds a skills item under its name or alias, and a technology written whole in a bullet', () => {
    expect(claimSource('RTOS', resume)).toBe('RTOS');
    expect(claimSource('UART', resume)).toMatch(/^Wrote drivers/);
    const withGo = { ...resume, skills: [...resume.skills, 'Go (services)'] };
    expect(claimSource('Golang', withGo)).toBe('Go (services)');
  });

  it('keeps the tailored summary to stated skills', () => {
    const tailored = tailorParsedResume(resume, job, { asOf });
    expect(tailored.summary).toMatch(/^Firmware Engineer skilled in /);
    expect(tailored.summary).not.toMatch(/Golang|\bGo\b|[Cc]ommunication/);
  });

  it('backs a requirement with a line of the person, never with the generated summary', () => {
    const tailored = tailorParsedResume(resume, job, { asOf });
    // A generated summary that names a skill the person never stated does not back it.
    const claimed = { ...tailored, summary: 'Firmware Engineer skilled in Golang.' };
    const reread = parseResume(htmlText(renderResumeHtml(claimed)));
    const ownLines = [...resume.experience.flatMap((e) => e.bullets), ...resume.skills];
    const own = scoreMatch(reread, job, { asOf, evidenceFrom: resume });
    for (const c of own.checks) if (c.evidence && !c.derived) expect(ownLines).toContain(c.evidence);
    // Neither the cheer "Go Sooners" nor the generated sentence backs Golang.
    expect(own.checks.find((c) => c.requirement.label === 'Golang')?.evidence).toBeNull();
    const naive = scoreMatch(reread, job, { asOf });
    expect(naive.checks.find((c) => c.requirement.label === 'Golang')?.evidence).toMatch(/skilled in Golang/);
  });
});

describe('unsourcedClaims: what a generated summary names without a source line', () => {
  it('flags Golang from "Go Sooners" and Communication from "serial communication protocols"', () => {
    const summary = 'Firmware Engineer skilled in C and Golang, with excellent communication skills.';
    expect(unsourcedClaims(resume, summary).sort()).toEqual(['Communication', 'Golang']);
  });

  it('takes what the sentence quotes of the person, and their own sentences, as theirs', () => {
    const own = { ...resume, summary: 'Known for clear communication.' };
    expect(
      unsourcedClaims(
        own,
        'Firmware Engineer skilled in C, RTOS and Embedded Linux. Known for clear communication.',
      ),
    ).toEqual([]);
  });
});
