import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { unzipCards } from './side-by-side';

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));

describe('role cards side by side', () => {
  it('reads the left card, then the right one', () => {
    const r = parseResume(`John Doe
john@example.com
Experience
Creative Solutions Inc.    TechAdvancers
Senior Web Developer    Web Developer
San Francisco, CA    San Jose, CA
January 2019 to Present    June 2016 to December 2018
Spearheaded the redesign of the main product website,    Collaborated in a team of 10 to develop high-quality web
resulting in a 40% increase in user engagement.    applications using React.js and Node.js.
Education
University of California    Berkeley, CA`);
    expect(r.experience.map((e) => [e.company, e.title, e.location, e.startDate, e.endDate])).toEqual([
      ['Creative Solutions Inc.', 'Senior Web Developer', 'San Francisco, CA', 'January 2019', 'Present'],
      ['TechAdvancers', 'Web Developer', 'San Jose, CA', 'June 2016', 'December 2018'],
    ]);
    expect(r.experience[1]!.bullets).toEqual([
      'Collaborated in a team of 10 to develop high-quality web applications using React.js and Node.js.',
    ]);
  });

  it('reads school cards of three lines side by side one after the other', () => {
    const r = parseResume(`John Doe
john@example.com
Education
High School Diploma    Certificate in Professional Driving
Università degli Studi di Torino    Università degli Studi di Bari Aldo Moro
09.2012 – 10.2014    04.2010 – 06.2012
Level 2 Certificate in Driving Goods Vehicles
Sapienza Università di Roma
12.2005 – 03.2009`);
    expect(r.education.map((e) => [e.school, e.degree, e.startDate])).toEqual([
      ['Università degli Studi di Torino', 'High School Diploma', '09.2012'],
      ['Università degli Studi di Bari Aldo Moro', 'Certificate in Professional Driving', '04.2010'],
      ['Sapienza Università di Roma', 'Level 2 Certificate in Driving Goods Vehicles', '12.2005'],
    ]);
  });

  it('leaves a one-column role with its company and place, title and dates alone', () => {
    const one = lines([
      'Creative Solutions Inc.    San Francisco, CA',
      'Senior Web Developer    January 2019 to Present',
      'Acme    Austin, TX',
      'Web Developer    June 2016 to December 2018',
    ]);
    expect(unzipCards(one)).toEqual(one);
  });
});
