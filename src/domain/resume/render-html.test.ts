import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { writeCoverLetter } from './cover-letter';
import { escapeHtml } from './escape-html';
import { softwareEngineerJob, softwareEngineerResume } from './fixtures/software-engineer';
import { parseResume } from './parse-resume';
import { renderResumeHtml } from './render-html';
import { resumeToText } from './resume-text';
import { htmlText } from './test-utils/html-text';

const resume = parseResume(softwareEngineerResume);
const job = analyzeJob(softwareEngineerJob);

describe('renderResumeHtml', () => {
  it('draws a line kept under Skills as an item of its own, so the list’s last skill reads back whole', () => {
    const html = renderResumeHtml({
      ...resume,
      skills: [
        ...'Python, Java, C/C++, SQL, PostgreSQL, AWS, Docker, Kubernetes, Machine Learning, Data Mining, GIS'.split(
          ', ',
        ),
        ...'Text Analysis, Network Analysis, R, JavaScript, CircleCI, Git, SQLite, Matlab, NumPy, Pandas'.split(
          ', ',
        ),
      ],
      other: [{ heading: 'Skills', lines: ['Proficient Machine Learning'] }],
    });
    const back = parseResume(htmlText(html));
    expect(back.skills).toContain('Pandas');
    expect(htmlText(html)).toContain('Proficient Machine Learning');
  });

  it('is a complete single-column document with standard headings and print rules', () => {
    const html = renderResumeHtml(resume);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toMatch(/@page \{ size: auto; margin: 0\.5in; \}/);
    expect(html).toContain('<h1>DANIEL OKAFOR</h1>');
    for (const h of ['Summary', 'Experience', 'Education', 'Skills', 'Certifications'])
      expect(html).toContain(`<h2>${h}</h2>`);
    expect(html).toContain('<li>Designed an idempotent payment processing service');
    expect(html).not.toMatch(/<table|<img|<svg|<i class|<script/i);
    expect(html).toMatch(/font-family: Arial, Helvetica, sans-serif/);
    expect(renderResumeHtml(resume, { pageSize: 'A4' })).toContain('size: A4');
  });

  it('escapes every resume string and refuses a hostile accent colour', () => {
    const evil = structuredClone(resume);
    evil.contact.name = '<script>alert(1)</script>';
    evil.experience[0]!.bullets[0] = 'Cut costs <img src=x onerror=alert(1)> & "won"';
    evil.skills[0] = '</style><script>x</script>';
    const html = renderResumeHtml(evil, { accent: 'red;}</style><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Cut costs &lt;img src=x onerror=alert(1)&gt; &amp; &quot;won&quot;');
    expect(html).toContain('color: #1f3a5f');
    expect(renderResumeHtml(resume, { accent: '#0a7' })).toContain('color: #0a7');
    expect(escapeHtml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&#39;');
  });

  it('prints the same facts as resumeToText', () => {
    const text = htmlText(renderResumeHtml(resume));
    for (const line of [
      'Senior Software Engineer — Ledgerly',
      'Austin, TX | Mar 2021 – Present',
      'B.S. in Computer Science — University of Texas at Austin',
    ]) {
      expect(text).toContain(line);
      expect(resumeToText(resume)).toContain(line);
    }
  });
});

describe('writeCoverLetter', () => {
  const html = writeCoverLetter(resume, job);
  const text = htmlText(html);

  it('is an HTML document of 3-4 short paragraphs plus greeting and sign-off', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const paragraphs = text.split('\n').filter((l) => !/^(Dear|Sincerely|DANIEL)/.test(l));
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(4);
    expect(text).toMatch(/^Dear Hiring Manager,/);
    expect(text).toMatch(/DANIEL OKAFOR$/);
  });

  it('uses only resume facts and the job title and company', () => {
    expect(text).toContain('apply for the Senior Backend Engineer, Payments position at Fintrail');
    expect(text).toContain('I currently work as a Senior Software Engineer at Ledgerly.');
    expect(text).not.toMatch(/years of experience/);
    expect(text).toContain('At Ledgerly, I designed an idempotent payment processing service');
    expect(text).toContain('I hold a B.S. in Computer Science from University of Texas at Austin');
    expect(text).not.toMatch(/Kafka|at Fintrail, I/);
  });

  it('escapes resume data', () => {
    const evil = structuredClone(resume);
    evil.contact.name = '<b onmouseover=x>Dan</b>';
    expect(writeCoverLetter(evil, job)).not.toContain('<b onmouseover');
  });
});

describe('a role dated once', () => {
  it('is read as starting and ending then, and its date is shown once', () => {
    const r = parseResume(
      'Ana Ruiz\nEXPERIENCE\nHarbor Labs | Research Intern | Summer 2019\n• Built a survey tool\n',
    );
    expect(r.experience[0]).toMatchObject({ startDate: 'Summer 2019', endDate: 'Summer 2019' });
    const text = htmlText(renderResumeHtml(r));
    expect(text).toContain('Summer 2019');
    expect(text).not.toContain('Summer 2019 – Summer 2019');
  });
});
