import { describe, expect, it } from 'vitest';
import { jobQualifications } from './job-qualifications';

describe('jobQualifications', () => {
  it('reads the first duration, degrees and spoken languages from requirement lines', () => {
    expect(
      jobQualifications([
        '5+ years of professional frontend development',
        "Bachelor's degree in Computer Science or equivalent experience",
        'Fluent Spanish and English, written and spoken',
        '2+ years leading a team',
      ]),
    ).toEqual(['5+ years of experience', "Bachelor's degree", 'Spanish', 'English']);
  });

  it('reads word numbers and months, and never an age', () => {
    expect(jobQualifications(['Must be at least 18 years of age', 'Two (2) years in retail'])).toEqual([
      '2+ years of experience',
    ]);
    expect(jobQualifications(['6 months of kitchen experience'])).toEqual(['6+ months of experience']);
  });

  it('does not take a language the posting rules out, nor one named without speaking it', () => {
    expect(jobQualifications(['Dutch is not required', 'Experience with German automotive clients'])).toEqual(
      [],
    );
  });
});
