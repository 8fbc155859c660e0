import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { accountantJob } from './fixtures/accountant';
import { dataAnalystJob } from './fixtures/data-analyst';
import { freshGraduateJob } from './fixtures/fresh-graduate';
import { registeredNurseJob } from './fixtures/registered-nurse';
import { salesRepresentativeJob } from './fixtures/sales-representative';
import { softwareEngineerJob } from './fixtures/software-engineer';
import { teacherJob } from './fixtures/teacher';

describe('analyzeJob', () => {
  it('software: title from the first line, company from "About X", synonyms ("Go" -> Golang)', () => {
    const j = analyzeJob(softwareEngineerJob);
    expect(j.title).toBe('Senior Backend Engineer, Payments');
    expect(j.company).toBe('Fintrail');
    expect(j.keywords.slice(0, 8)).toEqual(
      expect.arrayContaining(['Python', 'PostgreSQL', 'Django', 'Payments']),
    );
    expect(j.keywords).toEqual(
      expect.arrayContaining([
        'Kubernetes',
        'AWS',
        'Docker',
        'Kafka',
        'Golang',
        'Distributed Systems',
        'Idempotency',
      ]),
    );
    expect(j.keywords).not.toContain('Fintrail');
    expect(j.requirementLines).toContain('5+ years of experience building backend systems in Python');
    expect(j.requirementLines).toContain("Bachelor's degree in Computer Science or equivalent experience");
    expect(j.requirementLines).toHaveLength(7);
    // Responsibilities are not requirements; benefits are not keywords.
    expect(j.requirementLines.join(' ')).not.toMatch(/Mentor engineers/);
    expect(j.keywords).not.toContain('Benefits Administration');
  });

  it('data analyst: "Job Title:" and "Company:" labels', () => {
    const j = analyzeJob(dataAnalystJob);
    expect(j.title).toBe('Data Analyst II');
    expect(j.company).toBe('Evergreen Health Partners');
    expect(j.keywords).toEqual(
      expect.arrayContaining([
        'SQL',
        'Tableau',
        'Power BI',
        'Python',
        'Pandas',
        'Snowflake',
        'A/B Testing',
        'Statistics',
      ]),
    );
    expect(j.requirementLines).toEqual(
      expect.arrayContaining([
        '3+ years of experience in data analysis',
        "Bachelor's degree in a quantitative field",
      ]),
    );
  });

  it('registered nurse: acronyms (BLS, PALS, PICU) and healthcare terms', () => {
    const j = analyzeJob(registeredNurseJob);
    expect(j.title).toBe('Registered Nurse - Pediatric Intensive Care Unit (PICU)');
    expect(j.company).toBe("Northshore Children's Hospital");
    expect(j.keywords).toEqual(
      expect.arrayContaining([
        'BLS',
        'PALS',
        'ACLS',
        'PICU',
        'Pediatrics',
        'Critical Care',
        'Electronic Health Records',
        'IV Therapy',
        'Patient Assessment',
      ]),
    );
    expect(j.requirementLines).toEqual(
      expect.arrayContaining([
        '2+ years of pediatric nursing experience',
        'Bachelor of Science in Nursing (BSN) required',
      ]),
    );
  });

  it('sales: company from "at X" under the title, requirements under "What you\'ll need"', () => {
    const j = analyzeJob(salesRepresentativeJob);
    expect(j.title).toBe('Senior Account Executive (B2B SaaS)');
    expect(j.company).toBe('Orbitly');
    expect(j.keywords).toEqual(
      expect.arrayContaining([
        'Salesforce',
        'B2B SaaS',
        'Negotiation',
        'Pipeline Management',
        'Account Management',
        'Quota Attainment',
      ]),
    );
    expect(j.requirementLines[0]).toBe(
      '3+ years of B2B SaaS sales experience with a record of exceeding quota',
    );
  });

  it('accountant: keeps "Co." in the company, finds CPA, GAAP and close terms', () => {
    const j = analyzeJob(accountantJob);
    expect(j.title).toBe('Senior Accountant');
    expect(j.company).toBe('Alpine Outdoor Co.');
    expect(j.keywords).toEqual(
      expect.arrayContaining([
        'CPA',
        'GAAP',
        'Month-End Close',
        'Journal Entries',
        'NetSuite',
        'Excel',
        'Variance Analysis',
      ]),
    );
    // "Account" is not "Accounting": stemming keeps fields of work apart.
    expect(analyzeJob(salesRepresentativeJob).keywords.slice(0, 6)).not.toContain('Accounting');
  });

  it('teacher and graduate postings', () => {
    const t = analyzeJob(teacherJob);
    expect(t.title).toBe('4th Grade Teacher');
    expect(t.company).toBe('Maple Grove School District');
    expect(t.keywords).toEqual(
      expect.arrayContaining([
        'Common Core',
        'Classroom Management',
        'Google Classroom',
        'English Language Learners',
      ]),
    );
    const g = analyzeJob(freshGraduateJob);
    expect(g.title).toBe('Junior Data Engineer');
    expect(g.company).toBe('Streamline Analytics');
    expect(g.keywords.slice(0, 4)).toEqual(['Python', 'SQL', 'PostgreSQL', 'AWS']);
    expect(g.requirementLines).toHaveLength(5);
  });

  it('reads "We are hiring a ..." prose and normalises k8s, JS and ML', () => {
    const j = analyzeJob(
      'At Nimbus Labs we are hiring a Platform Engineer to scale our k8s clusters.\nYou have 3+ years with JS and ML tooling.',
    );
    expect(j.title).toBe('Platform Engineer');
    expect(j.keywords).toEqual(expect.arrayContaining(['Kubernetes', 'JavaScript', 'Machine Learning']));
    expect(j.requirementLines).toEqual(['You have 3+ years with JS and ML tooling']);
  });
});
