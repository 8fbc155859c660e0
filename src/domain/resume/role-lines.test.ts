import { describe, expect, it } from 'vitest';
import { headerFragments, titleCommaName } from './experience-header';
import { parseExperience } from './parse-experience';
import { parseResume } from './parse-resume';

const lines = (texts: string[]) =>
  texts.map((t) => ({ text: t.replace(/^• /, ''), bullet: t.startsWith('• ') }));

describe('role lines', () => {
  it('reads a town and its region after a separator as the place, not as the employer', () => {
    expect(headerFragments('Mairie de Bordeaux · Montpellier, Occitanie')).toEqual([
      { kind: 'unknown', text: 'Mairie de Bordeaux' },
      { kind: 'location', text: 'Montpellier, Occitanie' },
    ]);
    expect(headerFragments('Orbis S.A. | Łódź, łódzkie')).toEqual([
      { kind: 'company', text: 'Orbis S.A.' },
      { kind: 'location', text: 'Łódź, łódzkie' },
    ]);
  });

  it('reads the fields after a dated title as its place under an employer named alone on its line', () => {
    const roles = parseExperience(
      lines([
        'Generali Italia',
        'Key Account Manager | Palermo, Sicilia | 2019 to 2023',
        '• Closed the largest deal.',
        'Coop Italia',
        'Senior Account Executive | Brescia, Lombardia | 2016 to 2019',
      ]),
    );
    expect(roles.map((r) => [r.company, r.title, r.location])).toEqual([
      ['Generali Italia', 'Key Account Manager', 'Palermo, Sicilia'],
      ['Coop Italia', 'Senior Account Executive', 'Brescia, Lombardia'],
    ]);
  });

  it('reads a title and a town with its region after the employer’s field as the title and the place', () => {
    expect(headerFragments('City of Cape Town    Associate, Mbombela, Mpumalanga')).toEqual([
      { kind: 'unknown', text: 'City of Cape Town' },
      { kind: 'title', text: 'Associate' },
      { kind: 'location', text: 'Mbombela, Mpumalanga' },
    ]);
  });

  it('reads the cell over the dates as the place where the section’s cells beside them name companies', () => {
    const roles = parseExperience(
      lines([
        'Product Designer    Hamilton',
        'Canada Post Corporation    Jan 2019 to Feb 2020',
        '• Defined UX metrics.',
        'Analyst    Leeds',
        'Barclays Bank PLC    Mar 2016 to Dec 2018',
        '• Built dashboards.',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company, r.location, r.startDate])).toEqual([
      ['Product Designer', 'Canada Post Corporation', 'Hamilton', 'Jan 2019'],
      ['Analyst', 'Barclays Bank PLC', 'Leeds', 'Mar 2016'],
    ]);
  });

  it('reads a town and its region after "Title en Company," as the place', () => {
    const fields = (line: string) => headerFragments(line).map((f) => `${f.kind}: ${f.text}`);
    expect(fields('Delivery Driver en Iberdrola S.A., Valladolid, Castilla y León')).toEqual([
      'title: Delivery Driver',
      'company: Iberdrola S.A.',
      'location: Valladolid, Castilla y León',
    ]);
    expect(fields('Analyst at Acme, Inc., Boston')).toEqual([
      'title: Analyst',
      'company: Acme, Inc.',
      'location: Boston',
    ]);
  });

  it('peels a town and its county off the employer', () => {
    expect(headerFragments('Greenfield Community School, Tralee, Co. Kerry')).toEqual([
      { kind: 'company', text: 'Greenfield Community School' },
      { kind: 'location', text: 'Tralee, Co. Kerry' },
    ]);
    expect(headerFragments('Harbour View Hotel, Howth, Dublin')).toEqual([
      { kind: 'company', text: 'Harbour View Hotel' },
      { kind: 'location', text: 'Howth, Dublin' },
    ]);
  });

  it('goes on with a sentence when a line closes a bracket it never opened', () => {
    const roles = parseExperience(
      lines([
        'Lecturer, Harbour College, Whitby    2013 - 2015',
        'Taught several courses (Object Oriented Programming, Human-Computer',
        'Interaction).',
        'Teaching Assistant, University of Leeds    2008 - 2012',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['Lecturer', 'Harbour College'],
      ['Teaching Assistant', 'University of Leeds'],
    ]);
    expect(roles[0]!.bullets).toEqual([
      'Taught several courses (Object Oriented Programming, Human-Computer Interaction).',
    ]);
  });

  it('reads titles held at once as one title, before the employer', () => {
    expect(headerFragments('Team Leader | Software Architect | R&D Engineer, TayaIT, Cairo, Egypt')).toEqual([
      { kind: 'title', text: 'Team Leader | Software Architect | R&D Engineer' },
      { kind: 'company', text: 'TayaIT' },
      { kind: 'location', text: 'Cairo, Egypt' },
    ]);
    expect(headerFragments('Team Leader, Software Architect')).toEqual([
      { kind: 'title', text: 'Team Leader, Software Architect' },
    ]);
    expect(headerFragments('Software Engineer, Stripe')).toEqual([
      { kind: 'title', text: 'Software Engineer' },
      { kind: 'unknown', text: 'Stripe' },
    ]);
  });

  it('reads a line above a dated title as its employer, even with a place beside it', () => {
    const roles = parseExperience(
      lines([
        'Intuit    San Diego, CA',
        'STAFF DATA SCIENTIST    Jun. 2019 - Present',
        '• Built the spending forecast',
        'Arizona State University, P.I. Professor Michael F. Thorpe    Tempe, AZ',
        'GRADUATE RESEARCH ASSISTANT    September 2009 - August 2014',
        '• Developed software packages in C++',
      ]),
    );
    expect(roles.map((r) => [r.company, r.title, r.location])).toEqual([
      ['Intuit', 'STAFF DATA SCIENTIST', 'San Diego, CA'],
      [
        'Arizona State University, P.I. Professor Michael F. Thorpe',
        'GRADUATE RESEARCH ASSISTANT',
        'Tempe, AZ',
      ],
    ]);
  });

  it('takes the employer from a line naming only it and its place under a title', () => {
    const roles = parseExperience(
      lines([
        'Team Leader, Software Architect    Sep. 2012 – Dec. 2013',
        '• Taya IT, Cairo, Egypt',
        '• Planned and supervised the development of a social app',
      ]),
    );
    expect(roles).toEqual([
      expect.objectContaining({
        title: 'Team Leader, Software Architect',
        company: 'Taya IT',
        location: 'Cairo, Egypt',
        bullets: ['Planned and supervised the development of a social app'],
      }),
    ]);
  });

  it('takes a long employer its legal form closes, and its town and region, from the line under a title', () => {
    const name = 'Maquiladora de Componentes Automotrices del Bajío S.A. de C.V.';
    const roles = (employer: string) =>
      parseExperience(
        lines([
          'Junior Graphic Designer (October 2014–June 2017)',
          `${employer}, Tijuana, Baja California`,
          '• Presented design concepts to clients and incorporated feedback.',
        ]),
      );
    expect(roles(name)).toEqual([
      expect.objectContaining({ company: name, location: 'Tijuana, Baja California' }),
    ]);
  });

  it('goes on with a bullet after a word broken at its end, or before the source it cites', () => {
    const roles = parseExperience(
      lines([
        'Research Associate    Oct. 2015 – Jan. 2021',
        '• Chair of Computer Science at Otto-Friedrich-',
        'University, Bamberg, Germany.',
        '• Led a team to build a data lake for an EU project',
        '[github.com/simutool].',
        'Teaching Assistant, University of Leeds    2008 - 2012',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['Research Associate', null],
      ['Teaching Assistant', 'University of Leeds'],
    ]);
    expect(roles[0]!.bullets).toEqual([
      'Chair of Computer Science at Otto-Friedrich- University, Bamberg, Germany.',
      'Led a team to build a data lake for an EU project [github.com/simutool].',
    ]);
  });

  it('peels a town named with its district number, and the note after it, off the employer', () => {
    expect(headerFragments('Les Tables de Saint-Paul, Lyon 5e (bistronomie, 60 couverts)')).toEqual([
      { kind: 'company', text: 'Les Tables de Saint-Paul' },
      { kind: 'location', text: 'Lyon 5e (bistronomie, 60 couverts)' },
    ]);
    expect(headerFragments('Brasserie Le Passage, Paris 1er')).toEqual([
      { kind: 'company', text: 'Brasserie Le Passage' },
      { kind: 'location', text: 'Paris 1er' },
    ]);
    // A number that is no district stays with the name.
    expect(headerFragments('Acme Labs, Unit 5')[0]!.text).toBe('Acme Labs, Unit 5');
  });

  it('keeps a field after a comma with the title when the employer has a line of its own', () => {
    const [role] = parseExperience(
      lines([
        'University of Michigan Health, Ann Arbor, MI    June 2022 – Present',
        'Clinical Pharmacist, Internal Medicine',
        '• Verified 300 orders a day',
      ]),
    );
    expect(role).toMatchObject({
      company: 'University of Michigan Health',
      location: 'Ann Arbor, MI',
      title: 'Clinical Pharmacist, Internal Medicine',
    });
  });

  it('reads an organisation and its unit under a title as one employer, and a province code as a place', () => {
    const roles = parseExperience(
      lines([
        'Research Software Developer    Montreal, QC',
        'CONCORDIA UNIVERSITY - PEDERSEN QUANTITATIVE FISHERIES ECOLOGY LAB    2021 - Present',
        'Data Scientist    QC',
        'ENVIRONMENT AND CLIMATE CHANGE CANADA · LANDSCAPE SCIENCE UNIT    2021 - 2021',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company, r.location])).toEqual([
      [
        'Research Software Developer',
        'CONCORDIA UNIVERSITY - PEDERSEN QUANTITATIVE FISHERIES ECOLOGY LAB',
        'Montreal, QC',
      ],
      ['Data Scientist', 'ENVIRONMENT AND CLIMATE CHANGE CANADA · LANDSCAPE SCIENCE UNIT', 'QC'],
    ]);
  });

  it('takes the employer after a unit on the line under a title, keeping the unit as a detail', () => {
    const [role] = parseExperience(
      lines([
        'Teaching Assistant    Oct. 2008 – Aug. 2012',
        '• Department of Computer Science and Engineering, GUC, Cairo, Egypt.',
        '• Prepared and taught tutorial sessions.',
      ]),
    );
    expect(role).toMatchObject({
      title: 'Teaching Assistant',
      company: 'GUC',
      location: 'Cairo, Egypt',
      bullets: ['Department of Computer Science and Engineering', 'Prepared and taught tutorial sessions.'],
    });
    // A sentence naming a place is no unit and employer.
    const [other] = parseExperience(
      lines([
        'Teaching Assistant    Oct. 2008 – Aug. 2012',
        '• Taught tutorials for students, Cairo, Egypt.',
      ]),
    );
    expect(other!.company).toBeNull();
  });

  it('keeps a year that ends a wrapped bullet in that bullet', () => {
    const roles = parseExperience(
      lines([
        'Harbour View Hotel, Howth, Dublin    May 2018 – Present',
        'Head Chef',
        '• Rebuilt the menu around local suppliers, which won a regional award in',
        '2022',
        '• Trained six commis chefs',
      ]),
    );
    expect(roles).toHaveLength(1);
    expect(roles[0]!.bullets).toEqual([
      'Rebuilt the menu around local suppliers, which won a regional award in 2022',
      'Trained six commis chefs',
    ]);
  });

  it('reads a dash-cut line by its dash, not by an "na" inside a name', () => {
    const [title, second] = headerFragments('Teacher — Gaelscoil na Mara');
    expect(title).toEqual({ kind: 'title', text: 'Teacher' });
    expect(second!.text).toBe('Gaelscoil na Mara');
  });

  it('gives a place-and-dates line under "Title — Company" to that role', () => {
    const roles = parseExperience(
      lines([
        'Teacher — Gaelscoil na Mara',
        'Howth, Dublin | September 2019 – Present',
        '• Taught fourth class',
      ]),
    );
    expect(roles).toEqual([
      {
        title: 'Teacher',
        company: 'Gaelscoil na Mara',
        location: 'Howth, Dublin',
        startDate: 'September 2019',
        endDate: 'Present',
        bullets: ['Taught fourth class'],
      },
    ]);
  });

  it('keeps a labelled detail under a role with that role', () => {
    const roles = parseExperience(
      lines([
        'Harbor Labs, Denver, CO    May 2021 – Aug 2021',
        'Research Intern',
        'Supervisor: Dana Whitfield',
        'Rocky Mountain Bank, Denver, CO    2017 – 2020',
        'Data Analyst',
      ]),
    );
    expect(roles.map((r) => [r.company, r.title, r.bullets])).toEqual([
      ['Harbor Labs', 'Research Intern', ['Supervisor: Dana Whitfield']],
      ['Rocky Mountain Bank', 'Data Analyst', []],
    ]);
  });

  it('reads titles held at once, and a separator inside brackets, as one title', () => {
    expect(headerFragments('Shift Leader | Cashier | Supervisor')).toEqual([
      { kind: 'title', text: 'Shift Leader | Cashier | Supervisor' },
    ]);
    expect(headerFragments('Data Engineer (Platform | Streaming)')).toEqual([
      { kind: 'title', text: 'Data Engineer (Platform | Streaming)' },
    ]);
    expect(headerFragments('Harbor Labs | Data Engineer').map((f) => f.kind)).toEqual(['company', 'title']);
  });

  it('reads a grade named last as a title, under its company', () => {
    const roles = parseExperience(
      lines([
        'Harbor & Finch LLP, Leeds',
        'Audit Manager   03/2019 – 05/2021',
        'Tax Senior   09/2016 – 02/2019',
      ]),
    );
    expect(roles.map((r) => [r.company, r.title])).toEqual([
      ['Harbor & Finch LLP', 'Audit Manager'],
      ['Harbor & Finch LLP', 'Tax Senior'],
    ]);
  });

  it('reads "Title, Employer, Town, Country" as three fields', () => {
    expect(headerFragments('Teaching Assistant, Cairo University (CU), Giza, Egypt')).toEqual([
      { kind: 'title', text: 'Teaching Assistant' },
      { kind: 'company', text: 'Cairo University (CU)' },
      { kind: 'location', text: 'Giza, Egypt' },
    ]);
  });

  it('opens a role at a lower-case employer set a wide gap from its town', () => {
    const roles = parseExperience(
      lines([
        'Harbor Labs    Denver, CO',
        'Data Engineer    Jan 2021 – Mar 2023',
        '• Moved the nightly loads to the new warehouse.',
        'eVolt s.r.o.    Brno, Czech Republic',
        'Data Analyst    Feb 2018 – Dec 2020',
      ]),
    );
    expect(roles.map((r) => r.company)).toEqual(['Harbor Labs', 'eVolt s.r.o.']);
  });

  it('reads two places joined by "&" as one location, and an acronym after a comma as the employer\'s', () => {
    expect(headerFragments('KRAFTON    Seoul, S.Korea & Austin, TX')).toEqual([
      { kind: 'unknown', text: 'KRAFTON' },
      { kind: 'location', text: 'Seoul, S.Korea & Austin, TX' },
    ]);
    expect(headerFragments('Defense Data Agency, DDA    Busan, S.Korea')).toEqual([
      { kind: 'company', text: 'Defense Data Agency, DDA' },
      { kind: 'location', text: 'Busan, S.Korea' },
    ]);
  });

  it('keeps several periods listed on a line as the dates, and no date as a title', () => {
    const roles = parseExperience(
      lines(['Harbor Labs    Denver, CO', 'Jun. 2019, Jan. 2017 – Mar.', 'CONTRACT ENGINEER', '2017']),
    );
    // The end's year wrapped to a line of its own, below the title: it completes the end.
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({
      company: 'Harbor Labs',
      title: 'CONTRACT ENGINEER',
      startDate: 'Jun. 2019, Jan. 2017',
      endDate: 'Mar. 2017',
    });
    const [listed] = parseExperience(lines(['Penetration Tester    Sep. 2013, Mar. 2011 – Oct. 2011']));
    expect(listed).toMatchObject({ startDate: 'Sep. 2013, Mar. 2011', endDate: 'Oct. 2011' });
    // Internships at several times, no range: one date as written, begun and ended then.
    const [summers] = parseExperience(lines(['Software Intern    Summers 2007, 2008, Winter 2009']));
    expect(summers).toMatchObject({
      title: 'Software Intern',
      startDate: 'Summers 2007, 2008, Winter 2009',
      endDate: 'Summers 2007, 2008, Winter 2009',
    });
  });

  it('gives a line of places joined by "&" and dates to the role above', () => {
    const roles = parseExperience(
      lines([
        'Data Engineer — Harbor Labs',
        'Denver, CO & Austin, TX | Jan 2020 – Present',
        '• Built the loads',
      ]),
    );
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ location: 'Denver, CO & Austin, TX', startDate: 'Jan 2020' });
  });

  it('reads a title with a note in brackets as a title', () => {
    expect(headerFragments('Research Assistant (Co-op)')).toEqual([
      { kind: 'title', text: 'Research Assistant (Co-op)' },
    ]);
  });
});

describe('an employer named before the title, and a place dashed after it', () => {
  const roles = (text: string) =>
    parseResume(`Jane Doe\njane@x.com\n\nEXPERIENCE\n${text}\n\nSKILLS\nExcel`).experience.map(
      ({ company, title, location }) => ({ company, title, location }),
    );

  it('reads "Company, Title (dates)" as employer and title', () => {
    expect(roles('Siemens AG, Staff Accountant (May 2019–Oct 2023)\n• Managed accounts payable.')).toEqual([
      { company: 'Siemens AG', title: 'Staff Accountant', location: null },
    ]);
  });

  it('reads "Company — Town, Region" as the employer and its place', () => {
    expect(
      roles('Despegar.com — Resistencia, Chaco    02/2024 to Present\nResearch Associate\n- Ran studies.'),
    ).toEqual([{ company: 'Despegar.com', title: 'Research Associate', location: 'Resistencia, Chaco' }]);
  });

  it('reads "Title, Employer — Town, Region" and a long "Employer, Town, Region — Title" as three fields', () => {
    expect(
      roles(
        'Picker Packer, Rocky Mountain Community Health Partners — Nashville, Tennessee    12.2020 – 12.2024\n• Cut damaged stock by half.',
      ),
    ).toEqual([
      {
        company: 'Rocky Mountain Community Health Partners',
        title: 'Picker Packer',
        location: 'Nashville, Tennessee',
      },
    ]);
    expect(
      roles(
        'Coastline Electrical & Data Pty Ltd, Wollongong, New South Wales — HR Coordinator\n(Sep 2020 - Nov 2023)\n• Supported a restructuring.',
      ),
    ).toEqual([
      {
        company: 'Coastline Electrical & Data Pty Ltd',
        title: 'HR Coordinator',
        location: 'Wollongong, New South Wales',
      },
    ]);
  });

  it("keeps a dashed name's second half before its town and region with the employer", () => {
    const role = (employer: string) =>
      roles(`Marketing Director    2022–2026\n${employer}\n- Ran campaigns.`);
    expect(role('Charité – Universitätsmedizin Berlin, Frankfurt am Main, Hessen')).toEqual([
      {
        company: 'Charité – Universitätsmedizin Berlin',
        title: 'Marketing Director',
        location: 'Frankfurt am Main, Hessen',
      },
    ]);
    // Closed by a country, three parts are one place.
    expect(role('Despegar.com — Resistencia, Chaco, Argentina')[0]).toMatchObject({
      company: 'Despegar.com',
      location: 'Resistencia, Chaco, Argentina',
    });
  });
});

describe('a role header with its place after the title', () => {
  it('reads "Company, Title, Town, Region" and "Title, Company, Town"', () => {
    const roles = (text: string) =>
      parseResume(
        `Jane Doe\njane@x.com\n\nEXPERIENCE\n${text}\n• Led a team.\n\nSKILLS\nExcel`,
      ).experience.map(({ company, title, location }) => ({ company, title, location }));
    expect(
      roles('John Lewis & Partners, Head of Marketing, Leeds, West Yorkshire    2023 - Present'),
    ).toEqual([
      { company: 'John Lewis & Partners', title: 'Head of Marketing', location: 'Leeds, West Yorkshire' },
    ]);
    expect(roles('Senior Marketing Manager, DHL Supply Chain UK, Belfast    2020 - 2023')).toEqual([
      { company: 'DHL Supply Chain UK', title: 'Senior Marketing Manager', location: 'Belfast' },
    ]);
  });
});

describe('a timeline dot before a role header', () => {
  it('is no bullet when only dates follow it, and a last bullet before the next role’s dates stays one', () => {
    const text = [
      '• Assistant Head Teacher, Gemeente Rotterdam',
      'Oct, 2025 - Present',
      '• Developed a behaviour policy.',
      '• Led the outdoor learning programme.',
      '09/2015 – 02/2019',
      'Class Teacher, De Jong & Bakker',
    ].join('\n');
    const roles = parseResume(`Jane Doe\njane@x.com\n\nEXPERIENCE\n${text}\n\nSKILLS\nExcel`).experience;
    expect(roles.map(({ company, title, bullets }) => ({ company, title, bullets: bullets.length }))).toEqual(
      [
        { company: 'Gemeente Rotterdam', title: 'Assistant Head Teacher', bullets: 2 },
        { company: 'De Jong & Bakker', title: 'Class Teacher', bullets: 0 },
      ],
    );
  });

  it('opens a role at "Title, Employer" or "Employer, Title" however many words the name holds', () => {
    const roles = (header: string) =>
      parseResume(
        [
          'Jane Doe',
          'jane@x.com',
          '',
          'EXPERIENCE',
          'Project Manager, Acme Corp',
          'July 2017 — April 2019',
          '- Planned the move of the plant.',
          header,
          'July 2012 — April 2017',
          '- Reduced project overruns by 53% through stronger change control.',
        ].join('\n'),
      ).experience.map(({ company, title }) => ({ company, title }));
    const name = 'Maquiladora de Componentes Automotrices del Bajío S.A. de C.V.';
    for (const header of [`Senior Project Manager, ${name}`, `${name}, Senior Project Manager`])
      expect(roles(header)[1]).toEqual({ company: name, title: 'Senior Project Manager' });
    // Two names with no title, or a sentence's two halves, are no such pair.
    expect(titleCommaName(`Grupo Bimbo, ${name}`)).toBe(false);
    expect(titleCommaName('Senior Project Manager, planned the move of the plant on time')).toBe(false);
  });

  it('opens a role at a header ending in a legal form after a sentence, and drops how long a role ran', () => {
    const roles = parseExperience(
      lines([
        'Class Teacher, De Jong & Bakker Advocaten',
        'Apr, 2017 - Feb, 2022 • 4 years 10 months',
        '• Planned and delivered engaging lessons across the full curriculum for a',
        'class of 42 pupils.',
        'Primary Teacher, Transportbedrijf Gebroeders van Dijk B.V.',
        'Jan, 2016 - Apr, 2017 (1 yr 3 mos)',
        '• Improved year group attendance to 72% through incentives.',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company, r.endDate, r.location])).toEqual([
      ['Class Teacher', 'De Jong & Bakker Advocaten', 'Feb, 2022', null],
      ['Primary Teacher', 'Transportbedrijf Gebroeders van Dijk B.V.', 'Apr, 2017', null],
    ]);
  });

  // Each case: the lines, then each role's title, employer, place and start.
  it.each<[string, string[], (string | null)[][]]>([
    [
      'a header ending in any legal form with a full stop ("S.C.", "Lda.", "S.E.N.C.R.L.") is no sentence',
      [
        'Year Group Leader, Despacho Contable Ramírez & Asociados S.C.',
        'Apr, 2021 - Nov, 2025 • 4 years 7 months',
        'Supported 4 pupils learning English as an additional language with visual resources and peer buddies.',
        'HGV Class 2 Driver, Transportes Ribeiro & Filhos Lda.',
        'Sep, 2015 - Mar, 2021',
        'Student Nurse, Tremblay Gagnon & Associés S.E.N.C.R.L.',
        'Oct, 2014 - Dec, 2015 • 1 year 2 months',
      ],
      [
        ['Year Group Leader', 'Despacho Contable Ramírez & Asociados S.C.', null, 'Apr, 2021'],
        ['HGV Class 2 Driver', 'Transportes Ribeiro & Filhos Lda.', null, 'Sep, 2015'],
        ['Student Nurse', 'Tremblay Gagnon & Associés S.E.N.C.R.L.', null, 'Oct, 2014'],
      ],
    ],
    [
      'an employer its legal form ("mbB") closes is the employer, whatever title word ("Partner") it holds',
      [
        'Sales Representative | Müller & Partner Steuerberatungsgesellschaft mbB | 2008–2012',
        'Leipzig, Sachsen',
        'Built strong relationships with key accounts, achieving a renewal rate of 3%.',
      ],
      [
        [
          'Sales Representative',
          'Müller & Partner Steuerberatungsgesellschaft mbB',
          'Leipzig, Sachsen',
          '2008',
        ],
      ],
    ],
    [
      '"Title. Employer." is two fields, a one-word job ("Lead.") and an employer\'s word ("Group") too',
      [
        'Engineering Lead. Desjardins Group.    06.2021 – Present',
        'Hamilton',
        'Improved developer onboarding by documenting local setup and providing reproducible dev containers.',
      ],
      [['Engineering Lead', 'Desjardins Group', 'Hamilton', '06.2021']],
    ],
    [
      '"Employer. Title." written as two sentences is a header, its place and dates under it',
      [
        'Harbourside Physiotherapy & Sports Clinic Pty Ltd. IT Project Manager.',
        'Parramatta',
        '04.2019 – 06.2022',
        'Reduced project overruns by 21% through stronger change control.',
      ],
      [['IT Project Manager', 'Harbourside Physiotherapy & Sports Clinic Pty Ltd.', 'Parramatta', '04.2019']],
    ],
    [
      'an employer named in lower case after a closed sentence opens a role ("bol.com, UX/UI Designer")',
      [
        'Adyen N.V., Lead Product Designer',
        '2020 - 2024 · Amsterdam',
        'Created personas based on 58 interviews and survey responses.',
        'bol.com, UX/UI Designer',
        '2017 - 2020 · Zwolle',
        'Created wireframes, prototypes and high-fidelity designs for web and',
        'mobile apps.',
      ],
      [
        ['Lead Product Designer', 'Adyen N.V.', 'Amsterdam', '2020'],
        ['UX/UI Designer', 'bol.com', 'Zwolle', '2017'],
      ],
    ],
  ])('%s', (_, texts, expected) => {
    const roles = parseExperience(lines(texts));
    expect(roles.map((r) => [r.title, r.company, r.location, r.startDate])).toEqual(expected);
  });

  it("reads a place alone under a role's title, employer and dates as that role's place", () => {
    const roles = parseExperience(
      lines([
        'IT Project Manager at Ubuntu Fintech Solutions (Pty) Ltd | 2020-06 to 2022-12',
        'Mbombela, Mpumalanga',
        '• Applied Jira to bring a struggling vendor workstream back within budget.',
        'Project Manager at Mediclinic Southern Africa | 2018-02 to 2020-04',
        'Centurion',
        '• Facilitated sprint planning for 48 agile teams.',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company, r.location])).toEqual([
      ['IT Project Manager', 'Ubuntu Fintech Solutions (Pty) Ltd', 'Mbombela, Mpumalanga'],
      ['Project Manager', 'Mediclinic Southern Africa', 'Centurion'],
    ]);
  });

  it('reads a town and region over the title and employer as the place, not the employer', () => {
    const roles = parseExperience(
      lines([
        'Bordeaux, Nouvelle-Aquitaine    12.2023 – Present',
        'Technical Support Specialist',
        'Centre Hospitalier Universitaire de Nantes',
        '• Ran product training sessions for new support hires.',
        'Montpellier, Occitanie    07.2001 – 11.2004',
        'Customer Service Representative',
        'Decathlon SA',
        '• Kept accurate customer records for every interaction.',
        'Serena Hotels, Customer Support Agent    September 2017 to April 2020',
        'Naivasha, Nakuru County',
        '• Monitored SLA compliance during peak periods.',
      ]),
    );
    expect(roles.slice(0, 2).map((r) => [r.title, r.company, r.location, r.bullets.length])).toEqual([
      [
        'Technical Support Specialist',
        'Centre Hospitalier Universitaire de Nantes',
        'Bordeaux, Nouvelle-Aquitaine',
        1,
      ],
      ['Customer Service Representative', 'Decathlon SA', 'Montpellier, Occitanie', 1],
    ]);
    // A town and region under a role named "Employer, Title" is no employer that moves it.
    expect([roles[2]!.title, roles[2]!.company]).toEqual(['Customer Support Agent', 'Serena Hotels']);
  });

  it('reads a town under the dates as the place once a "Title at Company" line names the employer', () => {
    const roles = parseExperience(
      lines([
        '2024-09–heden',
        'Rotterdam',
        'Manufacturing Engineer bij Gemeente Rotterdam',
        '• Cut changeover time by a third.',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company, r.location])).toEqual([
      ['Manufacturing Engineer', 'Gemeente Rotterdam', 'Rotterdam'],
    ]);
  });

  it('reads a town set after the dates of "Title    dates    Town" as the place when the employer follows', () => {
    const roles = parseExperience(
      lines([
        'Community Pharmacist    06/2020 to 05/2025    Pasig',
        'Department of Education',
        '• Trained nursing staff on pharmacy systems.',
        // A name before the dates is no place set after them.
        'Brand Designer at Nigerian    2019 – 2020',
        'Breweries Plc',
        '• Designed the seasonal campaign.',
      ]),
    );
    expect([roles[0]!.title, roles[0]!.company, roles[0]!.location, roles[0]!.bullets.length]).toEqual([
      'Community Pharmacist',
      'Department of Education',
      'Pasig',
      1,
    ]);
    expect(roles.map((r) => r.location)).not.toContain('Nigerian');
  });

  it('reads "Title at Company" in Dutch, Italian, Polish and Swedish, but no "w" inside an employer\'s name', () => {
    for (const [line, title, company] of [
      ['Finance Manager w Poczta Polska S.A.', 'Finance Manager', 'Poczta Polska S.A.'],
      ['Manufacturing Engineer bij Gemeente Rotterdam', 'Manufacturing Engineer', 'Gemeente Rotterdam'],
      ['Project Manager presso Poste Italiane', 'Project Manager', 'Poste Italiane'],
      ['Software Engineer på Spotify AB', 'Software Engineer', 'Spotify AB'],
    ])
      expect(headerFragments(line!).map((f) => [f.kind, f.text])).toEqual([
        ['title', title],
        ['company', company],
      ]);
    expect(headerFragments('Pharmacy Technician, Szkoła Podstawowa nr 12 w Gdańsku')).not.toContainEqual({
      kind: 'company',
      text: 'Gdańsku',
    });
  });

  it('reads a place a wide gap after "Title at Company" as a field of its own', () => {
    expect(headerFragments('Financial Controller at Commerzbank AG    Hamburg, Hamburg')).toEqual([
      { kind: 'title', text: 'Financial Controller' },
      { kind: 'company', text: 'Commerzbank AG' },
      { kind: 'location', text: 'Hamburg, Hamburg' },
    ]);
    // Set apart, a town and a region nobody listed ("Pays de la Loire", "Västmanlands län") still are a place.
    expect(headerFragments('Analyst at Crédit Agricole S.A.    Nantes, Pays de la Loire')).toEqual([
      { kind: 'title', text: 'Analyst' },
      { kind: 'company', text: 'Crédit Agricole S.A.' },
      { kind: 'location', text: 'Nantes, Pays de la Loire' },
    ]);
    expect(headerFragments('Welder at Volvo Cars    Västerås, Västmanlands län')[2]).toEqual({
      kind: 'location',
      text: 'Västerås, Västmanlands län',
    });
  });

  it('reads a town after the last comma of "Title at Company, Town" as the place', () => {
    expect(headerFragments('Truck Driver at Manulife, Kitchener')).toEqual([
      { kind: 'title', text: 'Truck Driver' },
      { kind: 'company', text: 'Manulife' },
      { kind: 'location', text: 'Kitchener' },
    ]);
    expect(headerFragments('Account Manager at Procter & Gamble, Inc.')[1]).toEqual({
      kind: 'company',
      text: 'Procter & Gamble, Inc.',
    });
  });

  it('reads a header marked with a timeline dot and ending in a legal form as a header', () => {
    const roles = parseExperience(
      lines([
        '• Nurse Practitioner, ASML Holding N.V.',
        'Oct, 2025 - Present',
        'Championed infection control practices on every ward.',
        '• Software Engineer, Nordcode Software House sp. z o.o.',
        'Jan, 2020 - Sep, 2025',
        'Built the booking service used by every clinic.',
      ]),
    );
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['Nurse Practitioner', 'ASML Holding N.V.'],
      ['Software Engineer', 'Nordcode Software House sp. z o.o.'],
    ]);
  });
});
