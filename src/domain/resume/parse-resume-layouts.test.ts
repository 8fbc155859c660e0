import { describe, expect, it } from 'vitest';
import { parseDate } from './dates';
import { parseResume } from './parse-resume';
import { splitTrailingTown } from './trailing-town';

/**
 * parseResume on the layouts resumes come in, each on a resume of its own: role header lines
 * (towns after employers, titles the vocabulary lacks, tables read sidebar first), bare towns
 * among contact details, job-portal exports and full French month names. Lists (degrees, skills)
 * are in parse-resume-lists.test.ts.
 */

const roles = (text: string) =>
  parseResume(text).experience.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate]);

describe('role header lines', () => {
  it('reads a town after the employer as the location ("Employer, Town")', () => {
    const text = `Tane Parata
EXPERIENCE
Foreman   June 2018 – Present
Fletcher Building, Tauranga
• Ran a crew of nine on a 12-storey residential build
Optician   2014 – 2018
Specsavers, Palmerston North
• Fitted 20 patients a day`;
    expect(roles(text)).toEqual([
      ['Foreman', 'Fletcher Building', 'Tauranga', 'June 2018', 'Present'],
      // "Optician" is a title by its "-ician" ending; the line carrying a place is the employer.
      ['Optician', 'Specsavers', 'Palmerston North', '2014', '2018'],
    ]);
  });

  it('leaves departments, legal forms and "Title, Company" alone', () => {
    expect(splitTrailingTown('KPMG, Advisory')).toEqual(['KPMG, Advisory', null]);
    expect(splitTrailingTown('Microsoft, Azure')).toEqual(['Microsoft, Azure', null]);
    expect(splitTrailingTown('Acme Holdings, Inc')).toEqual(['Acme Holdings, Inc', null]);
    expect(splitTrailingTown('Software Engineer, Stripe')).toEqual(['Software Engineer, Stripe', null]);
    expect(splitTrailingTown('Northwind Traders, Lower Hutt')).toEqual(['Northwind Traders', 'Lower Hutt']);
    const text = `Sam Lee
EXPERIENCE
Data Analyst, Northwind Traders    2019 – 2021`;
    expect(roles(text)).toEqual([['Data Analyst', 'Northwind Traders', null, '2019', '2021']]);
  });

  it('turns a guessed employer into the title when the real employer follows', () => {
    // "Schweißer" (welder) is in no word list: alone on the dated line it is first taken for the
    // employer, then the line naming a GmbH shows it was the title.
    const text = `Jonas Weber
Berufserfahrung
Schweißer    04/2017 – 12/2020
Liebherr-Werk Ehingen GmbH
• WIG- und MAG-Schweißen von Kranauslegern`;
    expect(roles(text)).toEqual([['Schweißer', 'Liebherr-Werk Ehingen GmbH', null, '04/2017', '12/2020']]);
  });

  it('reads full French month names ("septembre 2016")', () => {
    const text = `Claire Martin
Expérience professionnelle
Chef de quai — Geodis
septembre 2016 – décembre 2019`;
    expect(roles(text)[0]!.slice(3)).toEqual(['septembre 2016', 'décembre 2019']);
    expect(parseDate('septembre 2016')).toEqual({ year: 2016, month: 9 });
  });
});

describe('contact details', () => {
  it('finds the name of a two-column table read sidebar first, and never takes a place for it', () => {
    const text = `CONTACT
amina.odhiambo@example.co.ke
+254 712 555 019
Nairobi, Kenya
SKILLS
Financial Reporting
Treasury
LANGUAGES
English, Swahili
Amina Odhiambo
Finance Manager
PROFILE
Finance manager with eight years in telecoms and banking.
EXPERIENCE
Finance Manager
Safaricom PLC | Mar 2019 – Present`;
    const r = parseResume(text);
    expect(r.contact).toMatchObject({ name: 'Amina Odhiambo', location: 'Nairobi, Kenya' });
    expect(r.headline).toBe('Finance Manager');
    expect(r.skills).toEqual(['Financial Reporting', 'Treasury']);
  });

  it('never takes the last skill of a one-a-line list for a name', () => {
    const r = parseResume(`SUMMARY
Analyst with five years in retail pricing.
SKILLS
SQL
Change Management
EXPERIENCE
Pricing Analyst, Acme Corp    2019 – 2021`);
    expect(r.contact.name).toBeNull();
    expect(r.skills).toEqual(['SQL', 'Change Management']);
  });

  it('takes a bare town among the contact details as the location, not a link caption', () => {
    const lisbon = parseResume(`João Silva
Lisboa · joao.silva@example.pt · +351 912 345 678`);
    expect(lisbon.contact.location).toBe('Lisboa');
    const links = parseResume(`Jane Park
jane.park@example.com | LinkedIn | GitHub`);
    expect(links.contact.location).toBeNull();
    const title = parseResume(`Jane Park
Product Designer | jane.park@example.com`);
    expect(title.contact.location).toBeNull();
  });

  it('reads Australian three-letter states ("Perth, WA" already worked; "Brisbane, QLD")', () => {
    const r = parseResume(`Liam Hughes
liam.hughes@example.com.au
Brisbane, QLD`);
    expect(r.contact.location).toBe('Brisbane, QLD');
  });
});

describe('job-portal exports with wide gaps after the labels', () => {
  const text = `Profile exported from JobPortal.com
Profile Summary
Name:    Priya Nair
Email ID:    priya.nair@example.in
Current Location:    Chennai
Employment Details
Tata Consultancy Services as Systems Engineer
Aug 2015 to Till Date
• Built claims services in Java
Education
UG:    B.E. (Mechanical) from Anna University in 2015
Other Details
Date of Birth:    02 Mar 1993`;
  const r = parseResume(text);

  it('lets the labelled name beat a banner line and reads the labelled location', () => {
    expect(r.contact).toMatchObject({ name: 'Priya Nair', location: 'Chennai' });
  });

  it('reads "Employment Details" as experience and "Other Details" as its own section', () => {
    expect(roles(text)).toEqual([
      ['Systems Engineer', 'Tata Consultancy Services', null, 'Aug 2015', 'Till Date'],
    ]);
    expect(r.other.map((o) => o.heading)).toEqual(['Other Details']);
  });

  it('reads a "UG:" line as degree from school, without the label or a dangling "in"', () => {
    expect(r.education).toEqual([
      expect.objectContaining({ school: 'Anna University', degree: 'B.E. (Mechanical)', endDate: '2015' }),
    ]);
  });
});
