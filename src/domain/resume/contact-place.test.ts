import { describe, expect, it } from 'vitest';
import { isTownAndRegion } from './contact-place';
import { parseResume } from './parse-resume';
import { isCountryName, isLanguageName } from './world-names';

describe('isTownAndRegion', () => {
  it('reads a town and its region, with or without a country', () => {
    for (const place of [
      'Genova, Liguria',
      'Oaxaca, Oaxaca, MX',
      'Malindi, Kilifi County, KE',
      'Rennes, Bretagne, France',
      'Murcia (ES), Región de Murcia',
    ])
      expect(isTownAndRegion(place), place).toBe(true);
  });

  it('does not take languages, skills, jobs or employers for a place', () => {
    for (const text of [
      'English, French',
      'Nederlands, Engels',
      'Python, SQL',
      'Engineer, Manager',
      'Acme Corp, Google',
      'Genova',
    ])
      expect(isTownAndRegion(text), text).toBe(false);
  });
});

describe('world names (from the platform’s CLDR data)', () => {
  it('knows languages and countries in the reader’s languages and their own', () => {
    expect(['Engels', 'Inglés', 'Polski', 'Deutsch'].every(isLanguageName)).toBe(true);
    expect(['Deutschland', 'Allemagne', 'Kenya'].every(isCountryName)).toBe(true);
    expect(isLanguageName('Liguria') || isCountryName('Liguria')).toBe(false);
  });
});

describe('a town alone under the name', () => {
  it('is the location when it names no job, and the headline when it does', () => {
    const read = (line: string) =>
      parseResume(`Simone Mancini\n${line}\nAbout\nAccountant with 13 years of experience.\nEmail: s@m.it\n`)
        .contact.location;
    expect(read('Verona')).toBe('Verona');
    expect(read('Picker Packer')).toBeNull();
  });
});

describe('a labelled place wrapped in its cell of a grid of details', () => {
  const header = (rows: string[]) =>
    parseResume(
      [
        'Funmilayo Obi',
        'Support Team Lead',
        ...rows,
        'Collaborative Support Team Lead with 13 years of experience building',
        'trust with stakeholders.',
      ].join('\n'),
    ).contact;

  it.each([
    [['Location    Kaduna, Kaduna State,', 'NG'], 'Kaduna, Kaduna State, NG'],
    [['Location    Indore, Madhya', 'Pradesh, IN'], 'Indore, Madhya Pradesh, IN'],
    [
      ['Location    Mombasa, Mombasa', 'Phone    +254 755 588 059    County, KE'],
      'Mombasa, Mombasa County, KE',
    ],
    [['Location    Pasig, Metro Manila,', 'Phone    (02) 8059-1837    PH'], 'Pasig, Metro Manila, PH'],
  ])('reads %j as one place', (rows, place) => {
    expect(header(rows).location).toBe(place);
  });

  it('takes nothing from the next row when the place is whole, or the next row holds no country', () => {
    expect(header(['Location    Pune, India', 'Phone    +91 98200 12345    IN']).location).toBe(
      'Pune, India',
    );
    expect(header(['Location    Kaduna, Kaduna State', 'Phone    +234 709 908 2157']).location).toBe(
      'Kaduna, Kaduna State',
    );
  });
});

describe('a place whose end wrapped onto the next line', () => {
  const location = (rows: string[]) =>
    parseResume(
      [
        'Kiplagat Omondi',
        'Research Scientist',
        'About',
        ...rows,
        'kiplagat.omondi@outlook.com',
        '0796 841 573',
        'Summary',
        'Scientist with ten years of experience in soil research.',
      ].join('\n'),
    ).contact.location;

  it.each([
    [['Uyo Akwa Ibom State', 'NG'], 'Uyo Akwa Ibom State NG'],
    [['Kericho, Kericho County', 'KE'], 'Kericho, Kericho County, KE'],
    [['Düsseldorf, Nordrhein-', 'Westfalen DE'], 'Düsseldorf, Nordrhein-Westfalen DE'],
    // Printed without its commas, the place still keeps its hyphen.
    [['Dijon Bourgogne-', 'Franche-Comté FR'], 'Dijon Bourgogne-Franche-Comté FR'],
    // A place that ends on its comma waits for its country, alone or in a row's cell.
    [['Vancouver, British Columbia,', 'CA'], 'Vancouver, British Columbia, CA'],
    // A region that ends on a country's word is no country yet.
    [['Toluca, Estado de México,', 'Mexico'], 'Toluca, Estado de México, Mexico'],
    // A country's name cut inside goes on.
    [['Manchester, Greater Manchester, United', 'Kingdom'], 'Manchester, Greater Manchester, United Kingdom'],
    [['Raleigh, North Carolina, United', 'States'], 'Raleigh, North Carolina, United States'],
  ])('reads %j as one place', (rows, place) => {
    expect(location(rows)).toBe(place);
  });

  it('reads the country under a row’s cell that ends on its place’s comma as the place’s end', () => {
    const header = [
      'Jericho Aguilar',
      'Principal Engineer',
      '0970 139 0921    https://jerichoaguilar.me',
      'Mandaluyong, Metro Manila,    jericho@yahoo.com',
      'PH',
      'Summary',
      'Engineer with ten years of experience in power systems.',
    ];
    const { contact } = parseResume(header.join('\n'));
    expect(contact.location).toBe('Mandaluyong, Metro Manila, PH');
    expect(contact.email).toBe('jericho@yahoo.com');
  });

  it('joins no monogram, and no town that names a country too, to a name', () => {
    const header = (second: string) =>
      parseResume(`Kayla Jones\n${second}\nkayla@example.com\nSummary\nNurse.`).contact;
    expect(header('KJ').name).toBe('Kayla Jones');
    expect(header('Granada').name).toBe('Kayla Jones');
  });

  it('knows a country code after a space as the place’s last part', () => {
    expect(isTownAndRegion('Nakuru, Nakuru County KE')).toBe(true);
    expect(isTownAndRegion('Senior Analyst, Data Team KE')).toBe(false);
    expect(isTownAndRegion('Werkstudent, Siemens AG')).toBe(false);
  });
});
