import { describe, expect, it } from 'vitest';
import { detectHeading } from './headings';
import { parseResume } from './parse-resume';

/**
 * parseResume on lists: degree lines, wrapped skill lists, Title Case headings under a skills
 * list, and a wrapped bullet that ends in a heading word.
 */

describe('education lines', () => {
  it('takes a name set apart from the degree as the school, and a qualification under a school', () => {
    const text = `Zoe Dupont
Formation
Master Finance d'entreprise — ESCP
2015 – 2017
ACCA Global    2019
Chartered Certified Accountant`;
    expect(parseResume(text).education.map((e) => [e.school, e.degree])).toEqual([
      ['ESCP', "Master Finance d'entreprise"],
      ['ACCA Global', 'Chartered Certified Accountant'],
    ]);
  });

  it('keeps honours after a degree as a detail of the degree, not as a school', () => {
    const text = `Ada Byrne
Education
Bachelor of Arts — Magna Cum Laude
Trinity College Dublin    2014 – 2018`;
    const education = parseResume(text).education;
    expect(education.map((e) => [e.school, e.degree])).toEqual([
      ['Trinity College Dublin', 'Bachelor of Arts'],
    ]);
    expect(education[0]!.details).toContain('Magna Cum Laude');
  });

  it('keeps "University    of Illinois" whole when a wide gap splits the name', () => {
    const text = `Sam Lee
EDUCATION
University    of Illinois    2012 – 2016
BSc Statistics
EXPERIENCE
Research Assistant — University    of Chicago    2016 – 2018`;
    const r = parseResume(text);
    expect(r.education.map((e) => [e.school, e.degree])).toEqual([
      ['University of Illinois', 'BSc Statistics'],
    ]);
    expect(r.experience[0]).toMatchObject({ company: 'University of Chicago', title: 'Research Assistant' });
  });
});

describe('skills lists', () => {
  it('rejoins an item that wrapped onto the next line', () => {
    const text = `Ana Costa
Skills
Demand Planning, S&OP, Inventory Optimisation, Supplier Scorecards, Budget
Forecasting, Incoterms, Warehouse Layout, Quality Assurance
and Control, SAP MM`;
    expect(parseResume(text).skills).toEqual([
      'Demand Planning',
      'S&OP',
      'Inventory Optimisation',
      'Supplier Scorecards',
      'Budget Forecasting',
      'Incoterms',
      'Warehouse Layout',
      'Quality Assurance and Control',
      'SAP MM',
    ]);
  });

  it('starts a new row at a name written in lower case with a capital inside, or a known skill', () => {
    const text = `Ana Costa
Skills
Docker | Terraform | CI/CD | Test-Driven Development
gRPC | JavaScript | Python | C++
Kubernetes, Helm, Prometheus, Grafana
git, Bash`;
    expect(parseResume(text).skills).toEqual(
      'Docker Terraform CI/CD Test-Driven_Development gRPC JavaScript Python C++ Kubernetes Helm Prometheus Grafana git Bash'
        .split(' ')
        .map((s) => s.replace('_', ' ')),
    );
  });

  it('keeps short list lines, category lines and one-a-line lists apart', () => {
    const text = `Ana Costa
Skills
Python, SQL, Go
Excel, Tableau
Languages: Python, Java
Docker
Terraform`;
    expect(parseResume(text).skills).toEqual([
      'Python',
      'SQL',
      'Go',
      'Excel',
      'Tableau',
      'Java',
      'Docker',
      'Terraform',
    ]);
  });

  it('closes a skills list at a Title Case "Volunteering", "Licences" or "Awards", not at "Leadership"', () => {
    const text = `Ana Costa
Skills
Python
Leadership
Volunteering
Weekend driver for the Red Cross`;
    const r = parseResume(text);
    expect(r.skills).toEqual(['Python', 'Leadership']);
    expect(r.other).toEqual([{ heading: 'Volunteering', lines: ['Weekend driver for the Red Cross'] }]);
    expect(detectHeading('Awards', true)).toMatchObject({ kind: 'other' });
    expect(detectHeading('Licences', true)).toMatchObject({ kind: 'certifications' });
    expect(detectHeading('Leadership', true)).toBeNull();
    expect(detectHeading('Research', true)).toBeNull();
  });
});

describe('a wrapped bullet ending in a heading word', () => {
  it('joins a lower-case "projects" to its bullet instead of opening a Projects section', () => {
    const r = parseResume(`Marta Nowak
EXPERIENCE
Junior Web Designer — Netguru   Sep 2015 – May 2017
• Produced wireframes and clickable prototypes for 12 client
projects
EDUCATION
Jagiellonian University — MA in Cognitive Science   2013 – 2015`);
    expect(r.experience[0]!.bullets).toEqual([
      'Produced wireframes and clickable prototypes for 12 client projects',
    ]);
    expect(r.projects).toEqual([]);
    expect(r.education[0]!.school).toBe('Jagiellonian University');
  });

  it('still opens a section for a heading that follows a bullet in capitals', () => {
    const r = parseResume(`Marta Nowak
EXPERIENCE
Junior Web Designer — Netguru   Sep 2015 – May 2017
• Produced wireframes for client sites
PROJECTS
Portfolio site
• Built with Astro`);
    expect(r.experience[0]!.bullets).toEqual(['Produced wireframes for client sites']);
    expect(r.projects.map((p) => p.name)).toEqual(['Portfolio site']);
  });
});
