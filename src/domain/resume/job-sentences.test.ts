import { describe, expect, it } from 'vitest';
import { postingSentences, withoutCollaborators } from './job-sentences';
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

  it("reads the header and the company's account of itself as asking for nothing", () => {
    const text = `Backend Engineer, Ledger (Go)
Tidewater Payments · Remote (US or Canada)
Tidewater moves money for 4,000 small property managers: rent collection and security deposits.
We're a 40-person company with $9M in revenue. We're hiring a backend engineer to own our ledger.
Requirements
- 3+ years of Go`;
    const placed = Object.fromEntries(
      postingSentences(toLines(text), {
        title: 'Backend Engineer, Ledger (Go)',
        company: 'Tidewater Payments',
      }).map((s) => [s.text, s.context]),
    );
    expect(placed['Backend Engineer, Ledger (Go)']).toBe('header');
    expect(placed['Tidewater Payments · Remote (US or Canada)']).toBe('header');
    expect(
      placed[
        'Tidewater moves money for 4,000 small property managers: rent collection and security deposits'
      ],
    ).toBe('employer');
    expect(placed["We're a 40-person company with $9M in revenue"]).toBe('employer');
    // A sentence about the hire is read, whoever its subject is.
    expect(placed["We're hiring a backend engineer to own our ledger"]).toBe('body');
    expect(placed['3+ years of Go']).toBe('required');
  });
});

describe('postingSentences: labels and asides', () => {
  it('places every clause of a labelled line, and reads "is a plus" as asking wherever it stands', () => {
    const placed = read(`About the job
Requirements: 3+ years of brand design; a portfolio with packaging work; Adobe Illustrator
German is a plus`);
    expect(placed['a portfolio with packaging work']).toEqual(['required', true]);
    expect(placed['Adobe Illustrator']).toEqual(['required', true]);
    const german = postingSentences(toLines('About the job\nGerman is a plus')).find(
      (s) => s.text === 'German is a plus',
    );
    expect(german).toMatchObject({ context: 'body', requirement: true, required: false });
  });
});

describe('postingSentences: a header only where the posting has one', () => {
  it('reads the lines under a title that hold no place or hours, and a posting with no title line', () => {
    const frame = { title: 'Senior Python Developer', company: null };
    const placed = Object.fromEntries(
      postingSentences(
        toLines('Senior Python Developer\nPython, Django, PostgreSQL\n5+ years with APIs'),
        frame,
      ).map((s) => [s.text, s.context]),
    );
    expect(placed).toEqual({
      'Senior Python Developer': 'header',
      'Python, Django, PostgreSQL': 'body',
      '5+ years with APIs': 'body',
    });
    const list = postingSentences(toLines('Python, SQL, Tableau\nStakeholder management'), {
      title: null,
      company: null,
    });
    expect(list.map((s) => s.context)).toEqual(['body', 'body']);
  });
});

describe('withoutCollaborators', () => {
  it.each([
    ['Partner with SDRs, solutions engineers and customer success on pipeline', 'Partner on pipeline'],
    ['Stakeholder management across risk, compliance and operations teams', 'Stakeholder management across'],
    ['Run reports for leadership', 'Run reports for'],
    [
      'Bring up boards together with our hardware engineers using oscilloscopes',
      'Bring up boards together using oscilloscopes',
    ],
  ])('"%s" keeps only the work: "%s"', (text, work) => {
    expect(withoutCollaborators(text)).toBe(work);
  });

  it('keeps tools a person works with', () => {
    expect(withoutCollaborators('Experience working with Salesforce and HubSpot')).toBe(
      'Experience working with Salesforce and HubSpot',
    );
  });
});
