import { describe, expect, it } from 'vitest';
import { jobQualifications } from './job-qualifications';
import type { PostingSentence } from './job-sentences';

/** Requirement sentences as postingSentences gives them; "(preferred)" marks a welcome one. */
const asked = (...texts: string[]): PostingSentence[] =>
  texts.map((t) => ({
    text: t.replace(' (preferred)', ''),
    context: 'required',
    requirement: true,
    required: !t.endsWith('(preferred)'),
  }));
const labels = (sentences: PostingSentence[]) => jobQualifications(sentences).map((q) => q.label);

describe('jobQualifications', () => {
  it('reads the first duration, degrees and spoken languages from requirement lines', () => {
    expect(
      labels(
        asked(
          '5+ years of professional frontend development',
          "Bachelor's degree in Computer Science or equivalent experience",
          'Fluent Spanish and English, written and spoken',
          '2+ years leading a team',
        ),
      ),
    ).toEqual(['5+ years of experience', "Bachelor's degree", 'Spanish', 'English']);
  });

  it('reads word numbers and months, and never an age', () => {
    expect(labels(asked('Must be at least 18 years of age', 'Two (2) years in retail'))).toEqual([
      '2+ years of experience',
    ]);
    expect(labels(asked('6 months of kitchen experience'))).toEqual(['6+ months of experience']);
  });

  it('does not take a language the posting rules out, nor one named without speaking it', () => {
    expect(labels(asked('Dutch is not required', 'Experience with German automotive clients'))).toEqual([]);
  });

  it('keeps the sentence each was read from and whether the posting requires it', () => {
    const [degree, language] = jobQualifications(
      asked("Bachelor's degree in nursing", 'Conversational Spanish (preferred)'),
    );
    expect(degree).toEqual({
      label: "Bachelor's degree",
      kind: 'qualification',
      required: true,
      line: "Bachelor's degree in nursing",
    });
    expect(language).toMatchObject({ label: 'Spanish', required: false, line: 'Conversational Spanish' });
  });

  it('reads a duration only where it is experience asked for', () => {
    expect(
      labels(
        asked(
          "We've been named a Best Firm to Work For five years running",
          'Our devices run for five years on a single battery',
          'Proven experience as a Product Owner in a Scrum team (2+ years)',
        ),
      ),
    ).toEqual(['2+ years of experience']);
  });

  it('reads degrees offered as alternatives as the lowest of them', () => {
    expect(labels(asked('An MSc or PhD in statistics or a related field'))).toEqual(["Master's degree"]);
    expect(labels(asked("Master's or Doctorate (MSN or DNP)"))).toEqual(["Master's degree"]);
    expect(labels(asked('BSc or MSc in Electrical Engineering'))).toEqual(["Bachelor's degree"]);
    // Asked apart, each is its own requirement.
    expect(labels(asked("Bachelor's degree in finance", "Master's degree (preferred)"))).toEqual([
      "Bachelor's degree",
      "Master's degree",
    ]);
  });

  it('reads "Bilingual English/Spanish" as Spanish asked of an English speaker', () => {
    expect(labels(asked('Bilingual English/Spanish strongly preferred'))).toEqual(['Spanish']);
  });

  it('reads a language named as itself in a requirement list, or asked of the reader elsewhere', () => {
    expect(labels(asked('Spanish', 'German is a plus', 'Clear written English: we work async'))).toEqual([
      'Spanish',
      'German',
      'English',
    ]);
    expect(labels(asked('Bilingual in Spanish or Hmong'))).toEqual(['Spanish', 'Hmong']);
    // A language as an adjective asks for nothing.
    expect(labels(asked('Experience with German automotive clients is a plus'))).toEqual([]);
    const body = (text: string): PostingSentence => ({
      text,
      context: 'body',
      requirement: false,
      required: true,
    });
    expect(
      jobQualifications([body('Speaking Polish or Russian is helpful for some of our clients')]).map(
        (q) => q.label,
      ),
    ).toEqual(['Polish', 'Russian']);
    expect(jobQualifications([body('Nearly 60% of our patients speak Spanish at home')])).toEqual([]);
  });

  it('reads a degree of no named level as a Bachelor\'s, and not "a high degree of" anything', () => {
    expect(labels(asked('A degree in HCI, psychology or a related field is preferred'))).toEqual([
      "Bachelor's degree",
    ]);
    expect(labels(asked('A software engineering background or a computer science degree'))).toEqual([
      "Bachelor's degree",
      'Software engineering background',
    ]);
    expect(labels(asked('A high degree of autonomy'))).toEqual([]);
  });

  it('reads a portfolio and supervisory experience, not a loan portfolio', () => {
    expect(
      labels(asked('A portfolio that shows your process', 'at least 1 year as a lead or supervisor')),
    ).toEqual(['1+ years of experience', 'Portfolio', 'Supervisory experience']);
    expect(labels(asked('Manage a portfolio of loans worth $40M'))).toEqual([]);
  });
});
