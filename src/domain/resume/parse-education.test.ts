import { describe, expect, it } from 'vitest';
import { parseEducation } from './parse-education';
import { parseResume } from './parse-resume';

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));
/** Each entry's school and degree, read from lines without list markers. */
const schoolsAndDegrees = (texts: string[]) => parseEducation(lines(texts)).map((e) => [e.school, e.degree]);

describe('the place after a school', () => {
  it('reads a name beside a degree that names no school as the school, unless a list knows it as a place', () => {
    const school = (beside: string) =>
      parseEducation(lines([`DOCTOR OF PHARMACY (PHARMD)    ${beside}`, 'Mar 2018 - May 2019']))[0]!;
    expect(school('UNSW SYDNEY')).toMatchObject({ school: 'UNSW SYDNEY', location: null });
    expect(school('France')).toMatchObject({ school: null, location: 'France' });
    expect(school('Austin, TX')).toMatchObject({ school: null, location: 'Austin, TX' });
  });

  it('reads a town after a degree’s comma, the school named in a field before it, as the place', () => {
    const [entry] = parseEducation(
      lines(['Stellenbosch University    Juris Doctor, Durban    Dec 2007–Jan 2011']),
    );
    expect([entry!.school, entry!.degree, entry!.location]).toEqual([
      'Stellenbosch University',
      'Juris Doctor',
      'Durban',
    ]);
    // With no school named before it, the part after the comma stays the degree's.
    expect(schoolsAndDegrees(['Bachelor of Science, Nursing    2015 – 2019'])[0]![1]).toBe(
      'Bachelor of Science, Nursing',
    );
  });

  it('reads a town in brackets after the school, or alone after it, as the place, not an acronym', () => {
    const entries = parseEducation(
      lines([
        'Diploma in Culinary Arts | University of Santo Tomas | Jul 2016 to Aug 2017 (Makati)',
        'Master of Science in Human-Computer Interaction at Deakin University (Brisbane)    Mar 2003 - Jun 2004',
        'Escuela de Arte y Superior de Diseño de Valencia (EASD)    2010 - 2014',
        'Grado en Diseño Gráfico',
      ]),
    );
    expect(entries).toMatchObject([
      { school: 'University of Santo Tomas', degree: 'Diploma in Culinary Arts', location: 'Makati' },
      { school: 'Deakin University', location: 'Brisbane' },
      {
        school: 'Escuela de Arte y Superior de Diseño de Valencia (EASD)',
        degree: 'Grado en Diseño Gráfico',
      },
    ]);
  });

  it("reads a town whose words a place's joining word or article joins as the place after the school", () => {
    const entries = parseEducation(
      lines([
        'Bachelor of Science in Computer Science, University of the East, Cagayan de Oro    2012 – 2013',
        'Bachelor of Laws, IE University, A Coruña    2008 – 2012',
        'A Levels, Collyer’s College, Horsham    2006 – 2008',
      ]),
    );
    expect(entries).toMatchObject([
      { school: 'University of the East', location: 'Cagayan de Oro' },
      { school: 'IE University', location: 'A Coruña' },
      { school: 'Collyer’s College', degree: 'A Levels', location: 'Horsham' },
    ]);
  });

  it('reads a school with its degree in brackets, a degree with its school, and "bei" as "at"', () => {
    const entries = parseEducation(
      lines([
        'University of Washington (Graduate Diploma in Law)    Apr 2014 - May 2017',
        'Bachelor of Laws (LLB) (Austin Community College)    Aug 2009 - Oct 2013',
        'Bachelor of Science in Statistics bei Freie Universität Berlin    02/2017 – 02/2020',
        'BSc (Hons) Nursing, University of Leeds    2005 - 2008',
      ]),
    );
    expect(entries.map((e) => [e.school, e.degree])).toEqual([
      ['University of Washington', 'Graduate Diploma in Law'],
      ['Austin Community College', 'Bachelor of Laws (LLB)'],
      ['Freie Universität Berlin', 'Bachelor of Science in Statistics'],
      ['University of Leeds', 'BSc (Hons) Nursing'],
    ]);
  });

  it('reads "at" in the other languages: Dutch "bij" first, Spanish "en", Portuguese "na" and Polish "w" last', () => {
    const entries = parseEducation(
      lines([
        'Bachelor of Science in Chemistry bij Hogeschool Rotterdam    2013 – 2016',
        'Associate of Applied Science in Electrical Technology en Instituto Tecnológico Autónomo de México    2013 - 2015',
        'Bachelor of Arts in Graphic Design na Universidade de São Paulo    1992 – 1996',
        'Licenciatura en Economía    2005 – 2009',
        'Universidad de Buenos Aires',
        'Doctor of Pharmacy (PharmD) w Uniwersytet Łódzki    2001 – 2006',
        'Magister sztuki    1996 – 2001',
        'Akademia Sztuk Pięknych w Warszawie',
      ]),
    );
    expect(entries.map((e) => [e.school, e.degree])).toEqual([
      ['Hogeschool Rotterdam', 'Bachelor of Science in Chemistry'],
      ['Instituto Tecnológico Autónomo de México', 'Associate of Applied Science in Electrical Technology'],
      ['Universidade de São Paulo', 'Bachelor of Arts in Graphic Design'],
      ['Universidad de Buenos Aires', 'Licenciatura en Economía'],
      ['Uniwersytet Łódzki', 'Doctor of Pharmacy (PharmD)'],
      ['Akademia Sztuk Pięknych w Warszawie', 'Magister sztuki'],
    ]);
  });

  it('reads a course named in words beside its school, after a full stop or "at", as the degree', () => {
    const entries = parseEducation(
      lines([
        'Legal Practice Course (may. 2007 – may. 2009). Universidad Nacional de Rosario.',
        'Mendoza',
        'Legal Practice Course at University of California San Diego',
        'February 2007–February 2009',
        'ISCTE - Instituto Universitário de Lisboa',
        'Master of Science in Marketing',
      ]),
    );
    expect(entries.map((e) => [e.school, e.degree])).toEqual([
      ['Universidad Nacional de Rosario.', 'Legal Practice Course'],
      ['University of California San Diego', 'Legal Practice Course'],
      ['ISCTE - Instituto Universitário de Lisboa', 'Master of Science in Marketing'],
    ]);
  });

  it('reads a town and a US state as the place, not "MD" as a degree', () => {
    const [entry] = parseEducation(
      lines([
        'University of Maryland    College Park, MD',
        'B.S. IN COMPUTER ENGINEERING    Aug 2006 - May 2010',
      ]),
    );
    expect(entry).toMatchObject({
      school: 'University of Maryland',
      degree: 'B.S. IN COMPUTER ENGINEERING',
      location: 'College Park, MD',
    });
  });

  it('reads a town after a comma and a school of no known kind as the place, not after a dash', () => {
    const [entry] = parseEducation(
      lines(['Bachelor of Science in Statistics    2015 - 2017', 'IUT de Nantes, Paris']),
    );
    expect(entry).toMatchObject({ school: 'IUT de Nantes', location: 'Paris' });
    const [campus] = parseEducation(
      lines(['TAFE NSW – Kingswood', 'Certificate III in Electrotechnology, 2022']),
    );
    expect(campus).toMatchObject({ school: expect.stringMatching(/^TAFE NSW\W+Kingswood$/), location: null });
  });

  it('reads a bare town under the degree as the place of a school named like a town, and a longer name as the school', () => {
    const entry = (first: string, last: string) =>
      parseEducation(lines(['2007 – 2010', first, 'High School Diploma', last]))[0]!;
    expect(entry('SENAI São Paulo', 'Manaus')).toMatchObject({
      school: 'SENAI São Paulo',
      location: 'Manaus',
    });
    expect(entry('Manaus', 'SENAI São Paulo')).toMatchObject({
      school: 'SENAI São Paulo',
      location: 'Manaus',
    });
  });

  it('reads a name after a degree that names its field as the school, not a major’s subjects', () => {
    const [entry] = parseEducation(
      lines(['Bachelor of Fine Arts in Visual Communication, IUT de Nantes', 'Feb 2010 - May 2014']),
    );
    expect(entry).toMatchObject({
      school: 'IUT de Nantes',
      degree: 'Bachelor of Fine Arts in Visual Communication',
    });
    const [subjects] = parseEducation(lines(['B.Sc. (Hons) in Biology (Maj.), Anthropology (Min.)    2014']));
    expect(subjects!.school).toBeNull();
  });

  it('never takes a school named "Uni. Bamberg" for a place', () => {
    const [entry] = parseEducation(lines(['PhD, Computer Science, Uni. Bamberg, Germany    2023']));
    expect(entry).toMatchObject({
      school: 'Uni. Bamberg',
      degree: 'PhD, Computer Science',
      location: 'Germany',
    });
  });
});

describe('schools named without a school word in English', () => {
  it('knows a Collegium as a school, and starts its entry', () => {
    const entries = parseEducation(
      lines([
        'University of Technology    Poznań, Poland',
        'Master’s in Computer Science    2017 - 2020',
        'Collegium Da Vinci    Poznań, Poland',
        'Bachelor of Engineering in Computer Science    2012 - 2016',
      ]),
    );
    expect(entries.map((e) => [e.school, e.degree])).toEqual([
      ['University of Technology', 'Master’s in Computer Science'],
      ['Collegium Da Vinci', 'Bachelor of Engineering in Computer Science'],
    ]);
  });

  it('reads a name that opens with a school word as the school, whatever degree word it holds', () => {
    const entries = parseEducation(
      lines([
        'Bachelor of Fine Arts in Visual Communication',
        'Faculdade de Engenharia da Universidade do Porto',
        'School Leaving Certificate',
        'Kendriya Vidyalaya, Pune',
      ]),
    );
    expect(entries.map((e) => [e.school, e.degree])).toEqual([
      ['Faculdade de Engenharia da Universidade do Porto', 'Bachelor of Fine Arts in Visual Communication'],
      ['Kendriya Vidyalaya', 'School Leaving Certificate'],
    ]);
  });
});

describe('faculties and a degree’s status', () => {
  it('keeps a faculty between degree and school out of both', () => {
    const [entry] = parseEducation(
      lines(['MSc., Faculty of Engineering, The German University in Cairo (GUC), Egypt    2009 – 2010']),
    );
    expect(entry).toMatchObject({ degree: 'MSc.', school: 'The German University in Cairo (GUC)' });
    expect(entry!.details).toEqual(['Faculty of Engineering']);
  });

  it('reads a faculty on a line of its own as a detail, not as the school', () => {
    const [entry] = parseEducation(
      lines([
        'PhD, Computer Science Subject Group,    2016 – 2022',
        'Faculty of Information Systems,',
        'University of Bamberg, Bamberg, Germany',
      ]),
    );
    expect(entry).toMatchObject({
      degree: 'PhD, Computer Science Subject Group',
      school: 'University of Bamberg',
    });
  });

  it('keeps a faculty right after a degree, with no school on the line, as the programme', () => {
    const [entry] = parseEducation(
      lines(['Cairo University', 'MSc. (Masters of Science), Faculty of Computer Science']),
    );
    expect(entry).toMatchObject({ degree: 'MSc. (Masters of Science), Faculty of Computer Science' });
  });

  it('sets a status in brackets apart from the school', () => {
    const [entry] = parseEducation(
      lines(['Ph.D., The University of Bamberg, Germany (Prospective)    2019 – 2023']),
    );
    expect(entry).toMatchObject({
      degree: 'Ph.D.',
      school: 'The University of Bamberg',
      location: 'Germany',
    });
    expect(entry!.details).toEqual(['Prospective']);
  });
});

describe('qualifications without a degree word', () => {
  it.each([
    ['TAFE NSW', 'Certificate III in Electrotechnology Electrician (UEE30811), 2022'],
    ['Glenmore Park High School', 'Higher School Certificate (HSC), 2016'],
    ['Calderdale College', 'GCSEs, 2009'],
  ])('%s gave the qualification %s', (school, line) => {
    const [entry] = parseEducation(lines([school, line]));
    expect(entry).toMatchObject({ school, degree: line.replace(/, \d{4}$/, '') });
  });

  it('reads "A Levels: subjects" as the qualification and its subjects', () => {
    const [entry] = parseEducation(
      lines(['Calderdale College', 'A Levels: Mathematics (A), Economics (A), Business Studies (B)']),
    );
    expect(entry).toMatchObject({ school: 'Calderdale College', degree: 'A Levels' });
    expect(entry!.details).toEqual(['Mathematics (A), Economics (A), Business Studies (B)']);
  });

  it('takes a degree on a later line over a field of study read as the qualification', () => {
    const entries = parseEducation(
      lines([
        'University of California',
        'August 2012 to May 2016',
        'Computer Science',
        'Bachelor of Science',
        'Berkeley, CA',
        'https://www.universityofcalifornia.edu/',
      ]),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ school: 'University of California', degree: 'Bachelor of Science' });
    expect(entries[0]!.details).toEqual(['Computer Science', 'https://www.universityofcalifornia.edu/']);
  });
});

describe('entries that share a shape', () => {
  it('reads a name and a place set like the school line before as the next school', () => {
    const entries = parseEducation(
      lines([
        'Universität Liechtenstein    Vaduz',
        'SOMMERAKADEMIE FÜR JOURNALISMUS    August 2012',
        'Freie Journalistenschulde    Berlin / Fernlehrgang',
        'FERNSTUDIUM JOURNALISMUS    September 2013 - Januar 2019',
      ]),
    );
    expect(entries.map((e) => [e.school, e.degree, e.location])).toEqual([
      ['Universität Liechtenstein', 'SOMMERAKADEMIE FÜR JOURNALISMUS', 'Vaduz'],
      ['Freie Journalistenschulde', 'FERNSTUDIUM JOURNALISMUS', 'Berlin / Fernlehrgang'],
    ]);
  });

  it('reads a name of no known kind over a degree as the next school where entries open with their school', () => {
    const schoolFirst = [
      ['Lycée Louis-le-Grand', 'Baccalauréat scientifique', 'Sep 2009 - Jun 2012'],
      ['CentraleSupélec', 'Diplôme d’ingénieur', 'Sep 2012 - Jun 2015'],
    ];
    expect(schoolsAndDegrees(schoolFirst.flat())).toEqual(
      schoolFirst.map(([school, degree]) => [school, degree]),
    );
    // Their dates may come between the school and its degree.
    const datesBetween = [
      'Curtin University',
      '2021 - 2022',
      'BCom in Finance',
      'Hotelschool The Hague',
      '2019 - 2020',
      'BSc in Finance',
    ];
    expect(schoolsAndDegrees(datesBetween).map(([school]) => school)).toEqual([
      'Curtin University',
      'Hotelschool The Hague',
    ]);
    // Where entries open with their degree, the name is the place under the school before.
    const degreeFirst = [
      'Bachelor of Science in Nursing (2008-06 to 2012-04)',
      'Silliman University',
      'Dumaguete',
      'Master of Arts in Nursing (2013-06 to 2015-04)',
      'University of the East',
    ];
    expect(schoolsAndDegrees(degreeFirst).map(([school]) => school)).toEqual([
      'Silliman University',
      'University of the East',
    ]);
  });

  it('keeps a two-cell line under an entry with no place of its own as that entry’s', () => {
    const entries = parseEducation(
      lines(['University of Leeds', 'BA Economics    2014', 'Exchange year    Lyon']),
    );
    expect(entries).toHaveLength(1);
  });
});

describe('a school and its degree on one line', () => {
  it('reads them either side of a colon, and a school in brackets after its degree whatever its words', () => {
    const colonAndBrackets = [
      'University of Lagos: Doctor of Pharmacy (PharmD)    2011 – 2016',
      'CentraleSupélec: Master of Engineering    2009 – 2011',
      'BSc in Physics (University of Texas at Austin)    2007 – 2011',
      'Diplom-Informatiker (Hochschule für Technik und Wirtschaft Dresden)    2003 – 2007',
    ];
    expect(schoolsAndDegrees(colonAndBrackets)).toEqual([
      ['University of Lagos', 'Doctor of Pharmacy (PharmD)'],
      ['CentraleSupélec', 'Master of Engineering'],
      ['University of Texas at Austin', 'BSc in Physics'],
      ['Hochschule für Technik und Wirtschaft Dresden', 'Diplom-Informatiker'],
    ]);
    // A word that labels the degree is no school.
    const labelled = schoolsAndDegrees(['Programme: MSc Finance', 'University of Bath    2019 – 2020']);
    expect(labelled.map(([school]) => school)).toEqual(['University of Bath']);
  });
});

describe('a school name broken at its hyphen', () => {
  it('joins the first part, last on its line, to the next line', () => {
    const [entry] = parseEducation(
      lines([
        'PhD. (Dr. rer. nat.), Information Systems & Applied Computer Science, Otto-    2023',
        'Friedrich-Universität Bamberg, Bamberg, Germany',
      ]),
    );
    expect(entry).toMatchObject({
      school: 'Otto-Friedrich-Universität Bamberg',
      degree: 'PhD. (Dr. rer. nat.), Information Systems & Applied Computer Science',
      endDate: '2023',
    });
  });

  it('keeps the part where it is when no line follows', () => {
    const [entry] = parseEducation(lines(['PhD, Computer Science, Otto-    2023']));
    expect(JSON.stringify(entry)).toContain('Otto');
  });
});

describe('labs and places around a school', () => {
  it('keeps a lab named before its university in the school, and reads two places joined by &', () => {
    const entries = parseEducation(
      lines([
        'M.Sc. in Landscape Ecology    Montreal, QC',
        'GONZALEZ LAB, MCGILL UNIVERSITY    2018 - 2020',
        'B.Sc. (Hons) in Biology    Montreal, QC & Barbados',
        'GUICHARD LAB, MCGILL UNIVERSITY    2014 - 2018',
      ]),
    );
    expect(entries.map((e) => [e.school, e.degree, e.location])).toEqual([
      ['GONZALEZ LAB, MCGILL UNIVERSITY', 'M.Sc. in Landscape Ecology', 'Montreal, QC'],
      ['GUICHARD LAB, MCGILL UNIVERSITY', 'B.Sc. (Hons) in Biology', 'Montreal, QC & Barbados'],
    ]);
  });

  it('reads a country set apart after a degree as its place, not its school', () => {
    const [entry] = parseEducation(lines(['French Baccalaureate Diploma    France']));
    expect(entry).toMatchObject({ school: null, degree: 'French Baccalaureate Diploma', location: 'France' });
  });
});

describe('where a school is', () => {
  const schools = (text: string) =>
    parseResume(`Jane Doe\njane@x.com\n\nEDUCATION\n${text}\n\nSKILLS\nExcel`).education.map(
      ({ school, degree, location }) => ({ school, degree, location }),
    );

  it('reads a town set apart after the degree, and a town and region closing the line', () => {
    expect(
      schools(
        'Postgraduate Diploma in Human Resource Management    Oaxaca\nUniversidad Autónoma de Nuevo León    04/2014 - 04/2016',
      ),
    ).toEqual([
      {
        school: 'Universidad Autónoma de Nuevo León',
        degree: 'Postgraduate Diploma in Human Resource Management',
        location: 'Oaxaca',
      },
    ]);
    expect(
      schools('MSc Data Science, Universidad de Chile, Santiago, Región Metropolitana    2010 - 2014'),
    ).toEqual([
      {
        school: 'Universidad de Chile',
        degree: 'MSc Data Science',
        location: 'Santiago, Región Metropolitana',
      },
    ]);
  });
});

describe('a town under the dates of a school, or beside them', () => {
  it('is the place once the school is named, with or without a school word', () => {
    expect(
      parseEducation(
        lines([
          '2014-03–2015-06',
          'Arnhem',
          'Universiteit Leiden',
          'Higher National Diploma in Mechanical Engineering',
          '04.1996 – 05.1997',
          'Rouen',
          'Bachelor of Arts in Communication',
          'CentraleSupélec',
          // Beside the dates, too.
          'Jun 2009 – Sep 2013    Kano',
          'Bachelor of Arts in Human Resource Management',
          'Yaba College of Technology',
        ]),
      ).map((e) => [e.school, e.degree, e.location]),
    ).toEqual([
      ['Universiteit Leiden', 'Higher National Diploma in Mechanical Engineering', 'Arnhem'],
      ['CentraleSupélec', 'Bachelor of Arts in Communication', 'Rouen'],
      ['Yaba College of Technology', 'Bachelor of Arts in Human Resource Management', 'Kano'],
    ]);
  });

  it('leaves a school named on its dated line, and a name wrapped under a degree, as they were', () => {
    const [a, b] = parseEducation(
      lines([
        'Röda Korsets Högskola | 2010-10 – 2014-10',
        'Bachelor of Business Administration',
        'Västerås',
        'Bachelor of Physiotherapy',
        'Central Philippine',
        'University',
      ]),
    );
    expect(a?.school).toBe('Röda Korsets Högskola');
    expect(b?.location).not.toBe('Central Philippine');
  });
});
