import { describe, expect, it } from 'vitest';
import { postingSentences } from './job-sentences';
import { toLines } from './lines';

const read = (text: string) =>
  Object.fromEntries(postingSentences(toLines(text)).map((s) => [s.text, [s.context, s.required]]));

describe('postingSentences', () => {
  it('places sentences under their heading and marks what the posting only welcomes', () => {
    expect(
      read(`Requirements
- Strong SQL
- Experience with Looker is a plus
- Bachelor's degree in economics (Master's preferred)
- 5+ years as a data analyst, ideally in retail
Nice to have
- dbt
Bonus: Airflow`),
    ).toEqual({
      'Strong SQL': ['required', true],
      'Experience with Looker is a plus': ['required', false],
      "Bachelor's degree in economics": ['required', true],
      "Master's preferred": ['required', false],
      '5+ years as a data analyst': ['required', true],
      'ideally in retail': ['required', false],
      dbt: ['preferred', false],
      'Bonus: Airflow': ['preferred', false],
    });
  });

  it("reads the employer's own text as asking for nothing, wherever it stands", () => {
    const placed = read(`What you'll do
- Build dashboards in Tableau
- Manage a $2M marketing budget
What we offer
- Remote work
Salary: $80,000–$95,000 a year. We are an equal opportunity employer.`);
    expect(placed['Build dashboards in Tableau']).toEqual(['body', true]);
    // An amount in the work itself is not pay.
    expect(placed['Manage a $2M marketing budget']).toEqual(['body', true]);
    expect(placed['Remote work']).toEqual(['employer', false]);
    expect(placed['Salary: $80,000–$95,000 a year']).toEqual(['employer', false]);
    expect(placed['We are an equal opportunity employer']).toEqual(['employer', false]);
  });
});
