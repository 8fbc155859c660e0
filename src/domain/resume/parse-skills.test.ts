import { describe, expect, it } from 'vitest';
import { parseSkills } from './parse-lists';
import { parseResume } from './parse-resume';

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));

describe('skills written with spaced dashes or slashes', () => {
  it('splits them into items, with or without a category', () => {
    expect(
      parseSkills(
        lines(['Mapping    QGIS - ArcGIS - PostGIS', 'Scripting    Python / Bash', 'Go – Rust – Zig']),
      ),
    ).toEqual(['QGIS', 'ArcGIS', 'PostGIS', 'Python', 'Bash', 'Go', 'Rust', 'Zig']);
  });

  it('rejoins a slashed list wrapped inside an item, as a comma list is', () => {
    expect(
      parseSkills(
        lines([
          'Design for Manufacturing / Failure Mode and Effects Analysis / Siemens NX / CNC',
          'Machining / Six Sigma / Technical Drawings / CATIA / Finite Element Analysis /',
          'SolidWorks / Pneumatics',
        ]),
      ),
    ).toEqual([
      'Design for Manufacturing',
      'Failure Mode and Effects Analysis',
      'Siemens NX',
      'CNC Machining',
      'Six Sigma',
      'Technical Drawings',
      'CATIA',
      'Finite Element Analysis',
      'SolidWorks',
      'Pneumatics',
    ]);
  });

  it('keeps hyphenated and slashed names whole', () => {
    expect(parseSkills(lines(['Front-end, CI/CD, Test-driven development']))).toEqual([
      'Front-end',
      'CI/CD',
      'Test-driven development',
    ]);
  });
});

describe('skill groups with a level line', () => {
  it("reads a level under a group name as that group's level", () => {
    expect(
      parseSkills(lines(['Databases', 'Advanced', 'Postgres, Redis', 'Cloud', 'Beginner', 'AWS, GCP'])),
    ).toEqual(['Databases (Advanced)', 'Postgres', 'Redis', 'Cloud (Beginner)', 'AWS', 'GCP']);
  });

  it('keeps a skills heading with a level under it inside the list', () => {
    const r = parseResume(`Maria Lopez
maria@example.com
Skills
Languages and Runtimes
Advanced
Go, Rust
Tools
Intermediate
Docker, Git`);
    expect(r.skills).toEqual([
      'Languages and Runtimes (Advanced)',
      'Go',
      'Rust',
      'Tools (Intermediate)',
      'Docker',
      'Git',
    ]);
  });
});

describe('skills written as sentences or after a Chinese label', () => {
  it('drops a sentence lead-in and splits on "and"', () => {
    expect(
      parseSkills(
        lines(['Proficient in Linux and macOS, Sheets, and Keynote', 'Design: Familiar with Figma']),
      ),
    ).toEqual(['Linux', 'macOS', 'Sheets', 'Keynote', 'Figma']);
  });

  it('reads a Chinese label before a list without a colon', () => {
    expect(parseSkills(lines(['数据库 MySQL, Redis', '框架 Spring, Vue']))).toEqual([
      'MySQL',
      'Redis',
      'Spring',
      'Vue',
    ]);
  });
});

describe('a "Programming Languages" heading', () => {
  it('opens a skills list that a "Spoken Languages" heading closes', () => {
    const parsed = parseResume(
      [
        'Jane Doe',
        'jane@example.com',
        'Language',
        'Programming Languages',
        'High Proficiency: Python.',
        'Past Proficiency: Java, prolog, C++.',
        'Spoken Languages',
        'Arabic: Native',
      ].join('\n'),
    );
    expect(parsed.skills).toEqual(['Python', 'Java', 'prolog', 'C++']);
    expect(parsed.other.flatMap((o) => o.lines)).toContain('Arabic: Native');
  });

  it('keeps the umbrella heading over it, with the sub-heading as its line', () => {
    const parsed = parseResume(['Jane Doe', 'Language', 'Programming Languages', 'Python, Java'].join('\n'));
    expect(parsed.skills).toEqual(['Python', 'Java']);
    expect(parsed.other).toContainEqual({ heading: 'Language', lines: ['Programming Languages'] });
  });
});

describe('items of a skills list', () => {
  it('keeps a skill whose brackets list its parts, however long', () => {
    expect(
      parseSkills(
        lines([
          'Experience with    Docker, AWS (CloudFormation, Lambda, Sagemaker, EC2, S3, ECS, DynamoDB), Jira',
        ]),
      ),
    ).toEqual(['Docker', 'AWS (CloudFormation, Lambda, Sagemaker, EC2, S3, ECS, DynamoDB)', 'Jira']);
  });

  it('ends an item at the end of a sentence, but not at the dots of an abbreviation', () => {
    expect(parseSkills(lines(['Python, git, and low-code (bubble.io). Formerly, C++, Java.']))).toEqual([
      'Python',
      'git',
      'low-code (bubble.io)',
      'Formerly',
      'C++',
      'Java',
    ]);
    expect(parseSkills(lines(['U.S. GAAP, IFRS, e.g. Xero']))).toEqual(['U.S. GAAP', 'IFRS', 'e.g. Xero']);
  });

  it('reads a line under a row of columns as the next item of the cell that goes on', () => {
    expect(
      parseSkills(
        lines([
          'HTML5, JavaScript, PHP, Python    React.js, Angular, Vue.js, Laravel,    Webpack, Git, Jenkins, JIRA',
          'Django',
        ]),
      ),
    ).toContain('Django');
  });
});

describe('a list of one capitalised item a line', () => {
  it('reads a line in lower case as the item above going on', () => {
    expect(
      parseSkills(
        lines([
          'Terapia intensiva',
          'Gestione accessi venosi',
          'centrali',
          'Monitoraggio emodinamico',
          'Triage',
        ]),
      ),
    ).toEqual([
      'Terapia intensiva',
      'Gestione accessi venosi centrali',
      'Monitoraggio emodinamico',
      'Triage',
    ]);
  });

  it('keeps a known skill in lower case as an item of its own', () => {
    expect(parseSkills(lines(['Machine Learning', 'git', 'Docker', 'Python']))).toEqual([
      'Machine Learning',
      'git',
      'Docker',
      'Python',
    ]);
  });
});

describe('a table of skill categories', () => {
  it('reads a label holding a comma as a category, and never as a wrapped line of the row above', () => {
    expect(
      parseSkills(
        lines([
          'Frameworks & Platforms    .NET 5+, .NET Core, ASP.NET, SignalR, Angular, React, WPF, WinForms, Microservices',
          'Cloud, Infrastructure & DevOps    AWS (Lambda, API Gateway), Docker, Git,',
          'Bitbucket, TFS',
        ]),
      ),
    ).toEqual([
      '.NET 5+',
      '.NET Core',
      'ASP.NET',
      'SignalR',
      'Angular',
      'React',
      'WPF',
      'WinForms',
      'Microservices',
      'AWS (Lambda, API Gateway)',
      'Docker',
      'Git',
      'Bitbucket',
      'TFS',
    ]);
  });
});

describe('skills set in rows of a table', () => {
  it('reads rows of as many items each as rows, and a list wrapped mid-item as one list', () => {
    expect(
      parseSkills(
        lines([
          'Lockout/Tagout, Thermal Imaging, Fire Alarm Systems, Wiring Regulations',
          'Emergency Lighting, PLC Troubleshooting, Electrical Schematics, Cable Tray Installation',
          'Three-Phase Systems, Electrical Installation, Solar PV Installation, Structured Data Cabling',
        ]),
      ),
    ).toEqual(
      expect.arrayContaining([
        'Wiring Regulations',
        'Emergency Lighting',
        'Cable Tray Installation',
        'Three-Phase Systems',
      ]),
    );
    const wrapped = parseSkills(
      lines([
        'Outcome Measures, Hydrotherapy, Manual Therapy, Exercise Prescription, Therapeutic',
        'Ultrasound, Pain Management, Post-Operative Rehabilitation, Patient Education, Gait',
        'Analysis, Electrotherapy, Clinical Pilates, SystmOne, Kinesio Taping',
      ]),
    );
    expect(wrapped).toEqual(expect.arrayContaining(['Therapeutic Ultrasound', 'Gait Analysis']));
  });
});

describe('a list wrapped in a narrow column', () => {
  it('joins items cut by a wrap where some line ends on a separator, and mends words broken at a hyphen', () => {
    const skills = parseSkills(
      lines([
        'Diversity & Inclusion |',
        'Employment Law | Policy',
        'Development | Customer Service | Fuel-',
        'Efficient Driving | Email Mar-',
        'keting',
      ]),
    );
    expect(skills).toEqual([
      'Diversity & Inclusion',
      'Employment Law',
      'Policy Development',
      'Customer Service',
      'Fuel-Efficient Driving',
      'Email Marketing',
    ]);
  });

  it('keeps apart items either side of a break that hold more words than one item, or are two known skills', () => {
    const skills = parseSkills(
      lines([
        'Copywriting, Social Media Marketing, Event Marketing, Budget Management',
        'Conversion Rate Optimisation, Public Relations, Google Ads, Semrush',
        'Content Strategy, Mailchimp',
        'Copywriting, SEO,',
        'Market Research',
      ]),
    );
    expect(skills).toContain('Budget Management');
    expect(skills).toContain('Conversion Rate Optimisation');
    expect(skills).toContain('Mailchimp');
    expect(skills).toContain('Market Research');
  });
});

describe('two rows of a list, or one list wrapped', () => {
  it('keeps apart two items either side of a break that together hold two words more than any item of the list', () => {
    const skills = parseSkills(
      lines([
        'Staff Training | Banqueting | Nutrition Planning | Menu Development',
        'Food Safety | Butchery | Plating | Allergen Management',
      ]),
    );
    expect(skills).toEqual(expect.arrayContaining(['Menu Development', 'Food Safety']));
  });

  it('joins a wrapped item no longer than the longest by more than a word, joining words aside', () => {
    const skills = parseSkills(
      lines([
        'Illustration • Art Direction • Layout Design • Photo Retouching • Blender • Print Production • Adobe',
        'Premiere Pro • Typography • Absence Management, SAP SuccessFactors, Compensation',
        '& Benefits',
      ]),
    );
    expect(skills).toEqual(expect.arrayContaining(['Adobe Premiere Pro', 'Compensation & Benefits']));
  });

  it('joins a long item a list of three lines or more wrapped, however short its other items', () => {
    const skills = parseSkills(
      lines([
        'Differentiated Instruction · Outdoor Learning · Literacy Intervention · Behaviour Management · Interactive',
        'Whiteboard · Restorative Practice · Safeguarding · Numeracy · Parent Communication · Seesaw · Early Years',
        'Foundation Stage · Classroom Management',
      ]),
    );
    expect(skills).toEqual(
      expect.arrayContaining(['Interactive Whiteboard', 'Early Years Foundation Stage']),
    );
  });
});

describe('labelled rows under a skills heading', () => {
  it('reads "Tools: ..." under Skills as a row of the list, not a heading that runs it on', () => {
    const r = parseResume(
      [
        'Jane Doe',
        'jane@example.com',
        'Skills',
        'Technical: Staff Training, Banqueting, Nutrition Planning, Menu Development',
        'Tools: Food Safety, Butchery, Plating, Allergen Management',
      ].join('\n'),
    );
    expect(r.skills).toEqual(expect.arrayContaining(['Menu Development', 'Food Safety']));
    expect(r.skills).not.toContain('Menu Development Food Safety');
  });
});

describe('skills set between shapes', () => {
  it('reads a diamond or a square between items as a separator, and a wrap inside an item as one item', () => {
    const text = [
      'Jane Doe',
      'jane@example.com',
      '',
      'Technical Skills',
      'ADR Certification ◆ Manual Handling ◆ Defensive Driving ◆ Refrigerated Transport ◆ Class 1',
      'Licence ◆ Hazmat Transport ◆ Trailer Coupling ■ Figma ■ Accessibility',
      '(WCAG) ■ Miro',
    ].join('\n');
    const short = [
      'Jane Doe',
      'jane@example.com',
      '',
      'Skills',
      'Figma ■ Accessibility',
      '(WCAG) ■ Miro',
    ].join('\n');
    expect(parseResume(short).skills).toEqual(['Figma', 'Accessibility (WCAG)', 'Miro']);
    const ended = [
      'Jane Doe',
      '',
      'Skills',
      'Customer Retention ◆ Sales Forecasting ◆ Lead Qualification ◆ Prospecting ◆ Consultative Selling ◆',
      'Territory Planning ◆ Solution Selling ◆ Pipeline Management ◆',
      'MEDDIC ◆ Upselling',
    ].join('\n');
    expect(parseResume(ended).skills.slice(4)).toEqual([
      'Consultative Selling',
      'Territory Planning',
      'Solution Selling',
      'Pipeline Management',
      'MEDDIC',
      'Upselling',
    ]);
    expect(parseResume(text).skills).toEqual([
      'ADR Certification',
      'Manual Handling',
      'Defensive Driving',
      'Refrigerated Transport',
      'Class 1 Licence',
      'Hazmat Transport',
      'Trailer Coupling',
      'Figma',
      'Accessibility (WCAG)',
      'Miro',
    ]);
  });
});
