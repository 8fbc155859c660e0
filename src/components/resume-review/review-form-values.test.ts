import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '@/domain/resume/types';
import { fromFormValues, toFormValues } from './review-form-values';

const resume: ParsedResume = {
  contact: {
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '+55 11 91234-5678',
    location: 'São Paulo, SP',
    links: ['https://linkedin.com/in/anasouza', 'https://github.com/anasouza'],
  },
  headline: 'Data Analyst',
  summary: 'Analyst with a retail background.',
  experience: [
    {
      title: 'Data Analyst',
      company: 'Nubank',
      location: null,
      startDate: 'jan/2020',
      endDate: 'Present',
      bullets: ['Built Power BI dashboards', 'Modelled data in dbt'],
    },
  ],
  education: [
    {
      school: 'USP',
      degree: 'BSc Statistics',
      startDate: null,
      endDate: '2015',
      details: [],
      location: null,
    },
  ],
  skills: ['SQL', 'Python'],
  projects: [{ name: 'Churn model', bullets: ['Logistic regression on 1M rows'] }],
  certifications: ['AWS Cloud Practitioner'],
  other: [{ heading: 'Idiomas', lines: ['Português (nativo)', 'Inglês (avançado)'] }],
};

describe('review form values', () => {
  it('round-trips a resume through the form unchanged', () => {
    expect(fromFormValues(toFormValues(resume))).toEqual(resume);
    // How a job was held and the heading it is filed under are carried through, not dropped.
    const held = {
      ...resume,
      experience: [{ ...resume.experience[0]!, employment: 'Contract', group: 'Academic / Managerial' }],
    };
    expect(fromFormValues(toFormValues(held))).toStrictEqual(held);
  });

  it('reads blank fields as null, one line per item, and drops empty entries', () => {
    const values = toFormValues(resume);
    values.contact.phone = '   ';
    values.skills = 'SQL\n\n  Tableau  \n';
    values.projects.push({ name: ' ', bullets: '' });
    values.other[0]!.lines = 'Português (nativo)\n';
    const back = fromFormValues(values);
    expect(back.contact.phone).toBeNull();
    expect(back.skills).toEqual(['SQL', 'Tableau']);
    expect(back.projects).toHaveLength(1);
    expect(back.other[0]!.lines).toEqual(['Português (nativo)']);
  });
});
