import { describe, expect, it } from 'vitest';
import { droppedContent } from './completeness';
import type { ExperienceEntry, ParsedResume } from './types';

const role = (company: string, title: string, bullets: string[], group?: string): ExperienceEntry => ({
  company, title, startDate: '2015', endDate: '2021', location: null, bullets, ...(group && { group }),
}); // prettier-ignore

const source: ParsedResume = {
  contact: { name: 'Nasr Kasrin', email: null, phone: null, location: null, links: [] },
  summary: null,
  experience: [
    role('TayaIT', 'Team Leader', ['Led the development of several iOS apps and games']),
    role('GUC', 'Teaching Assistant', ['Taught ten hours of tutorials each week'], 'Academic / Managerial'),
  ],
  education: [
    { school: 'University of Bamberg', degree: 'Ph.D.', startDate: null, endDate: null, details: [] },
  ],
  skills: [],
  projects: [],
  certifications: [],
  other: [{ heading: 'Publications', lines: ['Data-Sharing Markets, 2021'] }],
};

const whole = [
  'Experience',
  'Team Leader — TayaIT',
  'Led the development of several iOS apps and games',
  'Academic / Managerial',
  'Teaching Assistant — GUC',
  'Taught ten hours of tutorials each week',
  'Education',
  'Ph.D. — University of Bamberg',
  'Publications',
  'Data-Sharing Markets, 2021',
].join('\n');

describe('droppedContent', () => {
  it('finds nothing dropped when every role, bullet, school, section and role heading is there', () => {
    expect(droppedContent(source, whole)).toEqual([]);
  });

  it('names a dropped role, bullet, school, section and the heading a group of roles stood under', () => {
    const cut = whole
      .replace('Team Leader — TayaIT\n', '')
      .replace('Taught ten hours of tutorials each week', 'Taught')
      .replace('Ph.D. — University of Bamberg', '')
      .replace('Publications\n', '')
      .replace('Academic / Managerial\n', '');
    expect(droppedContent(source, cut)).toEqual([
      'role "Team Leader — TayaIT"',
      'bullet "Taught ten hours of tutorials each week"',
      'education "University of Bamberg"',
      'section "Publications"',
      'section "Academic / Managerial"',
    ]);
  });
});
