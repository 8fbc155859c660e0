import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { classifyFragment } from './entry-fields';
import { headerFragments } from './experience-header';
import { parseExperience } from './parse-experience';
import { parseResume } from './parse-resume';
import { resumeToText, roleHeading } from './resume-text';

const lines = (texts: string[]) =>
  texts.map((t) => ({ text: t.replace(/^• /, ''), bullet: t.startsWith('• ') }));

describe('the place after an employer', () => {
  it('reads a header the section sets as employer and place so, however its place reads', () => {
    const roles = parseExperience(
      lines([
        'Telcel, San Luis Potosí    julio 2019 – noviembre 2021',
        'Associate',
        '• Registered and defended trademarks for consumer brands.',
        'Nemak, Ciudad de México    junio 2015 – julio 2019',
        'Solicitor',
        '• Recorded over 86 billable hours a year.',
      ]),
    );
    expect(roles.map((r) => [r.company, r.location])).toEqual([
      ['Telcel', 'San Luis Potosí'],
      ['Nemak', 'Ciudad de México'],
    ]);
  });

  it('reads a town and its region after the employer as the place', () => {
    const [role] = parseExperience(
      lines(['Sarova Hotels & Resorts, Meru, Meru County    06.2021 - 08.2023', 'Brand Designer']),
    );
    expect(role).toMatchObject({
      company: 'Sarova Hotels & Resorts',
      title: 'Brand Designer',
      location: 'Meru, Meru County',
    });
  });

  it('reads a name under a title whose dates a town follows as the employer, not the place', () => {
    const [role, next] = parseExperience(
      lines([
        'Backend Engineer    2017-03 to 2020-11    Västerås',
        'Handelsbanken',
        '• Introduced contract testing between frontend and backend teams.',
        'Technical Support Specialist at Poste Italiane    Jun 2021 – Present',
        'Bari',
      ]),
    );
    expect(role).toMatchObject({ company: 'Handelsbanken', title: 'Backend Engineer', location: 'Västerås' });
    expect(next).toMatchObject({ company: 'Poste Italiane', location: 'Bari' });
  });

  it('reads a town after the dates of a "Title at Employer" line as the place', () => {
    const [role] = parseExperience(
      lines(['Head of Delivery at Access Bank Plc    Sep 2024 to May 2026    Enugu']),
    );
    expect(role).toMatchObject({ company: 'Access Bank Plc', title: 'Head of Delivery', location: 'Enugu' });
  });
});

describe('a title and its employer beside a colon or in brackets', () => {
  it('reads them either side of a colon, dated, as the next role and not a labelled detail', () => {
    const roles = parseExperience(
      lines([
        'Kestrel Analytics: Junior Data Engineer    Jan 2020 - Present',
        '• Built the nightly loads.',
        'Tools: Airflow, dbt',
        'Staff Nurse: St Mary’s Hospital    Mar 2016 - Dec 2019',
        '• Ran the ward’s night shift.',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company, r.bullets.length])).toEqual([
      ['Junior Data Engineer', 'Kestrel Analytics', 2],
      ['Staff Nurse', 'St Mary’s Hospital', 1],
    ]);
  });

  it('reads an organisation in brackets after a title as the employer, and a note on the job as no employer', () => {
    const employer = (header: string) =>
      headerFragments(header).find((f) => f.kind === 'company')?.text ?? null;
    expect(employer('Pharmacist (Lloyds Pharmacy Ltd)')).toBe('Lloyds Pharmacy Ltd');
    expect(employer('Research Assistant (Co-op)')).toBeNull();
    expect(employer('Software Engineer & Security Researcher (Compulsory Military Service)')).toBeNull();
  });
});

describe('employers and how a job was held', () => {
  it('keeps how a job was held apart from its employer, never as a place or a role of its own', () => {
    const [a, b] = parseExperience(
      lines([
        'Northwind Traders - Contract',
        'Data Engineer    Mar 2020 - Jan 2021',
        '• Built pipelines.',
        'Fabrikam · Full-time',
        'Data Analyst    Jan 2018 - Feb 2020',
      ]),
    );
    expect(a).toMatchObject({
      company: 'Northwind Traders',
      employment: 'Contract',
      title: 'Data Engineer',
      location: null,
    });
    expect(b).toMatchObject({
      company: 'Fabrikam',
      employment: 'Full-time',
      title: 'Data Analyst',
      location: null,
    });
  });

  it('shows how a job was held after the role heading, and reads it back from there', () => {
    const resume = parseResume(
      'Jane Doe\njane@example.com\nExperience\nNorthwind Traders - Contract\nData Engineer    Mar 2020 - Jan 2021\n• Built pipelines.',
    );
    expect(roleHeading(resume.experience[0]!)).toBe('Data Engineer — Northwind Traders · Contract');
    expect(resumeToText(resume)).toContain('Data Engineer — Northwind Traders · Contract');
    const again = parseResume(resumeToText(resume));
    expect(again.experience[0]).toMatchObject({
      title: 'Data Engineer',
      company: 'Northwind Traders',
      employment: 'Contract',
    });
  });

  it('reads an undated line taken for a title, above a dated role, as its employer', () => {
    const [role] = parseExperience(
      lines(['Regional Transit Operator (RTO)', 'Cloud Engineer    Nov 2020 - Oct 2021']),
    );
    expect(role).toMatchObject({ company: 'Regional Transit Operator (RTO)', title: 'Cloud Engineer' });
  });

  it('opens a new role at an employer and place under a role that has its place', () => {
    const roles = parseExperience(
      lines([
        'Fabrikam    Leeds, UK',
        'Data Analyst    Jan 2018 - Feb 2020',
        'Tailspin    Leeds, UK',
        'Data Engineer    Mar 2016 - Dec 2017',
      ]),
    );
    expect(roles.map((r) => [r.company, r.title])).toEqual([
      ['Fabrikam', 'Data Analyst'],
      ['Tailspin', 'Data Engineer'],
    ]);
  });

  it('reads "Town, Region, Country" after a gap as one place', () => {
    expect(headerFragments('Tailspin    Bunbury, Western Australia, Australia')).toEqual([
      { kind: 'unknown', text: 'Tailspin' },
      { kind: 'location', text: 'Bunbury, Western Australia, Australia' },
    ]);
  });

  it('reads a town alone on its line, under the dates and above the title, as the place when the employer follows', () => {
    const [role] = parseExperience(
      lines([
        'June 2013 – June 2016',
        'Padova',
        'Inside Sales Representative',
        'Eni S.p.A.',
        '• Prepared proposals.',
      ]),
    );
    expect(role).toMatchObject({
      company: 'Eni S.p.A.',
      location: 'Padova',
      title: 'Inside Sales Representative',
    });
  });

  it('knows Italian legal forms and kinds of business as employers', () => {
    expect(classifyFragment('Impianti Elettrici Bruno S.r.l.')).toBe('company');
    expect(classifyFragment('Trattoria da Gigi S.n.c.')).toBe('company');
    expect(classifyFragment('Naivas Supermarket')).toBe('company');
    // A public body names its kind last, whatever job words it holds.
    expect(classifyFragment('Teachers Service Commission')).toBe('company');
    expect(classifyFragment('Greater London Authority')).toBe('company');
    // A title names its job last.
    expect(classifyFragment('Hotel Manager')).toBe('title');
  });

  it('reads a title at a long employer and its place as a header, its dates on the next line', () => {
    const roles = parseExperience(
      lines([
        'Data Analyst at Lekki Coastal Property Development Company Ltd    Lagos, Lagos State',
        'MAY 2017 — JUN 2021',
        'Trained 36 colleagues in self-service reporting and basic SQL.',
        'Junior Data Analyst at Niger Delta Pipeline Engineering Services Ltd    Owerri, Imo State',
        'MAR 2015 — APR 2017',
        'Cleaned and validated over 8 million rows of transactional data.',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company, r.location, r.startDate])).toEqual([
      ['Data Analyst', 'Lekki Coastal Property Development Company Ltd', 'Lagos, Lagos State', 'MAY 2017'],
      [
        'Junior Data Analyst',
        'Niger Delta Pipeline Engineering Services Ltd',
        'Owerri, Imo State',
        'MAR 2015',
      ],
    ]);
  });

  it('keeps a legal form in capitals before the dates ("AB" is not German "ab")', () => {
    expect(
      headerFragments(findDates('Support Specialist at Swedbank AB    May 2022 - Mar 2025').rest),
    ).toEqual([
      { kind: 'title', text: 'Support Specialist' },
      { kind: 'company', text: 'Swedbank AB' },
    ]);
    expect(findDates('Entwickler ab 03/2019').rest).toBe('Entwickler');
  });

  it('reads a town set after the legal form closing an employer’s name as the place', () => {
    const kinds = (line: string) => headerFragments(line).map((f) => `${f.kind}: ${f.text}`);
    expect(kinds('Mitsubishi Heavy Industries Ltd. Hiroshima, Hiroshima')).toEqual([
      'company: Mitsubishi Heavy Industries Ltd.',
      'location: Hiroshima, Hiroshima',
    ]);
    expect(kinds('Logística Integral del Norte S.L. Valladolid')).toEqual([
      'company: Logística Integral del Norte S.L.',
      'location: Valladolid',
    ]);
    expect(kinds('Lidl Dienstleistung GmbH & Co. KG')).toEqual([
      'company: Lidl Dienstleistung GmbH & Co. KG',
    ]);
  });

  it('knows a name that a Nordic legal form closes as an employer, not the same letters inside a line', () => {
    for (const name of ['Sandvik AB', 'Equinor ASA', 'Nokia Oyj', 'Lindqvist & Ekström Advokatbyrå KB'])
      expect(classifyFragment(name), name).toBe('company');
    expect(classifyFragment('Handelsbanken')).toBe('unknown');
    expect(classifyFragment('AB testing lead')).not.toBe('company');
  });
});

describe('a place alone under a role’s dates', () => {
  it('is the role’s place when the employer and the title follow on lines of their own', () => {
    const r = parseResume(`Jo Tan
jo@example.com
Experience
May 2023 – Present
Darwin
Qantas Airways Limited
Engineering Lead
Designed and shipped a payments reconciliation service processing 15 thousand transactions a day.
June 2020 – May 2023
Parramatta
Wattle Grove Primary School
Senior Software Engineer
Owned the on-call rotation for a platform serving 52 million monthly users.`);
    expect(r.experience.map((e) => [e.company, e.title, e.location, e.startDate])).toEqual([
      ['Qantas Airways Limited', 'Engineering Lead', 'Darwin', 'May 2023'],
      ['Wattle Grove Primary School', 'Senior Software Engineer', 'Parramatta', 'June 2020'],
    ]);
  });

  it('is the place too over one line naming the title and the employer', () => {
    const r = parseResume(`Léa Moreau
lea@example.com
Experience
09/2015 à 06/2017
Nantes, Pays de la Loire
PMO Lead chez Capgemini
Delivered a 65 million ERP implementation on time across five countries.
02.2021 - 03.2022
Toulouse, Occitanie
BNP Paribas, Senior Mechanical Engineer
• Redesigned a cooling system that reduced operating temperature under peak load.`);
    expect(r.experience.map((e) => [e.company, e.title, e.location, e.startDate])).toEqual([
      ['Capgemini', 'PMO Lead', 'Nantes, Pays de la Loire', '09/2015'],
      ['BNP Paribas', 'Senior Mechanical Engineer', 'Toulouse, Occitanie', '02.2021'],
    ]);
  });

  it('is the place when set beside the dates, once a line names the organisation', () => {
    const r = parseResume(`Ana Ruiz
ana@example.com
Experience
Querétaro    Nov 2022 – Oct 2025
Registered Nurse
Mazatl Tecnologías S.A.P.I. de C.V.
Praised by ward leadership for strong clinical judgement and expertise in Safeguarding.
Oct 2018 – Jul 2022    Aguascalientes, Aguascalientes
Staff Nurse
Grupo Modelo
Monitored vital signs and fluid balance for patients recovering from major surgery.`);
    expect(r.experience.map((e) => [e.company, e.title, e.location])).toEqual([
      ['Mazatl Tecnologías S.A.P.I. de C.V.', 'Registered Nurse', 'Querétaro'],
      ['Grupo Modelo', 'Staff Nurse', 'Aguascalientes, Aguascalientes'],
    ]);
  });
});
