import { describe, expect, it } from 'vitest';
import { accountantResume } from './fixtures/accountant';
import { dataAnalystResume } from './fixtures/data-analyst';
import { freshGraduateResume } from './fixtures/fresh-graduate';
import { registeredNurseResume } from './fixtures/registered-nurse';
import { salesRepresentativeResume } from './fixtures/sales-representative';
import { softwareEngineerResume } from './fixtures/software-engineer';
import { teacherResume } from './fixtures/teacher';
import { parseResume } from './parse-resume';
import type { ParsedResume } from './types';

/** company, title, start, end, bullet count */
type Role = [string, string, string, string | null, number];

const roles = (r: ParsedResume): Role[] =>
  r.experience.map((e) => [e.company!, e.title!, e.startDate!, e.endDate, e.bullets.length]);

describe('parseResume on realistic resumes of six professions and a graduate', () => {
  it('software engineer: letter-spaced headings, "Title — Company, Location  Dates"', () => {
    const r = parseResume(softwareEngineerResume);
    expect(r.contact).toMatchObject({
      name: 'DANIEL OKAFOR',
      email: 'daniel.okafor@example.com',
      phone: '(512) 555-0142',
      location: 'Austin, TX',
    });
    expect(r.contact.links).toEqual(['linkedin.com/in/danielokafor', 'github.com/dokafor']);
    expect(r.headline).toBe('Backend Software Engineer');
    expect(roles(r)).toEqual([
      ['Ledgerly', 'Senior Software Engineer', 'Mar 2021', 'Present', 5],
      ['Brightwave Media', 'Software Engineer', 'Jun 2018', 'Feb 2021', 4],
      ['Northwind Labs', 'Junior Developer', 'Jul 2016', 'May 2018', 2],
    ]);
    expect(r.experience[0]!.location).toBe('Austin, TX');
    expect(r.education[0]).toMatchObject({
      degree: 'B.S. in Computer Science',
      school: 'University of Texas at Austin',
      startDate: '2012',
      endDate: '2016',
      details: ['GPA: 3.7'],
    });
    expect(r.skills).toEqual(
      expect.arrayContaining(['Python', 'Django', 'PostgreSQL', 'Kubernetes', 'CI/CD', 'Go']),
    );
    expect(r.skills).toHaveLength(19);
    expect(r.skills).not.toContain('Languages');
    expect(r.certifications).toEqual(['AWS Certified Solutions Architect – Associate (2022)']);
    expect(r.summary).toMatch(/^Engineer who likes reliable systems/);
  });

  it('data analyst: "Company  Dates" then "Title", dash bullets, MM/YYYY dates, pipe-separated skills', () => {
    const r = parseResume(dataAnalystResume);
    expect(r.contact).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '+1 646-555-0199',
      location: 'New York, NY',
    });
    expect(roles(r)).toEqual([
      ['Cartwheel Commerce Inc.', 'Senior Data Analyst', '04/2021', 'Present', 4],
      ['Harbor Retail Group', 'Data Analyst', '03/2018', '03/2021', 3],
    ]);
    expect(r.education[0]).toMatchObject({
      school: 'Rutgers University',
      degree: 'Bachelor of Arts in Economics',
      endDate: 'May 2017',
      location: 'New Brunswick, NJ',
    });
    expect(r.skills).toEqual([
      'SQL',
      'Python',
      'Pandas',
      'Tableau',
      'Power BI',
      'Excel',
      'dbt',
      'Snowflake',
      'A/B Testing',
      'Statistics',
      'PowerPoint',
    ]);
  });

  it('registered nurse: "Title at Company", square bullets, licences', () => {
    const r = parseResume(registeredNurseResume);
    expect(r.contact).toMatchObject({
      name: 'Maria L. Gonzalez',
      email: 'maria.gonzalez.rn@example.com',
      phone: '773-555-0123',
      location: 'Chicago, IL',
    });
    expect(roles(r)).toEqual([
      ["Lurie Children's Hospital", 'Registered Nurse', 'January 2020', 'Present', 4],
      ['Advocate Illinois Masonic Medical Center', 'Staff Nurse', 'June 2017', 'December 2019', 3],
      ['Sunrise Senior Living', 'Certified Nursing Assistant', 'May 2015', 'May 2017', 1],
    ]);
    expect(r.education[0]).toMatchObject({
      degree: 'Bachelor of Science in Nursing (BSN)',
      school: 'Loyola University Chicago',
      endDate: '2017',
    });
    expect(r.certifications).toContain('PALS – American Heart Association');
    expect(r.skills).toContain('IV therapy');
    expect(r.skills).toHaveLength(8);
  });

  it('sales representative: "Company | Title | Dates", star bullets, a season date', () => {
    const r = parseResume(salesRepresentativeResume);
    expect(r.contact).toMatchObject({
      name: 'Jordan Blake',
      email: 'jordan.blake@example.com',
      phone: '415-555-0188',
      location: 'San Francisco, CA',
    });
    expect(roles(r)).toEqual([
      ['Cloudnest', 'Account Executive', 'Feb 2021', 'Present', 4],
      ['Pacific Office Supply', 'Sales Development Representative', 'Jan 2019', 'Jan 2021', 3],
      ['Bay Coffee Roasters', 'Sales Intern', 'Summer 2018', 'Summer 2018', 1],
    ]);
    expect(r.education[0]).toMatchObject({
      school: 'San Francisco State University',
      degree: 'B.A. in Communication Studies',
      endDate: '2018',
    });
    expect(r.skills).toEqual([
      'Salesforce',
      'HubSpot',
      'Cold Calling',
      'Negotiation',
      'Pipeline Management',
      'SaaS',
      'Account Management',
      'Forecasting',
    ]);
  });

  it('accountant: "Title | Company | Location | Years", numbered bullets, two degrees', () => {
    const r = parseResume(accountantResume);
    expect(r.contact).toMatchObject({
      name: 'Emily Chen',
      email: 'emily.chen.cpa@example.com',
      phone: '303.555.0177',
      location: 'Denver, CO',
    });
    expect(roles(r)).toEqual([
      ['Brightline Manufacturing Inc.', 'Senior Accountant', '2021', 'Present', 5],
      ['Carver & Hale LLP', 'Staff Accountant', '2018', '2021', 3],
      ['Rocky Mountain Foods', 'Accounts Payable Clerk', '2016', '2018', 1],
    ]);
    expect(r.education.map((e) => [e.degree, e.school])).toEqual([
      ['Master of Accountancy', 'University of Denver'],
      ['Bachelor of Science in Accounting', 'Colorado State University'],
    ]);
    expect(r.skills).toContain('Excel (pivot tables, VLOOKUP)');
    expect(r.skills).toHaveLength(10);
  });

  it('teacher: headings with colons, school line then "Title  Dates"', () => {
    const r = parseResume(teacherResume);
    expect(r.contact).toMatchObject({
      name: 'Aisha Thompson',
      email: 'aisha.thompson@example.com',
      phone: '(217) 555-0104',
      location: 'Springfield, IL',
    });
    expect(r.summary).toMatch(/^Elementary teacher seeking/);
    expect(roles(r)).toEqual([
      ['Lincoln Elementary School', '4th Grade Teacher', 'August 2019', 'Present', 4],
      ['Jefferson Elementary School', '2nd Grade Teacher', 'August 2016', 'June 2019', 3],
    ]);
    expect(r.experience[1]!.location).toBe('Springfield, IL');
    expect(r.education.map((e) => e.degree)).toEqual([
      'Master of Education in Curriculum and Instruction',
      'Bachelor of Arts in Elementary Education',
    ]);
    expect(r.skills).toEqual(
      expect.arrayContaining(['Lesson planning', 'Google Classroom', 'parent communication']),
    );
    expect(r.certifications).toHaveLength(2);
  });

  it('fresh graduate: education and projects only', () => {
    const r = parseResume(freshGraduateResume);
    expect(r.contact).toMatchObject({
      name: 'Lucas Martin',
      email: 'lucas.martin@example.com',
      phone: '617-555-0150',
      location: 'Boston, MA',
    });
    expect(r.experience).toEqual([]);
    expect(r.education[0]).toMatchObject({
      school: 'Northeastern University',
      degree: 'B.S. in Computer Science',
      endDate: 'May 2024',
    });
    expect(r.education[0]!.details[0]).toMatch(/^Relevant coursework/);
    expect(r.projects.map((p) => [p.name, p.bullets.length])).toEqual([
      ['Campus Ride Share', 2],
      ['Course Planner', 2],
      ['Sentiment Classifier', 1],
    ]);
    expect(r.skills).toHaveLength(10);
  });
});

describe('parseResume on awkward input', () => {
  it('reads unknown headings into `other`, wrapped bullets, and "Title at Company"', () => {
    const r = parseResume(`Sam Lee
sam@example.com

EXPERIENCE
Product Designer at Pixel Forge Studio
2019 - 2022
• Designed the onboarding flow used by
  200k new users each month
• Ran usability testing sessions

AWARDS & HONORS
Design Award 2021`);
    expect(r.experience).toHaveLength(1);
    expect(r.experience[0]).toMatchObject({
      title: 'Product Designer',
      company: 'Pixel Forge Studio',
      startDate: '2019',
      endDate: '2022',
    });
    expect(r.experience[0]!.bullets).toEqual([
      'Designed the onboarding flow used by 200k new users each month',
      'Ran usability testing sessions',
    ]);
    expect(r.other).toEqual([{ heading: 'AWARDS & HONORS', lines: ['Design Award 2021'] }]);
  });

  it('keeps a role whose company and title share a line with a comma', () => {
    const r = parseResume(
      `Ana Ruiz\n\nWork History\nSoftware Engineer, Stripe    Jan 2020 – Dec 2022\n- Built billing APIs`,
    );
    expect(r.experience[0]).toMatchObject({
      title: 'Software Engineer',
      company: 'Stripe',
      startDate: 'Jan 2020',
      endDate: 'Dec 2022',
    });
  });

  it('returns empty sections for empty text', () => {
    const r = parseResume('');
    expect(r.contact.name).toBeNull();
    expect(r.experience).toEqual([]);
  });
});
