import { describe, expect, it } from 'vitest';
import { readResume } from './layout/read-resume';
import { letterPage, place, placeRight } from './layout/testing/place-text';
import { parseResume } from './parse-resume';
import type { ParsedResume } from './types';

/**
 * Text extracted from a PDF breaks a line wherever the column ends, so a capitalised word can
 * start a line that only goes on with the one before: "…with Spring" / "Boot and Kafka…",
 * "Java, Spring" / "Boot, Kafka". Such a line is no role of its own (a role named "Boot" became
 * a job heading in the generated template), and a skill keeps both its halves.
 */

const roles = (r: ParsedResume) => r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate]);
const bullets = (r: ParsedResume) => r.experience.map((e) => e.bullets);

describe('a known name cut at the line end', () => {
  it('keeps "Spring Boot" whole in a skills list, a bullet and an unmarked sentence (one column)', () => {
    const r = parseResume(`Priya Raman
Backend Software Engineer
priya.raman@example.com | (512) 555-0147 | Austin, TX
SKILLS
Languages & Frameworks: Java, Kotlin, Spring
Boot, Kafka, PostgreSQL, Redis, Docker
EXPERIENCE
Senior Software Engineer — Northwind Payments, Austin, TX    Jan 2020 – Present
• Designed and shipped twelve payment microservices for the issuing platform with Spring
Boot and Kafka handling 2M transactions a day
• Cut p99 checkout latency by 38% by moving hot reads to Redis
Software Engineer — Contoso Logistics, Dallas, TX    Jun 2016 – Dec 2019
Maintained the shipment tracking API and the carrier rate engine written in Spring
Boot.
• Led a team of 4 engineers through the move to Kubernetes
EDUCATION
B.S. Computer Science — University of Texas at Austin    2016`);
    expect(roles(r)).toEqual([
      ['Senior Software Engineer', 'Northwind Payments', 'Jan 2020', 'Present'],
      ['Software Engineer', 'Contoso Logistics', 'Jun 2016', 'Dec 2019'],
    ]);
    expect(bullets(r)).toEqual([
      [
        'Designed and shipped twelve payment microservices for the issuing platform with Spring Boot and Kafka handling 2M transactions a day',
        'Cut p99 checkout latency by 38% by moving hot reads to Redis',
      ],
      [
        'Maintained the shipment tracking API and the carrier rate engine written in Spring Boot.',
        'Led a team of 4 engineers through the move to Kubernetes',
      ],
    ]);
    expect(r.skills).toEqual(['Java', 'Kotlin', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Redis', 'Docker']);
  });

  it('keeps other cut names with their first half: Machine / Learning, Amazon Web / Services', () => {
    const r = parseResume(`Marco Bianchi
EXPERIENCE
Staff Software Engineer    Mar 2021 – Present
Globex
• Built the fraud scoring pipeline for card payments with Machine
Learning models served behind internal APIs
• Moved every batch job from the data centre to Amazon Web
Services and Google Cloud
TECHNICAL SKILLS
Python, Machine
Learning, TensorFlow, Git`);
    expect(roles(r)).toEqual([['Staff Software Engineer', 'Globex', 'Mar 2021', 'Present']]);
    expect(bullets(r)).toEqual([
      [
        'Built the fraud scoring pipeline for card payments with Machine Learning models served behind internal APIs',
        'Moved every batch job from the data centre to Amazon Web Services and Google Cloud',
      ],
    ]);
    expect(r.skills).toEqual(['Python', 'Machine Learning', 'TensorFlow', 'Git']);
  });
});

describe('a bullet cut mid-sentence before a capitalised line', () => {
  it('goes on with words of a sentence, a comma list and listed items', () => {
    const r = parseResume(`Byungjin Park
EXPERIENCE
Lead Data Consultant    Apr 2019 – Dec 2019
Mantel Group
• Lead a small team that designed, deployed and integrated a company wide Data
Platform for a tier 1 energy provider
• Containerised the nightly loads as Cloud
Native workloads on Kubernetes
• Taught courses: Object Oriented Programming, Analysis and Design of Software,
Human-Computer Interaction, Research & Development.
• Taught the curriculum for the class. Topics include Command Line, Git, SQL, Text Analysis, GIS
Analysis, Network Analysis`);
    expect(roles(r)).toEqual([['Lead Data Consultant', 'Mantel Group', 'Apr 2019', 'Dec 2019']]);
    expect(bullets(r)[0]).toEqual([
      'Lead a small team that designed, deployed and integrated a company wide Data Platform for a tier 1 energy provider',
      'Containerised the nightly loads as Cloud Native workloads on Kubernetes',
      'Taught courses: Object Oriented Programming, Analysis and Design of Software, Human-Computer Interaction, Research & Development.',
      'Taught the curriculum for the class. Topics include Command Line, Git, SQL, Text Analysis, GIS Analysis, Network Analysis',
    ]);
  });

  it('still opens a role at an employer, an employer and town, or a title under a bullet', () => {
    const r = parseResume(`John Doe
WORK EXPERIENCE
ABC Company
Software Engineer    May 2023 - Present
• Write clean code that is modular and easy to maintain while ensuring 100% test coverage
DEF Organization
Software Engineer Intern    Summer 2022
• Automated the release of every service with Azure
DevOps Engineer    Jun 2020 – Dec 2021
Grant Thornton UK LLP, Manchester
• Ran month-end for accounts payable, accounts receivable and a payroll officer
EDUCATION
BSc Accounting — University of Leeds    2019`);
    expect(roles(r)).toEqual([
      ['Software Engineer', 'ABC Company', 'May 2023', 'Present'],
      ['Software Engineer Intern', 'DEF Organization', 'Summer 2022', 'Summer 2022'],
      ['DevOps Engineer', 'Grant Thornton UK LLP', 'Jun 2020', 'Dec 2021'],
    ]);
  });

  it('leaves an unmarked achievement that opens with its verb, and a heading, on lines of their own', () => {
    const r = parseResume(`Daniel Nguyen
SUMMARY
Pharmacist with ten years in hospital practice and a focus on Higher
EDUCATION
PharmD — University of Michigan    2020
EXPERIENCE
PGY2 Infectious Diseases Pharmacy Resident    July 2021 – June 2022
University of Michigan Health
• Completed rotations in antimicrobial stewardship, transplant infectious diseases, HIV clinic and critical care
Built a penicillin allergy assessment tool in Epic that cleared 212 inaccurate allergy labels`);
    expect(r.summary).toBe('Pharmacist with ten years in hospital practice and a focus on Higher');
    expect(r.education).toHaveLength(1);
    expect(bullets(r)).toEqual([
      [
        'Completed rotations in antimicrobial stewardship, transplant infectious diseases, HIV clinic and critical care',
        'Built a penicillin allergy assessment tool in Epic that cleared 212 inaccurate allergy labels',
      ],
    ]);
  });
});

describe('a PDF whose bullet glyph is drawn in one run with its text (hanging indent)', () => {
  it('reads the wrapped tail as the bullet going on, not a bullet or a role of its own', () => {
    const r = readResume({
      kind: 'pdf',
      pages: [
        letterPage([
          ...place('Marco Bianchi', 190, 740, { size: 20 }),
          ...place('EXPERIENCE', 190, 700, { size: 11 }),
          ...place('Staff Software Engineer, Globex', 190, 685),
          ...placeRight('Mar 2021 – Present', 560, 685),
          ...place('• Migrated forty services to containerised and observable Cloud', 190, 671),
          ...place('Native workloads on Kubernetes', 199, 659),
          ...place('• Built the fraud scoring pipeline for payments with Spring', 190, 645),
          ...place('Boot and Kafka behind internal APIs', 199, 633),
          ...place('• Ran the on-call rotation for the billing platform', 190, 619),
        ]),
      ],
    });
    expect(roles(r.resume)).toEqual([['Staff Software Engineer', 'Globex', 'Mar 2021', 'Present']]);
    expect(bullets(r.resume)).toEqual([
      [
        'Migrated forty services to containerised and observable Cloud Native workloads on Kubernetes',
        'Built the fraud scoring pipeline for payments with Spring Boot and Kafka behind internal APIs',
        'Ran the on-call rotation for the billing platform',
      ],
    ]);
  });
});
