/**
 * Job reading (issue 19): the wrong mappings found on real postings, and the aliases and word
 * forms a posting and a resume must share. Each case quotes the posting line that misled.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJob } from './analyze-job';
import { buildTermIndex } from './normalize';
import { termIn } from './vocabulary';

const FRONTEND = `Senior Frontend Engineer (Next.js)
Brightwell Commerce — Remote
What you'll do
- Build features in our Next.js 14 App Router codebase
- Own the performance budgets for our key storefront pages and keep Core Web Vitals (LCP, INP, CLS) in the green
- Grow our component library in Storybook together with the design team
- Write unit tests with Vitest and end-to-end tests with Playwright
What we're looking for
- Strong knowledge of accessibility: you have built interfaces to WCAG 2.1 AA and tested them with screen readers
What we offer
A home-office budget and a yearly learning stipend.`;

const ML = `Machine Learning Engineer
About the AI platform team
We build the infrastructure that takes our data scientists' notebook prototypes to production models.
Requirements
- Turn notebook prototypes into tested, versioned services with MLflow and Kubeflow Pipelines
- Work with our risk and compliance partners on model documentation`;

describe('reading a posting: no term from another field', () => {
  const frontend = analyzeJob(FRONTEND).keywords;
  const ml = analyzeJob(ML).keywords;

  it.each([
    ['Vital Signs', 'Core Web Vitals'],
    ['Budgeting', 'performance budgets, a home-office budget'],
    ['AA', 'WCAG 2.1 AA'],
  ])('names no "%s" in a frontend posting (from "%s")', (wrong) => {
    expect(frontend).not.toContain(wrong);
  });

  it.each([
    ['Wireframing', 'notebook prototypes'],
    ['Prototyping', 'notebook prototypes'],
    ['Artificial Intelligence', 'the AI platform team'],
    ['Compliance', 'our risk and compliance partners'],
  ])('names no "%s" in an ML posting (from "%s")', (wrong) => {
    expect(ml).not.toContain(wrong);
  });

  it('names the frontend tools and standards the posting asks for', () => {
    for (const term of [
      'Storybook',
      'Vitest',
      'Playwright',
      'WCAG',
      'Core Web Vitals',
      'Performance budgets',
      'Screen readers',
    ])
      expect(frontend, term).toContain(term);
    expect(frontend).toContain('Accessibility');
  });

  it('names the ML tools', () => {
    expect(ml).toEqual(expect.arrayContaining(['MLflow', 'Kubeflow']));
  });
});

describe('aliases and word forms, the same on both sides', () => {
  it.each([
    ['Kubernetes', 'Deployed services on K8s'],
    ['PostgreSQL', 'Tuned Postgres queries'],
    ['GCP', 'Ran the data platform on Google Cloud'],
    ['CI/CD', 'Built CI/CD pipelines for 30 services'],
    ['Accessibility', 'Responsive and accessible web design'],
    ['WCAG', 'Audited the checkout against WCAG 2.1 AA'],
    ['Code review', 'Led code reviews for the team'],
  ])('%s is met by "%s"', (term, line) => {
    expect(termIn(term, buildTermIndex(line))).toBe(true);
  });

  it.each([
    ['Prototyping', 'Shipped three prototypes'],
    ['Epic', 'An epic journey across three continents'],
  ])('%s is not met by "%s"', (term, line) => {
    expect(termIn(term, buildTermIndex(line))).toBe(false);
  });
});
