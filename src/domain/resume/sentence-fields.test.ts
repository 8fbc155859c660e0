import { describe, expect, it } from 'vitest';
import { parseEducation } from './parse-education';
import { parseExperience } from './parse-experience';
import { sentenceCuts } from './sentence-fields';

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));

describe('fields written as sentences', () => {
  it('cuts only at a stop that may end a field, keeping an abbreviation’s stop', () => {
    expect(sentenceCuts('HSBC UK. Support Team Lead.')).toEqual([['HSBC UK', 'Support Team Lead']]);
    expect(sentenceCuts('Nimbus Analytics Solutions Pvt. Ltd.. Data Analyst.')).toEqual([
      ['Nimbus Analytics Solutions Pvt. Ltd.', 'Data Analyst'],
    ]);
    expect(sentenceCuts('Acme Inc. Data Analyst.')).toEqual([['Acme Inc.', 'Data Analyst']]);
    for (const text of [
      'Solaris Bus & Coach sp. z o.o.',
      'Pharmacist at Farmacia Centrale Dott. Ricci.',
      "Nurse at St. Luke's Medical Center.",
      'Analyst, J. Smith Consulting.',
      'HSBC UK. Support Team Lead',
    ])
      expect(sentenceCuts(text), text).toEqual([]);
  });

  it('reads "Employer. Title." and "Title. Employer." as a role', () => {
    const [a, b] = parseExperience(
      lines([
        'HSBC UK. Support Team Lead.    2022-01–Present',
        'Manchester, Greater Manchester',
        'Senior Support Specialist. Jaguar Land Rover.    2019-12–2021-11',
      ]),
    );
    expect(a).toMatchObject({ company: 'HSBC UK', title: 'Support Team Lead', endDate: 'Present' });
    expect(b).toMatchObject({ company: 'Jaguar Land Rover', title: 'Senior Support Specialist' });
  });

  it('reads an unmarked sentence opened by a past verb as a bullet, whatever title words it holds', () => {
    const [role] = parseExperience(
      lines([
        'Farmacias Guadalajara',
        'July 2023 - Present',
        'Solicitor',
        'Conducted legal research using LexisNexis and prepared memoranda for partners.',
        'Registered Nurse at Hospital Civil    2019 - 2023',
      ]),
    );
    expect(role).toMatchObject({ company: 'Farmacias Guadalajara', title: 'Solicitor' });
    expect(role!.bullets).toEqual([
      'Conducted legal research using LexisNexis and prepared memoranda for partners.',
    ]);
  });

  it('reads a line opening on an action in the past before a lower-case word as a bullet, not an employer', () => {
    const roles = parseExperience(
      lines([
        'Maintenance Technician, Siemens    2019 - 2023',
        "Served as the site's go-to technician for PLC faults",
        "Served as the site's go-to technician for Motor Control on shift.",
        'Licensed practical nurse',
      ]),
    );
    expect(roles[0]!.bullets).toEqual([
      "Served as the site's go-to technician for PLC faults",
      "Served as the site's go-to technician for Motor Control on shift.",
    ]);
    // A title of a few words stays a header.
    expect(roles[1]).toMatchObject({ title: 'Licensed practical nurse' });
  });

  it('keeps an employer whose name reads as one with its legal form whole', () => {
    const [role] = parseExperience(
      lines(['SOLARIS BUS & COACH SP. Z O.O.    09/2024 - PRESENT', 'Maintenance Technician']),
    );
    expect(role).toMatchObject({
      company: 'SOLARIS BUS & COACH SP. Z O.O.',
      title: 'Maintenance Technician',
    });
  });

  it('reads "School. Degree." as a school and a degree', () => {
    const [entry] = parseEducation(
      lines([
        'University of Leeds. Bachelor of Science in Information Technology.    2012-08–2013-11',
        'Leeds',
      ]),
    );
    expect(entry).toMatchObject({
      school: 'University of Leeds',
      degree: 'Bachelor of Science in Information Technology',
    });
  });
});
