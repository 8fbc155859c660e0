import { describe, expect, it } from 'vitest';
import { parseExperience } from './parse-experience';

const lines = (texts: string[]) =>
  texts.map((t) => ({ text: t.replace(/^• /, ''), bullet: t.startsWith('• ') }));

const fields = (texts: string[]) =>
  parseExperience(lines(texts)).map((r) => [r.company, r.location, r.title, r.bullets.length]);

describe('a place beside the dates, the employer under the title', () => {
  it('reads the line under each title as the employer where the section names companies there', () => {
    expect(
      fields([
        'Aug 2021 – Present    Örebro, Örebro län',
        'Finance Manager',
        'Sandvik AB',
        '• Cut invoice processing time by a half.',
        'Göteborg    Dec 2017 – Aug 2021',
        'Financial Accountant',
        'Hagaskolan',
        '• Reconciled 45 bank accounts monthly.',
        'Lund, Skåne län    May 2012 – Mar 2016',
        'Accountant',
        'Lindqvist & Ekström Advokatbyrå KB',
        '• Prepared quarterly VAT returns.',
      ]),
    ).toEqual([
      ['Sandvik AB', 'Örebro, Örebro län', 'Finance Manager', 1],
      ['Hagaskolan', 'Göteborg', 'Financial Accountant', 1],
      ['Lindqvist & Ekström Advokatbyrå KB', 'Lund, Skåne län', 'Accountant', 1],
    ]);
  });

  it('keeps the cell beside the dates as the employer where only one role says otherwise', () => {
    expect(
      fields([
        'Göteborg    Dec 2017 – Aug 2021',
        'Financial Accountant',
        'Sandvik AB',
        '• Reconciled 45 bank accounts monthly.',
        'Handelsbanken    May 2012 – Mar 2016',
        'Accountant',
        'Lund',
        '• Prepared quarterly VAT returns.',
      ]).map((r) => r[0]),
    ).not.toContain('Lund');
  });

  it('keeps employers beside the dates where the lines under the titles name places', () => {
    expect(
      fields([
        'Sopra Steria    03.2022 – 09.2023',
        'Customer Support Specialist',
        'Rouen, Normandie',
        '• Wrote 26 knowledge base articles.',
        'Acme Solutions    08.2017 – 11.2021',
        'Customer Support Agent',
        'Austin, TX',
        '• Led a team of 9 agents.',
      ]).map((r) => r.slice(0, 2)),
    ).toEqual([
      ['Sopra Steria', 'Rouen, Normandie'],
      ['Acme Solutions', 'Austin, TX'],
    ]);
  });
});

describe('a place over the dates, the employer beside them', () => {
  const section = (first: string[]) => [
    ...first,
    '• Added 53 integration tests to the billing module.',
    'Full Stack Developer    Batangas City, Batangas',
    'Mindanao Agro-Industrial Development Corporation    March 2020 – December 2022',
    '• Refactored a monolithic codebase into domain modules.',
    'Full Stack Developer    Santa Rosa, Laguna',
    'Philippine General Hospital    May 2016 – November 2019',
    '• Migrated 21 legacy services to a containerised platform.',
    'Software Developer    Angeles',
    '2GO Group    March 2009 – March 2012',
    '• Led a team of 8 engineers.',
  ];

  it('reads a lone town over the dates as the place where the section’s other roles say so', () => {
    expect(
      fields(
        section([
          'Senior Software Engineer    Batangas City',
          'Accenture Philippines    April 2023 – Present',
        ]),
      ),
    ).toEqual([
      ['Accenture Philippines', 'Batangas City', 'Senior Software Engineer', 1],
      [
        'Mindanao Agro-Industrial Development Corporation',
        'Batangas City, Batangas',
        'Full Stack Developer',
        1,
      ],
      ['Philippine General Hospital', 'Santa Rosa, Laguna', 'Full Stack Developer', 1],
      ['2GO Group', 'Angeles', 'Software Developer', 1],
    ]);
  });

  it('keeps a company’s name over the dates as the employer', () => {
    const read = fields(
      section(['Senior Software Engineer    Wipro Limited', 'Bengaluru    April 2023 – Present']),
    );
    expect(read[0]!.slice(0, 2)).toEqual(['Wipro Limited', 'Bengaluru']);
  });
});
