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

describe('reading what a posting asks for, and how firmly', () => {
  const POSTING = `Data Engineer
Juniper Foods — Leeds
We run 140 grocery stores. You will model data in Snowflake and monitor drift with Evidently and WhyLogs.
What you bring
- 3+ years as a data engineer
- Strong Python and SQL
- Feature stores (Tecton, Feast or an in-house equivalent)
- Bachelor's degree in Statistics, Economics or a related field
- A graduate of Leeds Beckett University or Harrogate High School is welcome too
Bonus
- Spark or Databricks
- Familiarity with dbt
What's in it for you
£60,000–£75,000, health insurance, a pension and a 10% staff discount.
We're an equal opportunities employer.`;
  const job = analyzeJob(POSTING);
  const byLabel = new Map(job.requirements.map((r) => [r.label, r]));

  it("marks required and preferred by the posting's own headings and words, with the sentence", () => {
    expect(byLabel.get('Python')).toMatchObject({ required: true, line: 'Strong Python and SQL' });
    expect(byLabel.get('Snowflake')?.required).toBe(true); // named in the description of the work
    expect(byLabel.get('Spark')).toMatchObject({ required: false, line: 'Spark or Databricks' });
    expect(byLabel.get('dbt')).toMatchObject({ required: false, line: 'Familiarity with dbt' });
    expect(byLabel.get('3+ years of experience')).toMatchObject({ kind: 'qualification', required: true });
  });

  it('keeps unknown product names listed beside others, drops schools and places', () => {
    const labels = job.requirements.map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['Evidently', 'WhyLogs', 'Tecton']));
    for (const wrong of ['Leeds Beckett University', 'Harrogate High School', 'Leeds'])
      expect(labels).not.toContain(wrong);
  });

  it('reads nothing from the benefits and the equal-opportunity line, nor a degree subject as a skill', () => {
    const labels = job.requirements.map((r) => r.label);
    for (const wrong of ['Insurance', 'Statistics', 'Economics']) expect(labels).not.toContain(wrong);
    expect(labels).toContain("Bachelor's degree");
  });
});

describe('names as a recruiter writes them', () => {
  const POSTING = `GRC Lead
Juniper & Pine · Remote
Juniper & Pine builds care-coordination software for home-health agencies.
Requirements
- You'll own our SOC 2 Type II and ISO 27001 programs end to end
- Knowledge of IEC 61508 or other functional-safety standards
- Experience with the CASAS assessment system
- Working knowledge of MEDDICC or a comparable qualification framework
- Stakeholder management across risk, compliance and operations teams
- Nice to have: Python or R`;
  const labels = analyzeJob(POSTING).requirements.map((r) => r.label);

  it('keeps a standard and its number together ("SOC 2", not "Security operations" from "SOC")', () => {
    expect(labels).toEqual(expect.arrayContaining(['SOC 2', 'ISO 27001', 'IEC 61508']));
    for (const wrong of ['Security operations', 'ISO', 'IEC']) expect(labels).not.toContain(wrong);
  });

  it('names the product, not the kind of thing it is, and no kind of thing alone', () => {
    expect(labels).toContain('CASAS');
    expect(labels).not.toContain('CASAS assessment system');
    expect(labels.join('|')).not.toMatch(/qualification framework/);
  });

  it('reads neither the teams one works with nor what the employer sells', () => {
    for (const wrong of ['Compliance', 'Care coordination', 'Home health'])
      expect(labels).not.toContain(wrong);
    expect(labels).toContain('Stakeholder Management');
  });

  it('does not let the employer\'s name hide a word of it ("Juniper & Pine" and R)', () => {
    expect(labels).toContain('R');
  });
});

describe('versions', () => {
  const job = analyzeJob(`Frontend Engineer
Requirements
- Our Next.js 14 App Router codebase, React 18 and Python 3.11+
- Interfaces built to WCAG 2.2 AA
- 5 years of TypeScript
- OSHA 10 card`);
  const version = (label: string) => job.requirements.find((r) => r.label === label)?.version;

  it('keeps the version a posting names beside the plain name a resume is matched on', () => {
    expect([version('Next.js'), version('React'), version('Python'), version('WCAG')]).toEqual([
      '14',
      '18',
      '3.11+',
      '2.2',
    ]);
  });

  it('takes no count of years, and no number after a practice for a version', () => {
    expect(version('TypeScript')).toBeUndefined();
    expect(job.requirements.filter((r) => r.version === '10')).toEqual([]);
  });
});

describe('names a posting gives in passing', () => {
  it('reads two joined modifiers with the words they share, on both sides', () => {
    const labels = analyzeJob(`Security Engineer
Requirements
- Container and Kubernetes security
- Build attribution and funnel reporting`).requirements.map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Container security', 'Kubernetes security', 'Marketing attribution']),
    );
    expect(termIn('Container security', buildTermIndex('Hardened container and Kubernetes security'))).toBe(
      true,
    );
  });

  it('reads a skill named by its verb and object, on both sides', () => {
    const labels = analyzeJob(`AP Clerk
Responsibilities
- Reconcile vendor statements and investigate incidents`).requirements.map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Vendor statement reconciliation', 'Incident investigation']),
    );
    expect(
      termIn('Vendor statement reconciliation', buildTermIndex('Reconciled vendor statements monthly')),
    ).toBe(true);
    // An adjective is no object: "write technical specs" is not technical writing.
    expect(termIn('Technical writing', buildTermIndex('Write technical specs'))).toBe(false);
  });

  it('reads a verb with each object it shares ("track student progress and attendance")', () => {
    const labels = analyzeJob(`ESL Instructor
Responsibilities
- Track student progress and attendance in our database`).requirements.map((r) => r.label);
    expect(labels).toContain('Attendance tracking');
  });

  it('keeps unknown tools listed in parentheses, after "such as", or named as the employer\'s own', () => {
    const labels = analyzeJob(`Analyst
Requirements
- Detection engineering and SIEM experience (Panther, Splunk)
- Experience with an ERP system (we use Plex)
- Experience with sourcing tools such as Gem or SeekOut`).requirements.map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['Panther', 'Plex', 'Gem']));
  });
});

describe('examples in parentheses', () => {
  it('reads a field named only as an example as no requirement, and keeps names listed so', () => {
    const labels = analyzeJob(`Front Desk Agent
Requirements
- 1 year of guest-facing customer service experience (hotel, restaurant, retail)
- Familiarity with messaging compliance (TCPA, 10DLC registration)`).requirements.map((r) => r.label);
    expect(labels).not.toContain('Retail');
    expect(labels).toContain('TCPA');
  });
});

describe('what the employer says in passing does not hide what it asks', () => {
  const labels = analyzeJob(`Support Specialist
Nestwise Home Insurance · Remote
Requirements
- 2+ years of support experience, ideally in insurance or banking
- Interest in coaching a club (stipend available)
- An MSc in statistics, and at least 3 years of applied data science experience`).requirements.map(
    (r) => r.label,
  );

  it("keeps a known term that is also a word of the employer's name", () => {
    expect(labels).toContain('Insurance');
  });

  it('reads a sentence whose aside mentions pay, and the clause after a degree subject', () => {
    expect(labels).toContain('Coaching');
    expect(labels).toContain('Data science');
    expect(labels).not.toContain('Statistics');
  });
});

describe('people, job titles and places are not skills', () => {
  const labels = (text: string) => analyzeJob(text).requirements.map((r) => r.label);

  it('reads no department one works with or for ("with marketing, sales and customer success")', () => {
    const got = labels(`Product Manager
Responsibilities
- Plan launches with marketing, sales and customer success
- Run ad hoc analyses for the Controller and FP&A
- Run business-case conversations with CFOs, controllers and procurement leaders
Requirements
- Experience with Gainsight`);
    for (const wrong of ['Customer success', 'FP&A', 'Procurement']) expect(got).not.toContain(wrong);
    expect(got).toContain('Gainsight');
  });

  it('reads the roles a recruiter hires for as roles ("C++ and Python roles")', () => {
    const got = labels(`Technical Recruiter
Requirements
- You know the difference between C++ and Python roles
- Experience with Greenhouse`);
    expect(got).not.toContain('C++');
    expect(got).not.toContain('Python');
  });

  it('reads a field before a job title as the practice it stands for, or as nothing', () => {
    const designer = labels(`Designer
Requirements
- 2+ years as a product designer`);
    expect(designer).toContain('Product design');
    const associate = labels(`Sales Associate
We're looking for a friendly Sales Associate to join our floor team.
Requirements
- Cash handling`);
    expect(associate).not.toContain('Sales');
  });

  it('reads no practice from a joined phrase that names teams ("front- and back-of-house teams")', () => {
    const got = labels(`General Manager
Responsibilities
- Hire, train, schedule and develop front- and back-of-house teams`);
    expect(got).not.toContain('Front-of-house');
  });

  it('reads the town the posting is in as a place wherever it stands', () => {
    const got = labels(`Front Desk Agent
The Alderwick Hotel — Savannah, GA
Nice to have
• Familiarity with Savannah and the Historic District
• Opera PMS`);
    expect(got).not.toContain('Savannah');
    expect(got).not.toContain('Historic District');
    expect(got).toContain('Opera PMS');
  });

  it('reads the buyers one sells to as people ("finance or procurement buyers")', () => {
    expect(
      analyzeJob(`Account Executive
Requirements
- Experience selling to finance or procurement buyers`).requirements.map((r) => r.label),
    ).not.toContain('Procurement');
  });

  it('reads a bare field beside the kind of it the posting names only where asked for alone', () => {
    const forecasting = labels(`Data Scientist
Responsibilities
- Build demand-forecasting models and turn forecasts into staffing plans
Requirements
- Python`);
    expect(forecasting).toContain('Demand forecasting');
    expect(forecasting).not.toContain('Forecasting');
    const seo = labels(`Content Manager
Requirements
- 3+ years of SEO experience
- Run technical SEO audits`);
    expect(seo).toContain('SEO');
    expect(seo).toContain('Technical SEO');
  });
});

describe('soft skills', () => {
  it('reads a soft skill where the posting asks for it, not where the employer praises itself', () => {
    const got = analyzeJob(`Customer Support Specialist
Nestwise — Remote
About us
We're a friendly, collaborative and curious team of 40, and we love problem solving.
What you'll do
- Answer customer questions by phone, email and chat
Requirements
- Excellent written communication
- Patience with upset customers
Benefits
- A supportive, flexible culture that values teamwork and leadership`).requirements;
    const soft = got.filter((r) => r.kind === 'soft').map((r) => r.label);
    expect(soft.sort()).toEqual(['Patience', 'Written communication']);
  });

  it('reads no quality the posting denies to others ("field workers who have little patience")', () => {
    const got = analyzeJob(`UX Researcher
Requirements
- You must be comfortable talking with field workers who have little patience for software
- Usability testing`).requirements.map((r) => r.label);
    expect(got).not.toContain('Patience');
    expect(got).toContain('Usability testing');
  });
});

describe('job keywords', () => {
  it('never starts or ends a keyword with a joining word where a line broke', () => {
    const job = `Senior Frontend Engineer at Orbit Freight
We are hiring a Senior Frontend Engineer. Requirements: 5+ years of experience with TypeScript and
React; experience with Node.js and PostgreSQL; Docker and Kubernetes are a plus.`;
    const keywords = analyzeJob(job).keywords;
    expect(keywords).toEqual(expect.arrayContaining(['TypeScript', 'React', 'Node.js', 'PostgreSQL']));
    for (const k of keywords)
      expect(k).not.toMatch(/^(?:and|or|the|of|with|to|in)\s|\s(?:and|or|the|of|with|to|in)$/i);
  });
});
