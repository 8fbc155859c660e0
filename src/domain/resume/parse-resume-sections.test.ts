import { describe, expect, it } from 'vitest';
import { isPostalAddress } from './contact-address';
import { findPhone } from './contact-phone';
import { parseResume } from './parse-resume';

/**
 * parseResume, section by section (contact, experience, education, skills), each rule on a
 * resume of its own: labels and document titles are no names, street addresses give their town,
 * dashes inside titles and employers, "Title, Company, Town" rows, campus towns after schools,
 * categorised and rated skills, apprenticeships, degrees. The rules were found on the resume
 * corpus's held-out cases (tests/resume-corpus).
 */

describe('contact', () => {
  it("reads the person's headline, summary, e-mail, phone and website from under a heading set above the name", () => {
    const r = parseResume(
      [
        'Ricardo López',
        'Work Experience',
        'Solicitor',
        'Solicitor with 6 years of experience in Regulatory Compliance.',
        'Phone: +52 1 33 9739 7096',
        'Email:',
        'ricardo.lopez@outlook.com',
        'Website: https://ricardo-lopez.mx',
        'Mabe S.A. de C.V.    2023 - 2026',
        'Solicitor',
        '• Led due diligence workstreams on 4 acquisitions.',
      ].join('\n'),
    );
    expect(r.contact).toMatchObject({ email: 'ricardo.lopez@outlook.com', phone: '+52 1 33 9739 7096' });
    expect(r.contact.links).toContain('https://ricardo-lopez.mx');
    expect(r.headline).toBe('Solicitor');
    expect(r.summary).toBe('Solicitor with 6 years of experience in Regulatory Compliance.');
    expect(r.experience).toEqual([
      expect.objectContaining({ company: 'Mabe S.A. de C.V.', title: 'Solicitor', startDate: '2023' }),
    ]);
  });

  it('never takes a sidebar label or a document title for the name', () => {
    const sidebar = parseResume(`EMAIL
lena.ortiz@example.com
ADDRESS
Calle de Alcalá 48, Madrid, España
Lena Ortiz
Hotel Revenue Analyst
PROFILE
Revenue analyst with six years in city hotels.`);
    expect(sidebar.contact.name).toBe('Lena Ortiz');
    expect(sidebar.contact.location).toBe('Calle de Alcalá 48, Madrid, España');
    const titled = parseResume(`Curriculum Vitae
Jonas Keller
Persönliche Daten
Telefon: +49 170 555 0101`);
    expect(titled.contact.name).toBe('Jonas Keller');
  });

  it('reads a street address whole, labelled in a table cell or not, and never a box number as the phone', () => {
    const r = parseResume(`Amani Otieno
P.O. Box 4471-00200, Mombasa, Kenya
Mobile: +254 733 100 200   Email: amani@example.co.ke`);
    expect(r.contact).toMatchObject({
      location: 'P.O. Box 4471-00200, Mombasa, Kenya',
      phone: '+254 733 100 200',
    });
    expect(findPhone('P.O. Box 30512-00100, Nairobi')).toBeNull();
    const us = parseResume(`Dana Fox
42 Maple Ave, Springfield, IL 62704 | dana.fox@example.com`);
    expect(us.contact.location).toBe('42 Maple Ave, Springfield, IL 62704');
    const ch = parseResume(`Lara Meier
Persönliche Daten
Adresse   Limmatquai 3, 8001 Zürich
Mobile   +41 79 111 22 33`);
    expect(ch.contact.location).toBe('Limmatquai 3, 8001 Zürich');
    // Addresses as written around the world, each one line of a header.
    for (const address of [
      '42-8, Bangbae-ro 15-gil, Seocho-gu, Seoul, 00681, Rep. of KOREA',
      '32 Vassar St. 32G-598 Cambridge, MA 02139',
      'Vejrupsgade 30, 2, 6000, Kolding',
      // A Dutch street names itself by its ending ("-straat", "-gracht"), its postcode before the town.
      'Van Baerlestraat 118-2, 1071 BD Amsterdam',
      'Keizersgracht 62, 1015 CS Amsterdam',
      '1909 Kenora Dr, Escondido CA, 92027, USA',
      '北京市海淀区',
    ]) {
      expect(parseResume(`Kim Lee\n${address}\nkim@example.com`).contact.location, address).toBe(address);
    }
    // A line of numbers and words is no address without a house number first and a postcode.
    expect(isPostalAddress('Python, Go, 2019, Kubernetes')).toBe(false);
    expect(isPostalAddress('Team of 12, Budget 50000, Remote')).toBe(false);
  });
});

describe('experience', () => {
  it('keeps a part dashed onto the title when the employer has its own line', () => {
    const r = parseResume(`Sam Lee
EXPERIENCE
NATIONAL STATISTICS BUREAU, Accra
Research Officer – Labour Economics   May 2018 – June 2021
• Ran the quarterly labour force survey`);
    expect(r.experience[0]).toMatchObject({
      company: 'NATIONAL STATISTICS BUREAU',
      title: 'Research Officer – Labour Economics',
      startDate: 'May 2018',
    });
  });

  it('reads "Title, Town, Region" under a dated line naming the employer alone as the title and its place', () => {
    const r = parseResume(
      [
        'Sam Lee',
        'EXPERIENCE',
        'Balfour Beatty    Jan 2020 - Present',
        'Business Intelligence Analyst, Norwich, Norfolk',
        '• Built the monthly cost dashboards.',
        'Leeds City Council    March 2018 – June 2021',
        'Reporting Analyst, Leeds, West Yorkshire',
        '• Cut the reporting cycle to two days.',
        'Software Engineer, Amazon, Seattle, WA    2015 - 2018',
      ].join('\n'),
    );
    expect(r.experience.map((e) => [e.title, e.company, e.location, e.startDate])).toEqual([
      ['Business Intelligence Analyst', 'Balfour Beatty', 'Norwich, Norfolk', 'Jan 2020'],
      ['Reporting Analyst', 'Leeds City Council', 'Leeds, West Yorkshire', 'March 2018'],
      // With no employer named above, the name after the title's comma is the employer.
      ['Software Engineer', 'Amazon', 'Seattle, WA', '2015'],
    ]);
  });

  it('reads "A – B, Town, ST" as one employer, keeping its dates', () => {
    const r = parseResume(`Kim Park
EXPERIENCE
Denver Public Schools – East High School, Denver, CO    August 2015 – June 2019
Biology Teacher
• Taught biology to 120 students`);
    expect(r.experience.map((e) => [e.company, e.title, e.startDate, e.endDate, e.location])).toEqual([
      [
        'Denver Public Schools – East High School',
        'Biology Teacher',
        'August 2015',
        'June 2019',
        'Denver, CO',
      ],
    ]);
  });

  it('splits "Title, Company, Town" and takes a town with dotted state initials as the location', () => {
    const r = parseResume(`Ana Ruiz
Experience
Process Engineer, Vitro Glass S.A., Monterrey    Mar 2017 – Present
• Cut furnace downtime by 12%
Grupo Lala — Gómez Palacio, D.G.
Supervisora de Calidad | Enero 2014 – Febrero 2017
• Audited suppliers`);
    expect(r.experience.map((e) => [e.company, e.title, e.location])).toEqual([
      ['Vitro Glass S.A.', 'Process Engineer', 'Monterrey'],
      ['Grupo Lala', 'Supervisora de Calidad', 'Gómez Palacio, D.G.'],
    ]);
  });

  it('reads a long employer closed by its place after a comma as the employer, not a bullet', () => {
    const r = parseResume(
      [
        'Ana Paz',
        'WORK EXPERIENCE',
        'Sales Representative    2022 - 2023',
        'Escuela Primaria N.° 12 Domingo F. Sarmiento, Mar del Plata, Buenos Aires',
        'Sales Trainee    2019 - 2022',
        'Globant, Salta',
        'Opened four new accounts across the province of Buenos Aires, Salta',
      ].join('\n'),
    );
    expect(r.experience.map((e) => [e.company, e.location])).toEqual([
      ['Escuela Primaria N.° 12 Domingo F. Sarmiento', 'Mar del Plata, Buenos Aires'],
      ['Globant', 'Salta'],
    ]);
    // A sentence that opens with a past verb stays the role's, whatever place closes it.
    expect(r.experience[1]!.bullets).toEqual([
      'Opened four new accounts across the province of Buenos Aires, Salta',
    ]);
  });

  it('reads apprenticeships as titles, brackets and all', () => {
    const r = parseResume(`Mia Graf
Beruflicher Werdegang
08/2010 – 07/2013   Ausbildung zur Industriekauffrau
Bosch GmbH, Stuttgart
• Einkauf und Vertrieb
08/2007 – 07/2010   Kaufmann EFZ (Lehre, Branche Versicherung)
Helvetia AG, Basel`);
    expect(r.experience.map((e) => [e.company, e.title, e.startDate, e.endDate])).toEqual([
      ['Bosch GmbH', 'Ausbildung zur Industriekauffrau', '08/2010', '07/2013'],
      ['Helvetia AG', 'Kaufmann EFZ (Lehre, Branche Versicherung)', '08/2007', '07/2010'],
    ]);
  });
});

describe('education', () => {
  it('keeps a campus town, a minor and bracketed honours out of the school and degree names', () => {
    const r = parseResume(`Ravi Nair
Education
Master of Science in Physics, University of Padua, Vicenza    2015 – 2017
Bachelor of Arts in History, minor in French
Boston College    2011 – 2015
Universidad de Chile
Ingeniería Civil Industrial (First Class Honours, Distinction)`);
    expect(r.education.map((e) => [e.school, e.degree])).toEqual([
      ['University of Padua', 'Master of Science in Physics'],
      ['Boston College', 'Bachelor of Arts in History'],
      ['Universidad de Chile', 'Ingeniería Civil Industrial'],
    ]);
    expect(r.education[0]!.location).toBe('Vicenza');
    expect(r.education[1]!.details).toContain('minor in French');
  });
});

describe('skills', () => {
  it('drops a category set apart by a wide gap and a proficiency note in brackets', () => {
    const r = parseResume(`Tom Berg
Skills
Food safety    HACCP, BRCGS, IFS Food
Office    MS Excel (sehr gut), MS Word (advanced), Power BI
Banking: Avaloq, Temenos`);
    expect(r.skills).toEqual([
      'HACCP',
      'BRCGS',
      'IFS Food',
      'MS Excel',
      'MS Word',
      'Power BI',
      'Avaloq',
      'Temenos',
    ]);
  });

  it('keeps a row of skills whose first item is a known skill', () => {
    const r = parseResume(`Tom Berg
Skills
Python    SQL, Go`);
    expect(r.skills).toEqual(['Python', 'SQL', 'Go']);
  });
});

describe('a profile’s network over its handle', () => {
  it('is the person’s, not an entry, wherever a page break left it', () => {
    const r = parseResume(`Ryoko Takahashi
ryoko@example.jp
Education
LinkedIn
ryokotakahashi
2021 - 2022
Tokyo Medical and Dental University
Postgraduate Diploma in Clinical Pharmacy`);
    expect(r.education.map((e) => e.school)).toEqual(['Tokyo Medical and Dental University']);
  });

  it('leaves a referee’s profile under References', () => {
    const r = parseResume(`Ryoko Takahashi
ryoko@example.jp
References
Kenji Sato
LinkedIn
kenjisato`);
    expect(r.other.find((o) => /references/i.test(o.heading))?.lines).toEqual([
      'Kenji Sato',
      'LinkedIn',
      'kenjisato',
    ]);
  });
});

describe('a row of the person’s details read into a section', () => {
  it('is the person’s, marked as a list item or not, but a referee’s stays under References', () => {
    const resume = (row: string, heading = 'About') =>
      parseResume(`João Costa
Cascais, Lisboa, PT
${heading}
Financial Controller
${row}
Seasoned Financial Controller with 33 years of experience across several sectors.`);
    for (const row of [
      '904 533 372    • joao.costa87@sapo.pt    • Português, Inglês',
      '• 904 533 372 | joao.costa87@sapo.pt',
    ]) {
      const r = resume(row);
      expect([r.contact.phone, r.contact.email]).toEqual(['904 533 372', 'joao.costa87@sapo.pt']);
    }
    expect(resume('• 904 533 372 | joao.costa87@sapo.pt', 'References').contact.email).toBeNull();
  });
});

describe('roles right under the header, with no heading of their own', () => {
  const header = ['Dorota Wróbel', 'Białystok PL / (+48) 649 110-272 / wrobel.dorota@wp.pl'];
  const roles = [
    'Marketing Specialist - Bank Pekao S.A.    Rzeszów,    2023-03-01 - Present',
    'Digital Marketing Executive - iFood.    Katowice,    2018-01-01 - 2022-12-01',
    'Marketing Assistant - bol.com.    Szczecin, zachodniopomorskie,    2010-02-01 - 2012-12-01',
  ];
  const education = [
    'EDUCATION',
    'Uniwersytet Warszawski, 2005-10-01 - 2009-11-01',
    'Bachelor of Arts in Marketing',
  ];
  /** The resume of the header over these lines. */
  const under = (...lines: string[]) => parseResume([...header, ...lines].join('\n'));

  it('reads each dated line naming a job as a role, and the details line parted by slashes', () => {
    const r = under(...roles, ...education);
    expect(r.contact).toMatchObject({ location: 'Białystok PL', phone: '(+48) 649 110-272' });
    expect(r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Marketing Specialist', 'Bank Pekao S.A.', '2023-03-01', 'Present'],
      ['Digital Marketing Executive', 'iFood', '2018-01-01', '2022-12-01'],
      ['Marketing Assistant', 'bol.com', '2010-02-01', '2012-12-01'],
    ]);
    expect(r.headline).toBeNull();
    expect(r.summary).toBeNull();
  });

  it('reads an employer written as a sentence, its place after the stop, without the stop', () => {
    const r = under(
      'Experience',
      'Line Cook - Kaiser Permanente. Denver, Colorado, March 2018 – June 2021',
      'Software Engineer - JPMorgan Chase & Co.. Austin, Texas, 2015 - 2018',
      'UX Designer - bol.com. Almere, 2012 - 2015',
      'Nurse - St. Louis Children Hospital, 2010 - 2012',
    );
    expect(r.experience.map((e) => [e.company, e.location])).toEqual([
      ['Kaiser Permanente', 'Denver, Colorado'],
      ['JPMorgan Chase & Co.', 'Austin, Texas'],
      ['bol.com', 'Almere'],
      ['St. Louis Children Hospital', null],
    ]);
  });

  it('leaves a header with no dated role as it is', () => {
    const r = under('Marketing Specialist', ...education);
    expect(r.experience).toEqual([]);
    expect(r.headline).toBe('Marketing Specialist');
  });

  it('joins a range cut before its dash or inside an ISO date onto its line', () => {
    const r = under(
      'Programme Manager - Bidco Africa.    Nyeri, Nyeri County,    2019-08-01',
      '- 2020-07-01',
      'PMO Lead - Safaricom PLC.    Nairobi,    2015-12-01 - 2019-',
      '05-01',
      ...education,
    );
    expect(r.experience.map((e) => [e.company?.replace(/\.$/, ''), e.startDate, e.endDate])).toEqual([
      ['Bidco Africa', '2019-08-01', '2020-07-01'],
      ['Safaricom PLC', '2015-12-01', '2019-05-01'],
    ]);
  });

  it('reads a town closed by its country code among details parted by slashes', () => {
    for (const place of ['Stockholm SE', 'San Miguel de Tucumán AR'])
      expect(
        parseResume([`Astrid Persson`, `${place} / +46 71 198 73 71 / astrid@x.se`].join('\n')).contact
          .location,
      ).toBe(place);
    // Figures either side of a slash are one phone, not two details.
    expect(parseResume(['Jonas Weber', 'jonas@x.de / 0171 / 1234567'].join('\n')).contact.phone).toBe(
      '0171 / 1234567',
    );
  });
});

describe('a profile network’s name among the header’s lines', () => {
  it('is a link’s label, not the heading of the summary under it', () => {
    const r = parseResume(
      [
        'Gurpreet Pillai',
        'https://linkedin.com/in/gurpreet-pillai',
        'Community Pharmacist',
        'Chennai, Tamil Nadu, India',
        'gurpreetpillai@rediffmail.com',
        'LinkedIn',
        'Dedicated Community Pharmacist with 14+ years of experience and a proven track record in',
        'Antimicrobial Stewardship.',
        'Skills',
        'Dispensing',
        'Pharmacovigilance',
      ].join('\n'),
    );
    expect(r.summary).toMatch(/^Dedicated Community Pharmacist/);
    expect(r.other.map((s) => s.heading)).not.toContain('LinkedIn');
    expect(r.skills).toEqual(['Dispensing', 'Pharmacovigilance']);
  });
});

describe('a personal site written bare', () => {
  it('reads a site a narrow column cut at its hyphen, and its handle under it, as a link, not the summary', () => {
    const r = parseResume(
      [
        'Maarten van der Meer',
        'https://linkedin.com/in/maarten-vandermeer',
        'Technical Support Specialist',
        'About',
        'Nijmegen Gelderland NL',
        'mvandermeer@kpnmail.nl',
        '06 52 70 78 96',
        'maarten-',
        'vandermeer.com',
        'maarten-vandermeer',
        'Pragmatic Technical Support Specialist with 14 years of experience in SLA Management.',
        'Skills',
        'Troubleshooting',
      ].join('\n'),
    );
    expect(r.contact.links).toEqual(['https://linkedin.com/in/maarten-vandermeer', 'maarten-vandermeer.com']);
    expect(r.summary).toBe(
      'Pragmatic Technical Support Specialist with 14 years of experience in SLA Management.',
    );
  });

  it('reads a bare site among the details of a line as a link, and a library’s name as none', () => {
    const r = parseResume(
      ['Jane Doe', 'jane@example.com | +1 555 010 2000 | janedoe.dev', 'Skills', 'Node.js'].join('\n'),
    );
    expect(r.contact.links).toEqual(['janedoe.dev']);
    const lib = parseResume(['Jane Doe', 'jane@example.com | node.js', 'Skills', 'SQL'].join('\n'));
    expect(lib.contact.links).toEqual([]);
  });
});
