import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

/**
 * Role headers in the layout the product renders ("Title — Employer" over "Place | Dates",
 * render-html.ts), which people write too: read back whole, so the structural round trip of a
 * tailored resume (issue 39, fidelity/structure.ts) finds each role as the base resume has it.
 */

const resume = (...lines: string[]) =>
  parseResume(['Jane Doe', 'jane.doe@example.com', 'EXPERIENCE', ...lines].join('\n'));
const roles = (...lines: string[]) =>
  resume(...lines).experience.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate]);

describe('a header part read as a place, with the place on the line under it', () => {
  it('is the end of the employer it follows', () => {
    expect(
      roles(
        'Research Software Developer — Concordia University - Pedersen Quantitative Fisheries Ecology Lab',
        'Montreal, QC | 2021 – Present',
        '• Built the lab’s data pipeline.',
        'Postdoctoral Research Associate — Arizona State University, P.I. Associate Professor S. Banu Ozkan',
        'Tempe, AZ | August 2014 – September 2016',
        '• Ran molecular dynamics simulations.',
      ),
    ).toEqual([
      [
        'Research Software Developer',
        'Concordia University - Pedersen Quantitative Fisheries Ecology Lab',
        'Montreal, QC',
        '2021',
        'Present',
      ],
      [
        'Postdoctoral Research Associate',
        'Arizona State University, P.I. Associate Professor S. Banu Ozkan',
        'Tempe, AZ',
        'August 2014',
        'September 2016',
      ],
    ]);
  });

  it('is the end of the title it follows', () => {
    expect(
      roles(
        'Magazynier – operator wózka widłowego — Rossmann SDP Sp. z o.o.',
        'Łódź | 09/2015 – 02/2019',
        '• Obsługa wózka widłowego.',
      ),
    ).toEqual([
      ['Magazynier – operator wózka widłowego', 'Rossmann SDP Sp. z o.o.', 'Łódź', '09/2015', '02/2019'],
    ]);
  });

  it('stays the place when no place line follows', () => {
    expect(roles('Software Engineer — Google - Zurich', '2018 – 2020', '• Wrote code.')).toEqual([
      ['Software Engineer', 'Google', 'Zurich', '2018', '2020'],
    ]);
  });
});

describe('a header whose title holds an aside in brackets and an ampersand', () => {
  it('is a header, not the bullet before it going on', () => {
    expect(
      roles(
        'Researcher — Machine Learning Lab',
        'Pohang, S.Korea | Mar. 2016 – Jun. 2017',
        '• Developed two TIZEN applications to collect sample data on the Samsung Gear S',
        'SOFTWARE ENGINEER & SECURITY RESEARCHER (COMPULSORY MILITARY SERVICE) — R.O.K Cyber Command, MND',
        'Seoul, S.Korea | Aug. 2014 – Apr. 2016',
        '• Implemented a distributed web stress test tool.',
      ),
    ).toEqual([
      ['Researcher', 'Machine Learning Lab', 'Pohang, S.Korea', 'Mar. 2016', 'Jun. 2017'],
      [
        'SOFTWARE ENGINEER & SECURITY RESEARCHER (COMPULSORY MILITARY SERVICE)',
        'R.O.K Cyber Command, MND',
        'Seoul, S.Korea',
        'Aug. 2014',
        'Apr. 2016',
      ],
    ]);
  });
});

describe('fields over a line of dates', () => {
  it('head a role however long the employer’s name', () => {
    expect(
      roles(
        'Business Intelligence Analyst — Ministerio de Educación de la Ciudad de Buenos Aires',
        'Rosario, Santa Fe | 2020 – 2024',
        '• Built the ministry’s enrolment dashboards.',
      ),
    ).toEqual([
      [
        'Business Intelligence Analyst',
        'Ministerio de Educación de la Ciudad de Buenos Aires',
        'Rosario, Santa Fe',
        '2020',
        '2024',
      ],
    ]);
  });

  it('are no part of the bullet above that ends on a joining word', () => {
    expect(
      roles(
        'Software Developer — BHP',
        'Wollongong | November 2007 – March 2012',
        '• Built an internal feature-flag platform that every product squad now relies on',
        'Junior Software Engineer — Lendlease',
        'Brisbane | September 2001 – March 2003',
        '• Mentored junior developers.',
      ),
    ).toEqual([
      ['Software Developer', 'BHP', 'Wollongong', 'November 2007', 'March 2012'],
      ['Junior Software Engineer', 'Lendlease', 'Brisbane', 'September 2001', 'March 2003'],
    ]);
  });

  it('take a town whose name holds a school word, or a province code alone, as the place under them', () => {
    expect(
      roles(
        'Undergraduate Research Intern — University of Maryland',
        'College Park, MD | June 2009 – May 2010',
        '• Designed auditory MEG experiments.',
        'Data Scientist — Environment and Climate Change Canada · Landscape Science Unit',
        'QC | 2021',
        '• Contributed to R packages.',
      ),
    ).toEqual([
      [
        'Undergraduate Research Intern',
        'University of Maryland',
        'College Park, MD',
        'June 2009',
        'May 2010',
      ],
      [
        'Data Scientist',
        'Environment and Climate Change Canada · Landscape Science Unit',
        'QC',
        '2021',
        '2021',
      ],
    ]);
  });

  it('give one date under them as both ends, as on any header', () => {
    expect(
      roles(
        'Software Engineering Intern — AAI Corporation, Textron subsidiary',
        'Hunt Valley, MD | Summers 2007, 2008, Winter 2009',
        '• Developed Wireshark scripts.',
      ),
    ).toEqual([
      [
        'Software Engineering Intern',
        'AAI Corporation, Textron subsidiary',
        'Hunt Valley, MD',
        'Summers 2007, 2008, Winter 2009',
        'Summers 2007, 2008, Winter 2009',
      ],
    ]);
  });

  it('keep an acronym set before its employer’s name with the name', () => {
    expect(
      roles('Reporter — MELCC – Ministère de l’Environnement', 'QC | 2019', '• Wrote a report on wetlands.'),
    ).toEqual([['Reporter', 'MELCC – Ministère de l’Environnement', 'QC', '2019', '2019']]);
  });
});
