import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import type { ParsedResume } from './types';

/** Job-portal exports (Naukri, Indeed, LinkedIn): key-value profiles and "Company as Title". */

const naukri = `Rahul Sharma
Email ID: rahul.sharma@example.com
Mobile No.: +91 98765 43210
Current Location: Bengaluru, Karnataka
Total Experience: 6 Year(s) 2 Month(s)
Current Designation: Senior Systems Engineer
Current Company: Infosys Limited
Key Skills: Java, Spring Boot, Microservices, AWS, SQL
Highest Education: B.Tech
Date of Birth: 14/08/1993

Profile Summary
Backend engineer with 6 years in banking platforms, building Java microservices on AWS.

Work Experience
Infosys Limited as Senior Systems Engineer
Jan 2019 to Till Date
Roles and Responsibilities:
- Built Spring Boot services for a retail banking client handling 1M requests a day.
- Led a team of 4 engineers through the migration to AWS.
Tata Consultancy Services as Systems Engineer Apr 2016 to Dec 2018
- Developed batch jobs in Java and Oracle SQL.

Education
B.Tech/B.E. (Computer Science), Anna University, 2015
Degree: Class XII | University: CBSE | Year: 2011

Languages Known
English, Hindi, Tamil`;

const indeed = `Maria Lopez
Customer Service Representative
Phoenix, AZ
maria.lopez@example.com
+1 (602) 555-0147

Work Experience
Customer Service Representative at Acme Insurance
Phoenix, AZ
March 2020 to Present
- Resolved 60+ customer calls a day with a 95% satisfaction score.
Cashier at Fry's Food Stores
June 2017 to February 2020
- Handled cash and card transactions.

Education
High school diploma
Central High School - Phoenix, AZ
2013 to 2017

Skills
• Customer service (5 years)
• Microsoft Office (3 years)`;

const linkedin = `Contact
anna.kowalski@example.com
www.linkedin.com/in/annakowalski
Top Skills
Product Management
Roadmapping
Anna Kowalski
Senior Product Manager at Shopify
Toronto, Ontario, Canada
Experience
Shopify
Senior Product Manager
January 2021 - Present (3 years 2 months)
Toronto, Ontario, Canada
Led the checkout team of 14 engineers and designers shipping one-page checkout to 2M merchants.
Wealthsimple
Product Manager
May 2018 - December 2020 (2 years 8 months)
Owned the onboarding funnel and raised activation by 18% in one year.
Education
University of Toronto
Bachelor of Commerce - BCom, Finance · (2013 - 2017)`;

const roles = (r: ParsedResume) =>
  r.experience.map((e) => [e.company, e.title, e.startDate, e.endDate, e.bullets.length]);

describe('parseResume on job-portal exports', () => {
  it('Naukri: key-value profile, "Company as Title", "Jan 2019 to Till Date", degree lines', () => {
    const r = parseResume(naukri);
    expect(r.contact).toEqual({
      name: 'Rahul Sharma',
      email: 'rahul.sharma@example.com',
      phone: '+91 98765 43210',
      location: 'Bengaluru, Karnataka',
      links: [],
    });
    expect(r.headline).toBe('Senior Systems Engineer');
    expect(r.summary).toMatch(/^Backend engineer with 6 years/);
    expect(roles(r)).toEqual([
      ['Infosys Limited', 'Senior Systems Engineer', 'Jan 2019', 'Till Date', 2],
      ['Tata Consultancy Services', 'Systems Engineer', 'Apr 2016', 'Dec 2018', 1],
    ]);
    expect(r.education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['Anna University', 'B.Tech/B.E. (Computer Science)', '2015'],
      ['CBSE', 'Class XII', '2011'],
    ]);
    // Profile lines after "Key Skills:" are contact facts, not skills.
    expect(r.skills).toEqual(['Java', 'Spring Boot', 'Microservices', 'AWS', 'SQL']);
    // The profile facts no field holds are kept, verbatim, under "Other details".
    expect(r.other).toEqual([
      { heading: 'Languages Known', lines: ['English, Hindi, Tamil'] },
      {
        heading: 'Other details',
        lines: [
          'Total Experience: 6 Year(s) 2 Month(s)',
          'Current Designation: Senior Systems Engineer',
          'Current Company: Infosys Limited',
          'Highest Education: B.Tech',
          'Date of Birth: 14/08/1993',
        ],
      },
    ]);
  });

  it('Indeed: "Title at Company", location and dates on their own lines', () => {
    const r = parseResume(indeed);
    expect(r.contact).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      phone: '+1 (602) 555-0147',
      location: 'Phoenix, AZ',
    });
    expect(roles(r)).toEqual([
      ['Acme Insurance', 'Customer Service Representative', 'March 2020', 'Present', 1],
      ["Fry's Food Stores", 'Cashier', 'June 2017', 'February 2020', 1],
    ]);
    expect(r.experience[0]!.location).toBe('Phoenix, AZ');
    expect(r.education[0]).toMatchObject({
      school: 'Central High School',
      degree: 'High school diploma',
      startDate: '2013',
      endDate: '2017',
    });
    expect(r.skills).toEqual(['Customer service (5 years)', 'Microsoft Office (3 years)']);
  });

  it('LinkedIn PDF: sidebar first, "Company" / "Title" / "dates (duration)"', () => {
    const r = parseResume(linkedin);
    expect(r.contact).toMatchObject({ email: 'anna.kowalski@example.com' });
    expect(r.contact.links).toEqual(['www.linkedin.com/in/annakowalski']);
    // A date line's "(3 years 2 months)" is no field: the line stays with its own role.
    expect(roles(r)).toEqual([
      ['Shopify', 'Senior Product Manager', 'January 2021', 'Present', 2],
      ['Wealthsimple', 'Product Manager', 'May 2018', 'December 2020', 2],
    ]);
    expect(r.experience[1]!.bullets[1]).toBe('May 2018 - December 2020 (2 years 8 months)');
    // A header line repeating a role leaves the role's own lines placed: no second "Experience".
    expect(r.other.map((o) => o.heading)).not.toContain('Experience');
    expect(r.education[0]).toMatchObject({
      school: 'University of Toronto',
      startDate: '2013',
      endDate: '2017',
    });
  });
});
