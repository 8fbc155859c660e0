/** Demo postings (software, data, nursing, teaching, sales, support and more), in four parts. See seed-jobs.ts. */
import type { SeedJob } from './seed-jobs';

export const SEED_JOBS_A2: SeedJob[] = [
  {
    slug: 'icu-nurse-stlukes',
    title: 'ICU Registered Nurse',
    company: "St. Luke's Medical Center",
    location: 'Phoenix, AZ',
    hoursAgo: 26,
    about:
      "St. Luke's 24-bed ICU cares for critically ill adults. We offer a sign-on bonus and a structured orientation.",
    duties: [
      'Provide critical care to ventilated and post-surgical patients',
      'Titrate drips and manage hemodynamic monitoring',
      'Collaborate with intensivists and respiratory therapists',
    ],
    requirements: [
      'Active Arizona or compact RN license',
      'BLS and ACLS certification',
      '2+ years of ICU experience',
      'CCRN certification preferred',
    ],
  },
  {
    slug: 'nurse-practitioner-clearwater',
    title: 'Family Nurse Practitioner',
    company: 'Clearwater Community Clinic',
    location: 'Tampa, FL',
    hoursAgo: 84,
    about:
      'Clearwater is a community clinic serving uninsured families. Our nurse practitioners see patients of all ages.',
    duties: [
      'Diagnose and treat acute and chronic conditions',
      'Order and interpret lab tests',
      'Provide preventive care and health education',
    ],
    requirements: [
      'Active Florida APRN license and DEA registration',
      'FNP board certification',
      '2+ years of primary care experience',
      'Spanish is a plus',
    ],
  },
  {
    slug: 'math-teacher-lincoln',
    title: 'High School Mathematics Teacher',
    company: 'Lincoln Unified School District',
    location: 'Stockton, CA',
    hoursAgo: 7,
    about:
      'Lincoln High School is hiring a mathematics teacher for Algebra II and Pre-Calculus starting in the spring semester.',
    duties: [
      'Plan and deliver lessons aligned to state standards',
      'Assess student progress and adapt instruction',
      'Communicate with parents and join department meetings',
    ],
    requirements: [
      "Bachelor's degree in mathematics or education",
      'Valid California single subject teaching credential in mathematics',
      'Classroom management skills',
      'Experience with Google Classroom',
    ],
  },
  {
    slug: 'elementary-teacher-oakridge',
    title: 'Elementary School Teacher (Grade 3)',
    company: 'Oakridge Academy',
    location: 'Raleigh, NC',
    hoursAgo: 45,
    about:
      'Oakridge Academy is a small independent school with class sizes of 18. We are looking for a warm, organised third-grade teacher.',
    duties: [
      'Teach reading, writing, math and science',
      'Differentiate lessons for a range of learners',
      'Hold parent conferences twice a year',
    ],
    requirements: [
      "Bachelor's degree in elementary education",
      'North Carolina teaching license',
      '2+ years of classroom teaching experience',
      'Experience with guided reading',
    ],
  },
  {
    slug: 'instructional-designer-skillforge',
    title: 'Instructional Designer',
    company: 'SkillForge',
    location: 'Remote (US)',
    hoursAgo: 100,
    about:
      'SkillForge creates online training for manufacturing companies. You will design courses that workers actually finish.',
    duties: [
      'Design e-learning modules in Articulate Storyline',
      'Interview subject matter experts',
      'Measure learning outcomes and improve courses',
    ],
    requirements: [
      '3+ years of instructional design experience',
      'Articulate 360 and an LMS',
      'Knowledge of ADDIE and adult learning principles',
      'A portfolio of e-learning work',
    ],
  },
  {
    slug: 'account-executive-salesgrid',
    title: 'Account Executive, Mid-Market',
    company: 'SalesGrid',
    location: 'New York, NY',
    hoursAgo: 6,
    about:
      'SalesGrid is a CRM for field sales teams. Our account executives close new mid-market customers with a clear, consultative process.',
    duties: [
      'Run the full sales cycle from discovery to close',
      'Build pipeline with SDRs and partners',
      'Forecast accurately in Salesforce',
    ],
    requirements: [
      '3+ years of B2B SaaS sales experience',
      'Consistent record of meeting or exceeding quota',
      'Experience with Salesforce and MEDDIC or a similar method',
      'Excellent presentation and negotiation skills',
    ],
  },
  {
    slug: 'sdr-brightwave',
    title: 'Sales Development Representative',
    company: 'BrightWave Energy',
    location: 'Dallas, TX',
    hoursAgo: 15,
    about:
      'BrightWave installs solar panels for businesses. Our SDRs start every conversation that becomes a project.',
    duties: [
      'Prospect businesses by phone, e-mail and LinkedIn',
      'Qualify leads and book meetings for account executives',
      'Keep HubSpot up to date',
    ],
    requirements: [
      '1+ year in sales, customer service or hospitality',
      'Strong phone and writing skills',
      'Experience with HubSpot or another CRM',
      'Motivated by targets and commission',
    ],
  },
  {
    slug: 'retail-sales-associate-northpeak',
    title: 'Retail Sales Associate',
    company: 'NorthPeak Outdoor',
    location: 'Portland, OR',
    hoursAgo: 60,
    about:
      'NorthPeak sells outdoor gear and rents skis and bikes. Our store team helps customers pick the right equipment.',
    duties: [
      'Advise customers on gear and fit',
      'Process sales and rentals at the register',
      'Keep the floor stocked and organised',
    ],
    requirements: [
      'Customer service or retail experience',
      'Interest in hiking, skiing or cycling',
      'Availability on weekends',
      'Ability to lift 30 lbs',
    ],
  },
  {
    slug: 'sales-manager-medcore',
    title: 'Regional Sales Manager, Medical Devices',
    company: 'MedCore Devices',
    location: 'Atlanta, GA',
    hoursAgo: 115,
    about:
      'MedCore makes surgical stapling devices. The regional manager leads 8 representatives across the Southeast.',
    duties: [
      'Coach and manage a team of 8 sales representatives',
      'Own the regional revenue plan',
      'Build relationships with hospital purchasing teams',
    ],
    requirements: [
      '5+ years of medical device sales, 2+ in management',
      'Record of growing a territory',
      'Willingness to travel 50%',
      "Bachelor's degree",
    ],
  },
  {
    slug: 'customer-success-manager-taskhive',
    title: 'Customer Success Manager',
    company: 'TaskHive',
    location: 'Remote (US)',
    hoursAgo: 12,
    about:
      'TaskHive is project management software for agencies. Customer success managers keep our 300 largest accounts healthy and growing.',
    duties: [
      'Onboard new customers and run quarterly business reviews',
      'Track account health and reduce churn',
      'Find expansion opportunities with account executives',
    ],
    requirements: [
      '3+ years in customer success or account management for SaaS',
      'Experience with Gainsight or a similar tool',
      'Strong presentation skills',
      'Data-driven approach to account health',
    ],
  },
];
