import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { renderResumeHtml } from './render-html';
import { resumeToText } from './resume-text';
import { holdsRoles } from './role-sections';

const lines = (texts: string[]) =>
  texts.map((t) => ({ text: t.replace(/^• /, ''), bullet: t.startsWith('• ') }));

const PROSE =
  'I have spent six years building payment systems for small shops and I would like to keep doing that work.';

const GROUPED = `Maria Lopez
maria@example.com
Summary
${PROSE}
Retail / Hospitality
Shift Lead, Corner Bakery, Leeds    2019 - 2021
• Opened the shop at six and ran the morning shift
Sales Assistant, Harbour Hotel, Whitby    2016 - 2019
Research / Teaching
Research Assistant, University of Leeds    2021 - 2023
Education
BSc Biology, Leeds University    2015 - 2018`;

/** The visible text of rendered HTML, one block a line. */
const htmlText = (html: string): string =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<\/(?:h\d|p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

describe('roles under a heading of their own', () => {
  it('tells dated roles from other dated entries', () => {
    expect(holdsRoles(lines(['Shift Lead, Corner Bakery, Leeds    2019 - 2021', '• Ran the shift']))).toBe(
      true,
    );
    // "Title — Employer" over "Place | Dates", the layout the rebuilt resume uses.
    expect(holdsRoles(lines(['Shift Lead — Corner Bakery', 'Leeds | 2019 - 2021']))).toBe(true);
    // Publications and talks carry years, not roles.
    expect(holdsRoles(lines(['Data markets for IoT. Trans. Pervasive Comp., 2019 - 2021']))).toBe(false);
    // One role among other dated entries does not make the section a group of roles.
    expect(
      holdsRoles(lines(['Shift Lead, Corner Bakery    2019 - 2021', 'Regional Baking Award    2018 - 2019'])),
    ).toBe(false);
  });

  it('reads them as experience and keeps the heading with them', () => {
    const r = parseResume(GROUPED);
    expect(r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.group])).toEqual([
      ['Shift Lead', 'Corner Bakery', '2019', '2021', 'Retail / Hospitality'],
      ['Sales Assistant', 'Harbour Hotel', '2016', '2019', 'Retail / Hospitality'],
      ['Research Assistant', 'University of Leeds', '2021', '2023', 'Research / Teaching'],
    ]);
    expect(r.other.map((o) => o.heading)).not.toContain('Retail / Hospitality');
  });

  it('shows each heading once over its roles, whatever order the roles come in', () => {
    const r = parseResume(GROUPED);
    const newestFirst = { ...r, experience: [r.experience[2]!, r.experience[0]!, r.experience[1]!] };
    for (const text of [htmlText(renderResumeHtml(newestFirst)), resumeToText(newestFirst)]) {
      const at = (s: string) => text.toLowerCase().indexOf(s.toLowerCase());
      expect(text.toLowerCase().split('retail / hospitality')).toHaveLength(2);
      expect(at('Research / Teaching')).toBeLessThan(at('Research Assistant'));
      expect(at('Retail / Hospitality')).toBeLessThan(at('Shift Lead'));
      expect(at('Retail / Hospitality')).toBeGreaterThan(at('Research Assistant'));
    }
  });

  it('reads its own rebuilt resume back into the same groups', () => {
    const r = parseResume(GROUPED);
    const again = parseResume(htmlText(renderResumeHtml(r)));
    expect(again.experience.map((e) => [e.title, e.company, e.group])).toEqual(
      r.experience.map((e) => [e.title, e.company, e.group]),
    );
  });

  it('leaves a section whose heading names its content as written', () => {
    const r = parseResume(GROUPED.replace('Retail / Hospitality', 'Volunteering'));
    expect(r.other.map((o) => o.heading)).toContain('Volunteering');
    expect(r.experience.map((e) => e.group)).not.toContain('Volunteering');
  });
});
