/**
 * Shapes that resume printers (JSON Resume themes, LaTeX classes) give ordinary fields: headings
 * set with wide tracking, whole ISO dates, a range left open, "Degree at School", a degree set as
 * a list item, a country's code in brackets, a header cut by the line's end.
 */
import { describe, expect, it } from 'vitest';
import { isTownAndRegion } from './contact-place';
import { dateKey, findDates, rangeGoesOn } from './dates';
import { classifyFragment } from './entry-fields';
import { detectHeading } from './headings';
import { joinWrappedLines } from './join-wrapped';
import { toLines } from './lines';
import { parseEducation } from './parse-education';
import { parseResume } from './parse-resume';

const plain = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));
const joined = (texts: string[]) => joinWrappedLines(plain(texts), texts.join('\n')).map((l) => l.text);

describe('headings set with wide tracking', () => {
  it('collapses letter-spaced words with a kerned pair read as one piece', () => {
    expect(toLines('S U M M A RY\nE D U C AT I O N\nC E R T I F I C AT E S').map((l) => l.text)).toEqual([
      'SUMMARY',
      'EDUCATION',
      'CERTIFICATES',
    ]);
  });

  it('keeps short words that are not letter-spaced', () => {
    expect(toLines('C C++ Go R').map((l) => l.text)).toEqual(['C C++ Go R']);
    expect(toLines('Go to AI').map((l) => l.text)).toEqual(['Go to AI']);
  });

  it('reads a heading with a rule drawn beside it as the heading, the rule dropped', () => {
    const text = 'SKILLS ----------\n=== Education ===\n~~~ Work History\n-----\nC++ --- SQL\n- Python';
    expect(toLines(text)).toEqual([
      { text: 'SKILLS', bullet: false },
      { text: 'Education', bullet: false },
      { text: 'Work History', bullet: false },
      { text: 'C++ — SQL', bullet: false }, // a typist's dash inside the line, no rule
      { text: 'Python', bullet: true },
    ]);
    const resume = parseResume(
      'Jane Doe\njane@example.com\n\nSKILLS -------------\n\n- Figma\n- SQL\n\n' +
        'EDUCATION ----------\n\nNorthbridge University (2010-09 — 2014-06)\n',
    );
    expect(resume.skills).toEqual(['Figma', 'SQL']);
    expect(resume.education.map((e) => e.school)).toEqual(['Northbridge University']);
  });

  it('reads a heading in capitals whose word gap was lost', () => {
    expect(detectHeading('WORKEXPERIENCE')?.kind).toBe('experience');
    expect(detectHeading('PROFESSIONALSUMMARY')?.kind).toBe('summary');
    // Only capitals set as one run: a word in lower case is no heading.
    expect(detectHeading('Workexperience')).toBeNull();
  });

  it('reads a heading in capitals broken at the gaps its tracking left, and names it whole', () => {
    expect(detectHeading('E XPER IEN CE')).toEqual({ kind: 'experience', label: 'EXPERIENCE', inline: null });
    expect(detectHeading('L AN GUAGE S')?.kind).toBe('other');
    expect(detectHeading('W ORK HIS TORY')?.label).toBe('WORK HISTORY');
    // Letters that spell no heading stay a line of text.
    expect(detectHeading('E XPER T')).toBeNull();
  });
});

describe('dates', () => {
  it('reads whole ISO dates to their month', () => {
    expect(findDates('SM Supermalls    2016-08-01 — 2018-10-01')).toEqual({
      start: '2016-08-01',
      end: '2018-10-01',
      rest: 'SM Supermalls',
    });
    expect(dateKey('2016-04-01')).toBe('2016-04');
  });

  it('reads a range left open at the end of its line as running to the present', () => {
    const found = findDates('Makati Medical Center    2025-01-01 —');
    expect(found.rest).toBe('Makati Medical Center');
    expect(dateKey(found.end)).toBe('present');
    expect(dateKey(findDates('Editor    2021 –').end)).toBe('present');
    // A range closed on the line is not open.
    expect(findDates('2019 – 2021').end).toBe('2021');
  });

  it('never joins a line opening with a date in lower case to the sentence above', () => {
    const texts = ['Doctor of Philosophy in Computer Science', 'lis 2017–gru 2018'];
    expect(joined(texts)).toEqual(texts);
  });

  it('joins a range cut by the line end to its end on the next line', () => {
    expect(rangeGoesOn('Physiotherapist | Philippine General Hospital | 11.2024 -', '09.2025, Pasig')).toBe(
      true,
    );
    expect(rangeGoesOn('Editor | Acme | 2021 -', 'Present')).toBe(true);
    expect(rangeGoesOn('Editor | Acme | 2021 -', 'Led a team of five')).toBe(false);
    expect(
      joined(['Physiotherapist | Philippine General Hospital | 11.2024 -', '09.2025, Pasig, Metro Manila.']),
    ).toEqual(['Physiotherapist | Philippine General Hospital | 11.2024 - 09.2025, Pasig, Metro Manila.']);
  });
});

describe('a header cut by the line end', () => {
  it('joins the end of a school name set under its dates', () => {
    expect(
      joined(['Bachelor of Business Administration at Arizona State    Nov 2020 - Feb 2023', 'University']),
    ).toEqual(['Bachelor of Business Administration at Arizona State University    Nov 2020 - Feb 2023']);
    expect(joined(['MBA at Indian Institute of    Jun 2010 - Apr 2012', 'Management Ahmedabad'])).toEqual([
      'MBA at Indian Institute of Management Ahmedabad    Jun 2010 - Apr 2012',
    ]);
  });

  it('joins an employer alone beside its dates, cut after a joining word', () => {
    expect(joined(['Société Lyonnaise de Mécanique de    July 2024 - Present', 'Précision SAS'])).toEqual([
      'Société Lyonnaise de Mécanique de Précision SAS    July 2024 - Present',
    ]);
    const title = ['Globex Corporation    July 2024 - Present', 'Precision Engineer'];
    expect(joined(title)).toEqual(title);
  });

  it('joins a school name cut after its comma on an undated line, one word under it', () => {
    expect(
      joined(['Master of Science in International Hospitality Management, Linköping', 'University']),
    ).toEqual(['Master of Science in International Hospitality Management, Linköping University']);
    const employer = ['Townsville, Queensland', 'Brisbane City Council'];
    expect(joined(employer)).toEqual(employer);
  });

  it('leaves a title, a town or a section under a whole header alone', () => {
    const title = [
      'Purdue University, West Lafayette, IN    May 2015 – August 2015',
      'Summer Undergraduate Research Fellow',
    ];
    expect(joined(title)).toEqual(title);
    const town = ['Physiotherapy Team Lead at The Oberoi Group    Jun 2021 - Current', 'Indore'];
    expect(joined(town)).toEqual(town);
    const degree = ['Bachelor of Science    2019 - 2021', 'Stanford University'];
    expect(joined(degree)).toEqual(degree);
  });
});

describe('education entries', () => {
  it('reads "Degree at School", the school whatever its words', () => {
    const [a, b] = parseEducation(
      plain([
        'Bachelor of Arts in Marketing at Universidade de São Paulo    Nov 2007 - Nov 2010',
        'Master of Science at Stockholms universitet    2004 - 2006',
      ]),
    );
    expect(a).toMatchObject({ degree: 'Bachelor of Arts in Marketing', school: 'Universidade de São Paulo' });
    expect(b).toMatchObject({ degree: 'Master of Science', school: 'Stockholms universitet' });
  });

  it('knows pharmacy degrees by their abbreviations', () => {
    const [entry] = parseEducation(
      plain(['B.Pharm in Pharmaceutical Sciences, Humber College (Oct 2009 - Jan 2013)']),
    );
    expect(entry).toMatchObject({ degree: 'B.Pharm in Pharmaceutical Sciences', school: 'Humber College' });
  });

  it('keeps a school named with "at" whole', () => {
    const [entry] = parseEducation(plain(['University of Texas at Austin    2015 - 2019']));
    expect(entry?.school).toBe('University of Texas at Austin');
  });

  it('reads a degree set as a list item under its school as the degree', () => {
    const [entry] = parseEducation([
      { text: 'Technische Universität Dresden    2004-01-01 — 2007-03-01', bullet: false },
      { text: 'Juris Doctor', bullet: true },
      { text: 'Graduated with honours', bullet: true },
    ]);
    expect(entry).toMatchObject({
      school: 'Technische Universität Dresden',
      degree: 'Juris Doctor',
      details: ['Graduated with honours'],
    });
  });
});

describe('fields', () => {
  it('reads a profession ending in "-ist" as a title, and other "-ist" words not', () => {
    expect(classifyFragment('Sports Physiotherapist')).toBe('title');
    expect(classifyFragment('Florist')).toBe('title');
    expect(classifyFragment('Checklist')).toBe('unknown');
  });

  it('reads a country code in brackets after a town and region as part of the place', () => {
    expect(isTownAndRegion('Goiânia, Goiás (BR)')).toBe(true);
    const r = parseResume(
      'Wellington Souza\nBrand Manager\nGoiânia, Goiás (BR)\nsouza@uol.com.br    +55 31 98706 3504\n',
    );
    expect(r.contact.location).toBe('Goiânia, Goiás (BR)');
  });

  it('reads a whole stackoverflow-style resume', () => {
    const r = parseResume(
      [
        'Rohan Bhat',
        'Physiotherapy Team Lead',
        'S U M M A RY',
        'Detail-oriented Physiotherapy Team Lead with 14 years of experience.',
        'WORKEXPERIENCE',
        'Physiotherapy Team Lead at The Oberoi Group    Jun 2021 - Current',
        'Indore',
        '• Cut the outpatient waiting list by 82% by introducing group exercise classes.',
        'Sports Physiotherapist at Tech Mahindra    Jun 2017 - May 2021',
        'Kochi, Kerala',
        '• Led in-service training on Falls Prevention for the therapy team.',
        'E D U C AT I O N',
        'Doctor of Physical Therapy at University of Delhi    Apr 2009 - Apr 2012',
      ].join('\n'),
    );
    expect(r.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Physiotherapy Team Lead', 'The Oberoi Group', 'Indore'],
      ['Sports Physiotherapist', 'Tech Mahindra', 'Kochi, Kerala'],
    ]);
    expect(r.education[0]).toMatchObject({
      degree: 'Doctor of Physical Therapy',
      school: 'University of Delhi',
    });
  });
});

describe('how long a range lasted, printed beside its dates', () => {
  it('is no school, employer or title', () => {
    const [school] = parseEducation(
      plain([
        ', Bachelor of Arts in Communication',
        '2006 — 2009    3 years',
        'Universidade Federal de Pernambuco',
      ]),
    );
    expect(school).toMatchObject({ school: 'Universidade Federal de Pernambuco', startDate: '2006' });
    const r = parseResume(
      'Ana Lima\nana@example.com\n\nEXPERIENCE\nSenior Associate, Redwood Credit Union\nSeptember 2022 — Present    a month\n• Closed 40 files.\nLegal Counsel, Wells Fargo Bank\n3 years    December 2019 — June 2022\n• Negotiated settlements.',
    );
    expect(r.experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ['Senior Associate', 'Redwood Credit Union', 'September 2022'],
      ['Legal Counsel', 'Wells Fargo Bank', 'December 2019'],
    ]);
  });

  it('leaves a one-word line closing a bullet in that bullet, not a header', () => {
    const r = parseResume(
      'Ana Lima\nana@example.com\n\nEXPERIENCE\nFinancial Accountant, Manipal Hospitals\nDecember 2023 — Present\n• Streamlined recharges using Intercompany\nReconciliation.\nStaff Accountant, Flipkart Internet Pvt. Ltd.\nMarch 2023 — December 2023\n• Closed the books.',
    );
    expect(r.experience.map((e) => e.company)).toEqual(['Manipal Hospitals', 'Flipkart Internet Pvt. Ltd.']);
    expect(r.experience[0]!.bullets).toEqual(['Streamlined recharges using Intercompany Reconciliation.']);
  });
});

describe('roles set employer, place, dates, title', () => {
  it('reads the town under the employer as its place and keeps a label over the bullets out of the fields', () => {
    const r = parseResume(
      'Ana Lima\nana@example.com\n\nWORK EXPERIENCE\nCoto C.I.C.S.A.\nBuenos Aires\nJuly 2021 – February 2026\nInventory Controller\nHighlights\n• Counted stock.\nNaranja X\nCórdoba\nApril 2017 – March 2021\nWarehouse Team Leader\nHighlights\n• Led a shift.',
    );
    expect(r.experience.map((e) => [e.company, e.location, e.title, e.startDate])).toEqual([
      ['Coto C.I.C.S.A.', 'Buenos Aires', 'Inventory Controller', 'July 2021'],
      ['Naranja X', 'Córdoba', 'Warehouse Team Leader', 'April 2017'],
    ]);
    expect(r.experience[0]!.bullets).toEqual(['Highlights', 'Counted stock.']);
  });

  it('reads a town and its region over the dates as the place, whatever the employer was read as', () => {
    const r = parseResume(
      'Ana Lima\nana@example.com\n\nWORK EXPERIENCE\nKoninklijke BAM Groep\nTilburg, Noord-Brabant\nJuly 2020 – December 2024\nSommelier\nHighlights\n• Ran the cellar.\nGoodlife Pharmacy\nNakuru, Nakuru County\nMay 2019 – February 2020\nTechnical Support Specialist\nHighlights\n• Fixed tills.',
    );
    expect(r.experience.map((e) => [e.company, e.location, e.startDate])).toEqual([
      ['Koninklijke BAM Groep', 'Tilburg, Noord-Brabant', 'July 2020'],
      ['Goodlife Pharmacy', 'Nakuru, Nakuru County', 'May 2019'],
    ]);
  });

  it('keeps a title no list knows, over the dates, as the title', () => {
    const r = parseResume(
      'Ana Lima\nana@example.com\n\nEXPERIENCE\nOSDE\nChef de Rang\n2019 - 2021\n• Served.',
    );
    expect(r.experience[0]).toMatchObject({ company: 'OSDE', title: 'Chef de Rang', location: null });
  });
});

describe('names and places cut at the end of a line', () => {
  it('joins a degree cut after a joining word, a school cut after one, and a place cut after its comma', () => {
    expect(
      joined(['Level 2 Certificate in', 'Warehousing and Storage', 'Université du Québec à', 'Montréal']),
    ).toEqual(['Level 2 Certificate in Warehousing and Storage', 'Université du Québec à Montréal']);
    expect(joined(['San Miguel de Tucumán,', 'Tucumán AR'])).toEqual(['San Miguel de Tucumán, Tucumán AR']);
    // A school cut after a joining word goes on however many words finish it; a degree's field
    // left empty ("… en") is no name cut, and the school under it stays its own line.
    expect(joined(['Federal University of', 'Technology Owerri'])).toEqual([
      'Federal University of Technology Owerri',
    ]);
    const degree = 'Master of Science in Physiotherapy (Pre-    Févr. 2006 - Mars 2009    3 ans 1 mois';
    expect(joined([degree, 'registration) en', 'Memorial University of Newfoundland']).at(-1)).toBe(
      'Memorial University of Newfoundland',
    );
    // A whole degree over its school stays two lines.
    expect(joined(['Bachelor of Arts', 'University of Leeds'])).toEqual([
      'Bachelor of Arts',
      'University of Leeds',
    ]);
  });
});

describe("a typist's dashes", () => {
  it('reads a spaced double or triple hyphen as a dash', () => {
    expect(toLines('Acme Ltd -- Leeds\n2019 --- 2021').map((l) => l.text)).toEqual([
      'Acme Ltd — Leeds',
      '2019 — 2021',
    ]);
    // Not an option's hyphens, nor a rule; a list marker before one stays a marker.
    expect(toLines('run --verbose\n-- --\n- Led -- and won').map((l) => l.text)).toEqual([
      'run --verbose',
      'Led — and won',
    ]);
  });

  it("parts an employer from its town at a typist's dash", () => {
    const r = parseResume(
      'Jane Doe\nLeeds | jane@example.com\n\nEXPERIENCE\nNorthwind Traders Ltd -- Leeds    2019 -- 2021\nWarehouse Manager\n- Ran the night shift.',
    );
    expect(r.experience[0]).toMatchObject({
      company: 'Northwind Traders Ltd',
      location: 'Leeds',
      startDate: '2019',
    });
  });
});
