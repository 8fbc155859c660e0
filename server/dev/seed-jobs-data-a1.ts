/** Demo postings (software, data, nursing, teaching, sales, support and more), in four parts. See seed-jobs.ts. */
import type { SeedJob } from './seed-jobs';

export const SEED_JOBS_A1: SeedJob[] = [
  {
    slug: 'frontend-engineer-brightpath',
    title: 'Frontend Engineer (React)',
    company: 'BrightPath Learning',
    location: 'Austin, TX (Hybrid)',
    hoursAgo: 2,
    about:
      'BrightPath builds the reading platform used by 2 million students. You will own features of our React web app from design review to release.',
    duties: [
      'Build accessible UI components in React and TypeScript',
      'Work with designers on a shared component library',
      'Improve page performance and Core Web Vitals',
    ],
    requirements: [
      '3+ years of professional experience with React and TypeScript',
      'Solid HTML, CSS and accessibility (WCAG) knowledge',
      'Experience with testing (Jest, Testing Library or Playwright)',
      'Familiarity with REST or GraphQL APIs',
    ],
  },
  {
    slug: 'backend-engineer-ledgerly',
    title: 'Backend Engineer, Payments',
    company: 'Ledgerly',
    location: 'Remote (US)',
    hoursAgo: 5,
    about:
      'Ledgerly moves money for 40,000 small businesses. Our payments team designs the services that authorise, settle and reconcile every transaction.',
    duties: [
      'Design and run Node.js and Go services on AWS',
      'Model financial data in PostgreSQL with strong consistency',
      'Take part in an on-call rotation with clear runbooks',
    ],
    requirements: [
      '4+ years building backend services (Node.js, Go or Java)',
      'Strong SQL and PostgreSQL experience',
      'Experience with AWS, Docker and Kubernetes',
      'Understanding of idempotency and distributed systems',
    ],
  },
  {
    slug: 'senior-software-engineer-routewise',
    title: 'Senior Software Engineer',
    company: 'RouteWise Logistics',
    location: 'Denver, CO',
    hoursAgo: 9,
    about:
      'RouteWise plans the routes of 8,000 delivery vans every morning. We are hiring a senior engineer to lead our dispatch platform.',
    duties: [
      'Lead a team of 4 engineers on the dispatch services',
      'Own the event pipeline built on Kafka and PostgreSQL',
      'Mentor engineers through code review and pairing',
    ],
    requirements: [
      '6+ years of software engineering experience',
      'Expert TypeScript and Node.js; React is a plus',
      'Experience with Kafka, PostgreSQL and Kubernetes',
      'Track record of mentoring and technical leadership',
    ],
  },
  {
    slug: 'devops-engineer-cloudnest',
    title: 'DevOps Engineer',
    company: 'CloudNest',
    location: 'Seattle, WA',
    hoursAgo: 30,
    about:
      'CloudNest hosts data platforms for healthcare companies. Our platform team keeps 300 services deployable, observable and secure.',
    duties: [
      'Maintain Terraform modules and CI/CD pipelines',
      'Run Kubernetes clusters on AWS and GCP',
      'Improve monitoring with Prometheus and Grafana',
    ],
    requirements: [
      '3+ years in DevOps or site reliability engineering',
      'Hands-on Terraform, Kubernetes and Docker',
      'Scripting in Python or Bash',
      'Experience with HIPAA or SOC 2 controls is a plus',
    ],
  },
  {
    slug: 'mobile-developer-fitloop',
    title: 'iOS Developer',
    company: 'FitLoop',
    location: 'Remote (EU time zones)',
    hoursAgo: 96,
    about:
      'FitLoop is a fitness coaching app with 500,000 monthly users. You will build new training features for our iOS app.',
    duties: [
      'Build features in Swift and SwiftUI',
      'Integrate HealthKit and in-app purchases',
      'Write unit and UI tests for every feature',
    ],
    requirements: [
      '3+ years of iOS development with Swift',
      'Experience with SwiftUI and Combine',
      'Published apps on the App Store',
      'Good English communication',
    ],
  },
  {
    slug: 'data-analyst-harbor',
    title: 'Data Analyst',
    company: 'Harbor Analytics',
    location: 'Chicago, IL',
    hoursAgo: 4,
    about:
      'Harbor Analytics helps retail chains understand their customers. As a Data Analyst you will turn sales and loyalty data into decisions.',
    duties: [
      'Write SQL queries against our Snowflake warehouse',
      'Build and maintain Tableau dashboards for clients',
      'Analyse A/B tests and present findings to stakeholders',
    ],
    requirements: [
      '2+ years of experience as a data analyst',
      'Advanced SQL and Excel',
      'Experience with Tableau or Power BI',
      'Python (pandas) and basic statistics',
      'Clear written and verbal communication',
    ],
  },
  {
    slug: 'data-scientist-medisight',
    title: 'Data Scientist',
    company: 'MediSight',
    location: 'Boston, MA (Hybrid)',
    hoursAgo: 20,
    about:
      'MediSight predicts hospital readmissions so care teams can act early. Join a small team shipping models into clinical workflows.',
    duties: [
      'Build and validate machine learning models in Python',
      'Work with clinicians to define features and outcomes',
      'Monitor model performance in production',
    ],
    requirements: [
      "Master's degree in statistics, computer science or a related field",
      '3+ years of experience with Python, scikit-learn and SQL',
      'Experience with model evaluation and experiment design',
      'Healthcare data experience is a plus',
    ],
  },
  {
    slug: 'data-engineer-streamlyne',
    title: 'Data Engineer',
    company: 'Streamlyne',
    location: 'Remote (US)',
    hoursAgo: 50,
    about:
      'Streamlyne processes 2 billion events a day for media companies. Our data engineers build the pipelines behind every report.',
    duties: [
      'Build batch and streaming pipelines with Spark and Airflow',
      'Model data in dbt for analytics teams',
      'Improve data quality checks and alerting',
    ],
    requirements: [
      '3+ years of data engineering experience',
      'Python and SQL',
      'Spark, Airflow and dbt',
      'Experience with AWS or GCP data services',
    ],
  },
  {
    slug: 'bi-analyst-greenfield',
    title: 'Business Intelligence Analyst',
    company: 'Greenfield Foods',
    location: 'Minneapolis, MN',
    hoursAgo: 110,
    about:
      'Greenfield Foods supplies 1,200 grocery stores. The BI team gives buyers and planners the numbers they need every morning.',
    duties: [
      'Maintain Power BI reports on sales and inventory',
      'Automate weekly reporting with SQL and Python',
      'Support forecasting with the supply-chain team',
    ],
    requirements: [
      '2+ years in business intelligence or reporting',
      'Power BI and DAX',
      'Strong SQL',
      'Experience in retail or supply chain is a plus',
    ],
  },
  {
    slug: 'registered-nurse-mercy',
    title: 'Registered Nurse - Medical/Surgical',
    company: 'Mercy General Hospital',
    location: 'Sacramento, CA',
    hoursAgo: 3,
    about:
      'Mercy General is a 400-bed teaching hospital. Our medical/surgical unit is looking for a registered nurse for 12-hour day shifts.',
    duties: [
      'Assess patients and carry out care plans',
      'Administer medications and monitor responses',
      'Educate patients and families before discharge',
    ],
    requirements: [
      'Active California RN license',
      'BLS certification (ACLS preferred)',
      '1+ year of acute care nursing experience',
      'Experience with Epic electronic health records',
    ],
  },
];
