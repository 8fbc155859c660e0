import { describe, expect, it } from 'vitest';
import { dateKey, findDates, spanOnly, withoutSpanCells } from './dates';
import { toLines } from './lines';
import { normalizeText, phraseKey } from './normalize';
import { canonicalTerm } from './vocabulary';

describe('dates', () => {
  it.each([
    ['Engineer — Acme  Jan 2020 – Present', 'Jan 2020', 'Present', 'Engineer — Acme'],
    ['Acme Corp  2019-2021', '2019', '2021', 'Acme Corp'],
    ['03/2018 - 06/2020', '03/2018', '06/2020', ''],
    ['Sales Intern (Summer 2019)', 'Summer 2019', null, 'Sales Intern'],
    ['Sept. 2015 to Aug. 2018', 'Sept. 2015', 'Aug. 2018', ''],
    ['2018-03 – 2019-11', '2018-03', '2019-11', ''],
    // An end still to come is an end.
    ['Researcher    Mar. 2016 – Exp. Jun. 2017', 'Mar. 2016', 'Exp. Jun. 2017', 'Researcher'],
    ['PhD    Sep 2021 - expected May 2025', 'Sep 2021', 'expected May 2025', 'PhD'],
    // A word spelled like a month ("paź", Polish October) a cell's gap before a year is no month.
    ['Hospital Universitario La Paz    2024 - Present', '2024', 'Present', 'Hospital Universitario La Paz'],
    ['Gdańsk Shipyard    paź 2019 - gru 2021', 'paź 2019', 'gru 2021', 'Gdańsk Shipyard'],
    // A month alone in its cell is the month of the year in the next.
    ['Nurse Practitioner    Févr.    2025 - Févr. 2026', 'Févr. 2025', 'Févr. 2026', 'Nurse Practitioner'],
    ['Janv.    2021 - Nov. 2024', 'Janv. 2021', 'Nov. 2024', ''],
  ])('finds the dates in %s', (line, start, end, rest) => {
    expect(findDates(line)).toEqual({ start, end, rest });
  });

  it('compares spellings as year-month', () => {
    expect(new Set(['Jan 2020', 'January 2020', '01/2020', '2020-01', 'jan. 2020'].map(dateKey))).toEqual(
      new Set(['2020-01']),
    );
    expect(dateKey('2019')).toBe('2019');
    expect(dateKey('Current')).toBe('present');
    expect(dateKey('Summer 2019')).toBe('2019-06');
    expect(dateKey('Summers 2007, 2008, Winter 2009')).toBe('2007-06');
    expect(dateKey('someday')).toBeNull();
  });
});

describe('lines and terms', () => {
  it('strips bullets and collapses letter-spaced headings', () => {
    expect(toLines('E X P E R I E N C E\n• one\n- two\n▪ three\n1. four\n----\n\n3.5 GPA')).toEqual([
      { text: 'EXPERIENCE', bullet: false },
      { text: 'one', bullet: true },
      { text: 'two', bullet: true },
      { text: 'three', bullet: true },
      { text: 'four', bullet: true },
      { text: '3.5 GPA', bullet: false },
    ]);
  });

  it('ends dates at a year run into the word after it, not inside a name or a number', () => {
    expect(
      toLines('October 2018–September 2023Junior Design Engineer\nISO27001Lead\nB2020Xeon').map(
        (l) => l.text,
      ),
    ).toEqual(['October 2018–September 2023   Junior Design Engineer', 'ISO27001Lead', 'B2020Xeon']);
  });

  it('normalises tool names and synonyms', () => {
    expect(normalizeText('Node.js, C++, C#, .NET & P&L')).toBe('nodejs c++ c# dotnet pl');
    expect(phraseKey('Managed databases')).toBe(phraseKey('managing database'));
    expect(canonicalTerm('k8s')).toBe('Kubernetes');
    expect(canonicalTerm('JS')).toBe('JavaScript');
    expect(canonicalTerm('ML')).toBe('Machine Learning');
    expect(canonicalTerm('postgres')).toBe('PostgreSQL');
  });
});

describe('a month range with one year', () => {
  it('keeps both months, the year written once after the second', () => {
    expect(findDates('Harbor Labs    May–Aug 2021')).toEqual({
      start: 'May',
      end: 'Aug 2021',
      rest: 'Harbor Labs',
    });
    expect(findDates('Jun 2019 - Aug 2021')).toMatchObject({ start: 'Jun 2019', end: 'Aug 2021' });
  });
});

describe('a range whose dash has no text', () => {
  it('reads two month-and-year dates a space apart as a range', () => {
    expect(findDates('Data Engineer    Feb. 2020 Jul. 2023')).toEqual({
      start: 'Feb. 2020',
      end: 'Jul. 2023',
      rest: 'Data Engineer',
    });
    expect(findDates('Oct 2021 Present')).toMatchObject({ start: 'Oct 2021', end: 'Present' });
  });
});

describe('spanOnly', () => {
  it.each([
    '2 ans    6 mois',
    '1 an',
    '10 mois',
    '3 years 2 months',
    '(1 yr 3 mos)',
    '4 Jahre',
    '1 año 5 meses',
  ])('%j says only how long a range lasted', (text) => expect(spanOnly(text)).toBe(true));

  it.each(['Rheinmetall GmbH', '2 ans chez Airbus', 'Juin 2020 - Sept. 2022', 'an', '', 'Top 10 analyst'])(
    '%j says more',
    (text) => expect(spanOnly(text)).toBe(false),
  );
});

describe('withoutSpanCells', () => {
  it('takes out the cells that only say how long a range lasted', () => {
    expect(withoutSpanCells('1 an 7 mois    Tim Hortons    Mississauga, Ontario')).toBe(
      'Tim Hortons    Mississauga, Ontario',
    );
    expect(withoutSpanCells('3 ans 2 mois    en')).toBe('en');
  });

  it('leaves a line of such cells alone, and every other cell', () => {
    expect(withoutSpanCells('2 ans    6 mois')).toBe('2 ans    6 mois');
    expect(withoutSpanCells("Juil. 2023 - Aujourd'hui    Pastry Chef")).toBe(
      "Juil. 2023 - Aujourd'hui    Pastry Chef",
    );
    expect(withoutSpanCells('2 ans chez Airbus    Toulouse')).toBe('2 ans chez Airbus    Toulouse');
  });
});

describe('a date led by "since", and an arrow between two dates', () => {
  it('reads "Since Jan 2021" and "seit 03/2019" as ranges open to the present, not one month', () => {
    expect(findDates('Since Jan 2021')).toMatchObject({ start: 'Jan 2021', end: 'Present' });
    expect(findDates('Projektleiter    seit 03/2019')).toMatchObject({ start: '03/2019', end: 'Present' });
    expect(findDates('Graduated 2019')).toMatchObject({ start: '2019', end: null });
  });

  it('reads "January 2021 → December 2022" as a range', () => {
    expect(findDates('January 2021 → December 2022')).toMatchObject({
      start: 'January 2021',
      end: 'December 2022',
    });
  });
});
