import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './join-wrapped';

const join = (lines: [string, boolean][]) => {
  const input = lines.map(([text, bullet]) => ({ text, bullet }));
  return joinWrappedLines(input, lines.map(([t]) => t).join('\n')).map((l) => l.text);
};

/** Lines without list markers, joined. */
const texts = (lines: string[]) => join(lines.map((t): [string, boolean] => [t, false]));

describe('joinWrappedLines', () => {
  it("does not read a country's code in capitals as a joining word", () => {
    const details = 'folake@example.com | 08144270531 | Port Harcourt, Rivers State, NG';
    expect(texts([details, 'LinkedIn'])).toEqual([details, 'LinkedIn']);
    // The Tagalog "ng" in lower case joins as before.
    expect(texts(['Led the migration of the payroll system of the Lungsod ng', 'Maynila office.'])).toEqual([
      'Led the migration of the payroll system of the Lungsod ng Maynila office.',
    ]);
  });

  it('never ends a heading alone on its line with a country or a word of the next line', () => {
    expect(texts(['Work Experience', 'HR', 'Manager'])).toEqual(['Work Experience', 'HR', 'Manager']);
    // A place wrapped before its country's code still takes it.
    expect(texts(['Zagreb, Grad Zagreb', 'HR'])).toEqual(['Zagreb, Grad Zagreb, HR']);
  });

  it('finishes a dated header left on a joining word with the next line, a heading’s word or not', () => {
    expect(
      texts(['Regional Sales Manager, Lagos State Ministry of    2022-07 — Present', 'Education']),
    ).toEqual(['Regional Sales Manager, Lagos State Ministry of Education    2022-07 — Present']);
    // A degree that names its field stops there, and a sentence cut off at the page's edge is no
    // name: the heading after either is the next section's.
    expect(texts(['Bachelor of Arts in Psychology in    2014 – 2017', 'Education'])).toHaveLength(2);
    expect(texts(['Delivered ad hoc analyses on retention, cohort behaviour and', 'Education'])).toHaveLength(
      2,
    );
  });

  it("joins a header's place cut at its hyphen to its end, dates after it or not", () => {
    expect(texts(['Deutsche Telekom AG — Karlsruhe, Baden-', 'Württemberg (04/2019 - 01/2023)'])).toEqual([
      'Deutsche Telekom AG — Karlsruhe, Baden-Württemberg (04/2019 - 01/2023)',
    ]);
    expect(texts(['Deutsche Telekom AG — Karlsruhe, Baden-', 'Württemberg'])).toEqual([
      'Deutsche Telekom AG — Karlsruhe, Baden-Württemberg',
    ]);
  });

  it('continues a sentence cut after a joining word, whatever case the next line starts with', () => {
    expect(
      join([
        ['Built the reporting pipeline for store managers using Python, dbt, and', true],
        ['Microsoft Power BI.', false],
        ['Acme Retail    2019 – 2021', false],
      ]),
    ).toEqual([
      'Built the reporting pipeline for store managers using Python, dbt, and Microsoft Power BI.',
      'Acme Retail    2019 – 2021',
    ]);
  });

  it('joins a bracket of dates a line opened to the line that closes it', () => {
    expect(
      texts([
        'Senior Engineer at Brisbane City Council (November',
        '2023–Present)',
        'Townsville, Queensland',
      ]),
    ).toEqual(['Senior Engineer at Brisbane City Council (November 2023–Present)', 'Townsville, Queensland']);
  });

  it('joins a name cut short to the line that completes it and gives its dates', () => {
    expect(
      texts([
        'Bachelor of Fine Arts in Visual Communication | Universidad',
        'Iberoamericana | Dec 2020 - Feb 2022',
        'Senior Graphic Designer | Constructora y Edificadora del Norte S.A. de',
        'C.V. | Feb 2022 - Oct 2024',
      ]),
    ).toEqual([
      'Bachelor of Fine Arts in Visual Communication | Universidad Iberoamericana | Dec 2020 - Feb 2022',
      'Senior Graphic Designer | Constructora y Edificadora del Norte S.A. de C.V. | Feb 2022 - Oct 2024',
    ]);
    // A name begun after "at" goes on, whatever the next line names.
    expect(
      texts([
        'Bachelor of Business Administration in Marketing at Indian',
        'Institute of Technology Bombay    August 2016–August 2018',
      ]),
    ).toEqual([
      'Bachelor of Business Administration in Marketing at Indian Institute of Technology Bombay    August 2016–August 2018',
    ]);
    // A whole name of its own, or a line under a place or a closed sentence, stays apart.
    expect(
      texts(['Adapted teaching using assessment data from Seesaw.', 'Arcor S.A.I.C.    12/2020 - 05/2025']),
    ).toHaveLength(2);
    expect(texts(['Tijuana, Baja California', 'Grupo Posadas | 2019 - 2021'])).toHaveLength(2);
    expect(texts(['Master of Science | Melbourne', 'RMIT University | 2012 - 2014'])).toHaveLength(2);
  });

  it('leaves a capitalised line after a finished sentence alone', () => {
    expect(
      join([
        ['Built the reporting pipeline for store managers in Python.', true],
        ['Microsoft', false],
      ]),
    ).toEqual(['Built the reporting pipeline for store managers in Python.', 'Microsoft']);
  });

  it('never joins a line of fields a wide gap apart', () => {
    expect(
      join([
        ['Moved the nightly loads of every store to the new warehouse', true],
        ['eVolt s.r.o.    Brno, Czech Republic', false],
      ]),
    ).toHaveLength(2);
  });

  it('joins a known multi-word name cut at the line end, in a list or a sentence', () => {
    expect(
      join([
        ['Frameworks: React, Spring', false],
        ['Boot, Kafka, Docker', false],
        ['Built payment microservices with Spring', true],
        ['Boot and Kafka', false],
        ['Trained models with Machine', true],
        ['Learning pipelines in Python', false],
      ]),
    ).toEqual([
      'Frameworks: React, Spring Boot, Kafka, Docker',
      'Built payment microservices with Spring Boot and Kafka',
      'Trained models with Machine Learning pipelines in Python',
    ]);
  });

  it('leaves a name the next line holds whole, a job title, a heading and a list’s items on their own lines', () => {
    expect(
      join([
        ['Automated the release of every service with Azure', true],
        ['DevOps Engineer', false],
        ['Moved the platform to Google', true],
        ['Cloud Engineer', false],
        ['Ten years in hospital pharmacy with a focus on Higher', false],
        ['Education', false],
        // Items of a list set one a line, each a known name ("Sales Territory" is one too).
        ['B2B Sales', false],
        ['Territory Planning', false],
        ['Email Marketing', false],
        ['Campaign Management', false],
      ]),
    ).toHaveLength(10);
  });

  it('starts a web address on its own line, whatever its host ends with', () => {
    expect(
      texts(['32 Vassar St. 32G-598 Cambridge, MA 02139', 'people.csail.mit.edu/tarfah', 'tarfah@mit.edu']),
    ).toHaveLength(3);
  });

  it('reads a capital "A" closing a line as a class or grade, a lower-case "a" as the article', () => {
    expect(
      texts([
        'Skills',
        'Proof of Delivery Systems    Manual Handling    CDL Class A',
        'Route Planning    Class 1 Licence',
      ]),
    ).toHaveLength(3);
    expect(texts(['Skills', 'Trained new drivers to hold a', 'Class 1 Licence'])).toEqual([
      'Skills',
      'Trained new drivers to hold a Class 1 Licence',
    ]);
  });

  it("ends a name on a place's joining word written with its capital, and joins it in lower case", () => {
    expect(
      texts(['Jun 2015 - Jun 2019    Universidad Nacional del Sur', 'Licenciatura en Economía']),
    ).toHaveLength(2);
    expect(texts(['Escuela Técnica Superior de Ingenieros de', 'Caminos, Canales y Puertos'])).toHaveLength(
      1,
    );
  });

  it('goes on from a bullet cut mid-sentence onto a capitalised line with no header shape', () => {
    expect(
      join([
        ['Lead a small team that designed and integrated a company wide Data', true],
        ['Platform for a tier 1 energy provider', false],
        ['Taught courses: Object Oriented Programming, Analysis and Design of Software,', true],
        ['Human-Computer Interaction, Research & Development.', false],
        ['Topics include Command Line, Git, SQL, Text Analysis, GIS', true],
        ['Analysis, Network Analysis', false],
        // A short line that closes the sentence with a full stop.
        ['Cut prep time by 12 minutes per service by reorganising the line around', true],
        ['Food Costing.', false],
      ]),
    ).toEqual([
      'Lead a small team that designed and integrated a company wide Data Platform for a tier 1 energy provider',
      'Taught courses: Object Oriented Programming, Analysis and Design of Software, Human-Computer Interaction, Research & Development.',
      'Topics include Command Line, Git, SQL, Text Analysis, GIS Analysis, Network Analysis',
      'Cut prep time by 12 minutes per service by reorganising the line around Food Costing.',
    ]);
  });

  it('does not run a bullet on into an employer, a place or an achievement of its own', () => {
    expect(
      join([
        ['Write clean code that is modular and easy to maintain while ensuring 100% test coverage', true],
        ['DEF Organization', false],
        ['Ran month-end for accounts payable, accounts receivable and a payroll officer', true],
        ['Grant Thornton UK LLP, Manchester', false],
        ['Completed rotations in antimicrobial stewardship, HIV clinic and critical care', true],
        ['Built a penicillin allergy assessment tool in Epic', false],
        // An employer's legal form closes it with a full stop: no sentence's close.
        ['Reconciled supplier statements every month and cleared aged items quickly', true],
        ['Globex Holdings Limited.', false],
      ]),
    ).toHaveLength(8);
  });
});

describe('a header line that ends on a separator', () => {
  it('goes on with the next line', () => {
    const out = joinWrappedLines(
      [
        { text: 'IT Project Manager at Ubuntu Fintech Solutions (Pty) Ltd |', bullet: false },
        { text: '2020-06 to 2022-12', bullet: false },
      ],
      '',
    );
    expect(out.map((l) => l.text)).toEqual([
      'IT Project Manager at Ubuntu Fintech Solutions (Pty) Ltd | 2020-06 to 2022-12',
    ]);
  });

  it('goes on with the field it opens, not with a heading or a sentence', () => {
    expect(
      texts([
        'Adamawa Agro-Allied Processing Company Ltd, Kaduna, Kaduna State —',
        'Research Scientist',
        '10/2019 - 10/2023',
      ]),
    ).toEqual([
      'Adamawa Agro-Allied Processing Company Ltd, Kaduna, Kaduna State — Research Scientist',
      '10/2019 - 10/2023',
    ]);
    expect(texts(['Acme Ltd, Leeds —', 'Education'])).toEqual(['Acme Ltd, Leeds —', 'Education']);
    // A range left open at the line's end is a role still held: the title under it is its own line.
    expect(texts(['Stadtwerke München GmbH    2021-11-01 —', 'General Manager'])).toEqual([
      'Stadtwerke München GmbH    2021-11-01 —',
      'General Manager',
    ]);
    expect(texts(['Acme Ltd, Leeds —', 'Ran the night shift.'])).toEqual([
      'Acme Ltd, Leeds —',
      'Ran the night shift.',
    ]);
  });

  it("mends a header's word cut before the dates set right of it, and leaves a field ending in a comma", () => {
    expect(
      texts(['The Medical City, Reporting Analyst, An-    Jan 2025 – Feb 2026', 'geles, Pampanga.']),
    ).toEqual(['The Medical City, Reporting Analyst, Angeles, Pampanga.    Jan 2025 – Feb 2026']);
    expect(
      texts(['Master of Pharmacy (MPharm),    10/2004 to 01/2006', 'Pamantasan ng Lungsod ng Maynila']),
    ).toEqual(['Master of Pharmacy (MPharm),    10/2004 to 01/2006', 'Pamantasan ng Lungsod ng Maynila']);
    // The dates set close after the cut word.
    expect(texts(['Diploma in Customer Service, Uni- 01/2011–01/2012', 'versity of Ibadan, Ikeja.'])).toEqual(
      ['Diploma in Customer Service, University of Ibadan, Ikeja.    01/2011–01/2012'],
    );
    expect(
      texts(['East African Breweries Lim- January 2025 - May 2025', 'ited, Forklift Operator.']),
    ).toEqual(['East African Breweries Limited, Forklift Operator.    January 2025 - May 2025']);
    // A whole word with a range set close after it; a range whose month the word would take is no such cut.
    expect(
      texts(['Kolade & Partners Legal Practitioners, Support 12/2021–Present', 'Team Lead, Abuja.']),
    ).toEqual(['Kolade & Partners Legal Practitioners, Support Team Lead, Abuja.    12/2021–Present']);
    expect(
      texts(['Queen Mary University of London, April 2016 to July 2019', 'Diploma in Software Development']),
    ).toEqual([
      'Queen Mary University of London, April 2016 to July 2019',
      'Diploma in Software Development',
    ]);
  });

  it('mends a "Degree, School, Town." header cut inside the name, and leaves a degree over its school', () => {
    expect(
      texts([
        'Bachelor of Business Administration, Nnamdi    02/2012–05/2014',
        'Azikiwe University, Ibadan.',
      ]),
    ).toEqual(['Bachelor of Business Administration, Nnamdi Azikiwe University, Ibadan.    02/2012–05/2014']);
    expect(
      texts([
        'B.Tech in Civil Engineering, Alma Mater Studiorum Università di    2017 – 2022',
        'Bologna, Brescia.',
      ]),
    ).toEqual([
      'B.Tech in Civil Engineering, Alma Mater Studiorum Università di Bologna, Brescia.    2017 – 2022',
    ]);
    expect(
      texts(['Bachelor of Business Administration    02/2012–05/2014', 'University of Ibadan, Ibadan']),
    ).toEqual(['Bachelor of Business Administration    02/2012–05/2014', 'University of Ibadan, Ibadan']);
  });

  it('carries a "Degree, School, Town." header over the lines up to the full stop that closes it', () => {
    expect(
      texts([
        'NVQ Level 2 in Logistics    September 2010 - November 2013',
        'Operations, Kenya Utalii',
        'College, Machakos.',
        'Bachelor of Commerce in    December 2015 – February 2017',
        'Finance, University of Texas',
        'Health Science Center at',
        'Houston, Atlanta.',
        'Bachelor of Science in Account-    2010-11 to 2011-12',
        'ing and Finance,    Universidad',
        'Panamericana, San Luis Potosí.',
      ]),
    ).toEqual([
      'NVQ Level 2 in Logistics Operations, Kenya Utalii College, Machakos.    September 2010 - November 2013',
      'Bachelor of Commerce in Finance, University of Texas Health Science Center at Houston, Atlanta.    December 2015 – February 2017',
      'Bachelor of Science in Accounting and Finance, Universidad Panamericana, San Luis Potosí.    2010-11 to 2011-12',
    ]);
  });

  it('leaves a whole header over an employer of its own, over fields a gap apart, and over a sentence', () => {
    const apart = [
      'Senior Engineer    2019 – 2021',
      'Acme Corp, Berlin.',
      'Project Coordinator    2017 – 2021',
      'Officine Meccaniche Lombarde    Cagliari, Sardegna.',
      'Data Analyst    2015 – 2017',
      'Reported weekly figures, on time.',
    ];
    expect(texts(apart)).toEqual(apart);
  });

  it("joins a name cut after a joining word of its own language (Dutch 'voor', Portuguese 'da')", () => {
    const texts = joinWrappedLines(
      [
        { text: 'Postgraduate Certificate in Education (Primary), Saxion Hogeschool voor', bullet: false },
        { text: 'Toegepaste Wetenschappen', bullet: false },
      ],
      '',
    ).map((l) => l.text);
    expect(texts).toEqual([
      'Postgraduate Certificate in Education (Primary), Saxion Hogeschool voor Toegepaste Wetenschappen',
    ]);
  });
});

describe('a line after one that stops on a joining word, standing alone', () => {
  const join = (texts: string[]) =>
    joinWrappedLines(
      texts.map((text) => ({ text, bullet: false })),
      texts.join('\n'),
    ).map((l) => l.text);

  it('joins a dated header cut after a school’s kind, or before its kind, to the name’s end and its place', () => {
    expect(
      texts([
        'Bachelor of Design in Communication Design, Pontificia Universidad    abr. 2023 – jul. 2024',
        'Católica Argentina, Posadas',
        'Bachelor of Arts in Psychology, Deakin    November 1996 – December 1999',
        'University, Adelaide.',
        'Master of Science in Human Resource Management, University of Lagos    2009 - 2011',
        'Lekki, Lagos',
      ]),
    ).toEqual([
      'Bachelor of Design in Communication Design, Pontificia Universidad Católica Argentina, Posadas    abr. 2023 – jul. 2024',
      'Bachelor of Arts in Psychology, Deakin University, Adelaide.    November 1996 – December 1999',
      'Master of Science in Human Resource Management, University of Lagos    2009 - 2011',
      'Lekki, Lagos',
    ]);
  });

  it('keeps a known heading and a school under a whole degree apart', () => {
    expect(join(['Bachelor of Science in Nursing in', 'SKILLS'])).toEqual([
      'Bachelor of Science in Nursing in',
      'SKILLS',
    ]);
    // Any heading, once the degree names its field.
    expect(join(['Bachelor of Arts in Psychology in', 'Languages'])).toEqual([
      'Bachelor of Arts in Psychology in',
      'Languages',
    ]);
    expect(join(['Bachelor of Science in Nursing in    2013 - 2017', 'University of Leeds'])).toEqual([
      'Bachelor of Science in Nursing in    2013 - 2017',
      'University of Leeds',
    ]);
  });

  it('keeps any name under a degree that names its field and stops on "in" again apart', () => {
    for (const [degree, school] of [
      ['Certificate II in Transport and Logistics in', 'Covenant University'],
      ['Postgraduate Certificate in Education (Primary) in', 'Basque Culinary Center'],
      ['Bachelor of Science in Hospitality Management in', 'IUT de Nantes'],
    ])
      expect(texts([degree!, school!, '2016 - 2019'])).toEqual([degree, school, '2016 - 2019']);
    // A degree cut after its first "in" still goes on with its field.
    expect(texts(['Level 2 Certificate in', 'Warehousing and Storage'])).toEqual([
      'Level 2 Certificate in Warehousing and Storage',
    ]);
    // A school's name cut at its own hyphen, the line opening with the name, goes on.
    expect(
      texts(['Certificate in Professional Cookery in', 'Ludwig-Maximilians-', 'Universität München']),
    ).toEqual(['Certificate in Professional Cookery in', 'Ludwig-Maximilians-Universität München']);
  });

  it('still joins a school’s name cut after a joining word beside its dates', () => {
    expect(
      join([
        'B.Pharm at Okinawa Institute of Science and    Nov 2022 - Jan 2025',
        'Technology Graduate University',
      ]),
    ).toEqual([
      'B.Pharm at Okinawa Institute of Science and Technology Graduate University    Nov 2022 - Jan 2025',
    ]);
  });

  it('closes a bracket the header opened, and mends a name cut at its own hyphen', () => {
    expect(
      join([
        'Conservatoire National des Arts et Métiers (Bachelor of Science in Civil    December 2013 – January 2017',
        'and Environmental Engineering)',
        'Bachelor of Laws (LLB) at University of Illinois at Urbana-',
        'Champaign',
        'Austin',
        'Bachelor of Arts in Early Childhood Studies, University of KwaZulu-',
        'Natal',
      ]),
    ).toEqual([
      'Conservatoire National des Arts et Métiers (Bachelor of Science in Civil and Environmental Engineering)    December 2013 – January 2017',
      'Bachelor of Laws (LLB) at University of Illinois at Urbana-Champaign',
      'Austin',
      'Bachelor of Arts in Early Childhood Studies, University of KwaZulu-Natal',
    ]);
    expect(
      join([
        'Instituto Federal de Educação Ciência e Tec-',
        'nologia de São Paulo, Doctor of Philosophy in Computer Science    07/2015 - 09/2017',
      ]),
    ).toEqual([
      'Instituto Federal de Educação Ciência e Tecnologia de São Paulo, Doctor of Philosophy in Computer Science    07/2015 - 09/2017',
    ]);
    // Before the header's dates, and on a line that goes on past the name.
    expect(
      join([
        'Master of Science in Human Resource Management, University of Illinois at Urbana-    2009 - 2011',
        'Champaign, Tampa',
        '04.2011 do 05.2013 Bachelor of Engineering in Civil Engineering, Akademia Górniczo-',
        'Hutnicza im. Stanisława Staszica w Krakowie, Bydgoszcz',
      ]),
    ).toEqual([
      'Master of Science in Human Resource Management, University of Illinois at Urbana-Champaign, Tampa    2009 - 2011',
      '04.2011 do 05.2013 Bachelor of Engineering in Civil Engineering, Akademia Górniczo-Hutnicza im. Stanisława Staszica w Krakowie, Bydgoszcz',
    ]);
    // A list's item cut at its hyphen is the list parser's to mend.
    expect(
      join(['Structured Data Cabling, Cable Tray Installation, Lockout/Tagout, Three-', 'Phase Systems']),
    ).toEqual(['Structured Data Cabling, Cable Tray Installation, Lockout/Tagout, Three-', 'Phase Systems']);
  });

  it('mends a degree cut inside its field before the line that names its school', () => {
    expect(
      join([
        'Bachelor of Business Administration in Hotel    03/2010–03/2012',
        'Management, University of Minnesota Twin Cities,',
        'Bachelor of Science in Nursing    2005 - 2009',
        'University of Queensland, Brisbane',
      ]),
    ).toEqual([
      'Bachelor of Business Administration in Hotel Management, University of Minnesota Twin Cities,    03/2010–03/2012',
      'Bachelor of Science in Nursing    2005 - 2009',
      'University of Queensland, Brisbane',
    ]);
  });
});

describe('joinWrappedLines: a bullet’s rest and the items after it', () => {
  it('goes on with a bullet when the next line opens on a word no name opens with, across a gap', () => {
    // A justified line, or a subscript set apart, leaves a gap as wide as one between fields.
    expect(
      join([
        ['Delivered 20+ AI use cases across 10 clients: manufacturing drove $1.6M/yr savings', true],
        ['and ∼200K ton CO2    reduction', false],
        ['Pioneered Transformer integration with AutoML', true],
      ]),
    ).toEqual([
      'Delivered 20+ AI use cases across 10 clients: manufacturing drove $1.6M/yr savings and ∼200K ton CO2 reduction',
      'Pioneered Transformer integration with AutoML',
    ]);
  });

  it('goes on with a bullet cut mid-sentence when the next line names a job inside a whole sentence', () => {
    expect(
      join([
        ['Provisioned an easily managable hybrid infrastructure(Amazon AWS + On-premise) utilizing', true],
        ['IaC(Infrastructure as Code) tools like Ansible, Packer and Terraform.', false],
      ]),
    ).toEqual([
      'Provisioned an easily managable hybrid infrastructure(Amazon AWS + On-premise) utilizing IaC(Infrastructure as Code) tools like Ansible, Packer and Terraform.',
    ]);
    // A title on its own line still heads what follows.
    expect(
      join([
        ['Built fully automated CI/CD pipelines on CircleCI for containerized applications,', true],
        ['Senior Software Engineer', false],
      ]),
    ).toHaveLength(2);
  });

  it('starts a new item at a name in lower case before a colon, after a line that closes on its dates', () => {
    expect(
      texts([
        'kgservice: A semantic graph database interface. Github/simutool/kgservice 2017 – 2020',
        'aku-client: Meta-data client of the kgservice. Github/simutool/aku-client 2019',
      ]),
    ).toHaveLength(2);
    // A sentence that runs on still takes its rest.
    expect(
      texts([
        'Maintained the kgservice graph database interface and its clients since',
        'the first release in 2017',
      ]),
    ).toHaveLength(1);
  });

  it('leaves a section’s name in lower case after a comma list on a line of its own', () => {
    expect(
      texts(['People Analytics, Employee Relations, Workday, BambooHR, HRIS, Workforce Planning', 'contact']),
    ).toHaveLength(2);
    // A list's wrapped last item in lower case still goes on with it.
    expect(
      texts(['Python, Docker, Kubernetes, Terraform, Grafana, Prometheus, and machine', 'learning']),
    ).toHaveLength(1);
  });
});
