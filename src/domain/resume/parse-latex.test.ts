import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { parseResume } from './parse-resume';

/** LaTeX resumes (Jake's template as pdf.js reads it) and letter-spaced names. */

// \resumeSubheading{Company}{Location}{Title}{Dates}: "Company \hfill Location" on one line and
// "Title \hfill Dates" on the next; "--" became an en dash; one "ﬁ" ligature survived.
const jakes = `Jake Ryan
123-456-7890 | jake@su.edu | linkedin.com/in/jake | github.com/jake
EDUCATION
Southwestern University    Georgetown, TX
Bachelor of Arts in Computer Science, Minor in Business    Aug. 2018 – May 2021
Blinn College    Bryan, TX
Associate’s in Liberal Arts    Aug. 2014 – May 2018
EXPERIENCE
Texas A&M University    College Station, TX
Undergraduate Research Assistant    June 2020 – Present
• Developed a REST API using FastAPI and PostgreSQL to store data from learning management systems
• Explored ways to visualize GitHub collaboration in a classroom setting
Southwestern University    Georgetown, TX
Information Technology Support Specialist    Sep. 2018 – Present
• Communicate with managers to set up campus computers used on campus
Southwestern University    Georgetown, TX
Artiﬁcial Intelligence Research Assistant    May 2019 -- July 2019
• Explored methods to generate video game dungeons based off of The Legend of Zelda
PROJECTS
Gitlytics | Python, Flask, React, PostgreSQL, Docker    June 2020 – Present
• Developed a full-stack web application using with Flask serving a REST API with React as the frontend
TECHNICAL SKILLS
Languages: Java, Python, C/C++, SQL (Postgres), JavaScript, HTML/CSS, R
Developer Tools: Git, Docker, VS Code, Visual Studio`;

const spaced = `J O H N   S M I T H
Financial Analyst
john.smith@example.com  |  (312) 555-0190  |  Chicago, IL
P R O F E S S I O N A L   E X P E R I E N C E
Financial Analyst — Northern Trust, Chicago, IL    2019 — Present
• Built the quarterly forecast model in Excel and Power BI for a $2B portfolio.
E D U C A T I O N
B.S. in Finance — University of Illinois    2015 – 2019`;

describe('parseResume on LaTeX resumes', () => {
  it("Jake's template: company/location line then title/dates line", () => {
    const r = parseResume(jakes);
    expect(r.contact).toEqual({
      name: 'Jake Ryan',
      email: 'jake@su.edu',
      phone: '123-456-7890',
      location: null,
      links: ['linkedin.com/in/jake', 'github.com/jake'],
    });
    expect(
      r.experience.map((e) => [e.company, e.title, e.location, e.startDate, e.endDate, e.bullets.length]),
    ).toEqual([
      [
        'Texas A&M University',
        'Undergraduate Research Assistant',
        'College Station, TX',
        'June 2020',
        'Present',
        2,
      ],
      [
        'Southwestern University',
        'Information Technology Support Specialist',
        'Georgetown, TX',
        'Sep. 2018',
        'Present',
        1,
      ],
      [
        'Southwestern University',
        'Artificial Intelligence Research Assistant',
        'Georgetown, TX',
        'May 2019',
        'July 2019',
        1,
      ],
    ]);
    expect(r.education.map((e) => [e.school, e.degree, e.location, e.startDate, e.endDate])).toEqual([
      [
        'Southwestern University',
        // The minor is a detail of the degree, not part of its name.
        'Bachelor of Arts in Computer Science',
        'Georgetown, TX',
        'Aug. 2018',
        'May 2021',
      ],
      ['Blinn College', 'Associate’s in Liberal Arts', 'Bryan, TX', 'Aug. 2014', 'May 2018'],
    ]);
    expect(r.education[0]!.details).toContain('Minor in Business');
    expect(r.projects.map((p) => [p.name, p.bullets.length])).toEqual([
      ['Gitlytics | Python, Flask, React, PostgreSQL, Docker    June 2020 – Present', 1],
    ]);
    expect(r.skills).toEqual([
      'Java', 'Python', 'C/C++', 'SQL (Postgres)', 'JavaScript', 'HTML/CSS', 'R',
      'Git', 'Docker', 'VS Code', 'Visual Studio',
    ]); // prettier-ignore
  });

  it('expands ligatures and soft hyphens in clean lines', () => {
    expect(toLines('Certiﬁed Scrum Master\nWorkﬂow ﬀ ﬃ ﬄ\nmulti\u00adcloud').map((l) => l.text)).toEqual([
      'Certified Scrum Master',
      'Workflow ff ffi ffl',
      'multicloud',
    ]);
  });

  it('letter-spaced names and headings read as words', () => {
    const r = parseResume(spaced);
    expect(r.contact).toMatchObject({
      name: 'JOHN SMITH',
      email: 'john.smith@example.com',
      phone: '(312) 555-0190',
      location: 'Chicago, IL',
    });
    expect(r.headline).toBe('Financial Analyst');
    expect(r.experience).toHaveLength(1);
    expect(r.experience[0]).toMatchObject({
      company: 'Northern Trust',
      title: 'Financial Analyst',
      location: 'Chicago, IL',
      startDate: '2019',
      endDate: 'Present',
    });
    expect(r.education[0]).toMatchObject({
      school: 'University of Illinois',
      degree: 'B.S. in Finance',
      endDate: '2019',
    });
    expect(parseResume('JOHN  SMITH\njohn@x.com').contact.name).toBe('JOHN SMITH');
    expect(parseResume('Jane  van der Berg\njane@x.com').contact.name).toBe('Jane van der Berg');
  });
});
