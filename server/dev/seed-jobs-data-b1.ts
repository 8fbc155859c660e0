/** Demo postings (software, data, nursing, teaching, sales, support and more), in four parts. See seed-jobs.ts. */
import type { SeedJob } from './seed-jobs';

export const SEED_JOBS_B1: SeedJob[] = [
  {
    slug: 'staff-accountant-pinnacle',
    title: 'Staff Accountant',
    company: 'Pinnacle Manufacturing',
    location: 'Cleveland, OH',
    hoursAgo: 8,
    about:
      'Pinnacle makes industrial pumps in three plants. The accounting team closes the books every month in five working days.',
    duties: [
      'Prepare journal entries and account reconciliations',
      'Support month-end close and accruals',
      'Help with the annual audit',
    ],
    requirements: [
      "Bachelor's degree in accounting",
      '1-3 years of general ledger accounting experience',
      'Strong Excel (pivot tables, VLOOKUP)',
      'Experience with NetSuite or SAP',
      'CPA candidate preferred',
    ],
  },
  {
    slug: 'senior-accountant-vantage',
    title: 'Senior Accountant',
    company: 'Vantage Health Partners',
    location: 'Nashville, TN (Hybrid)',
    hoursAgo: 40,
    about:
      'Vantage operates 60 outpatient clinics. Our senior accountant owns revenue accounting and the consolidation.',
    duties: [
      'Lead revenue recognition under ASC 606',
      'Prepare consolidated financial statements',
      'Improve close processes and controls',
    ],
    requirements: [
      'CPA license',
      '4+ years of accounting experience, public accounting preferred',
      'Knowledge of US GAAP and ASC 606',
      'Advanced Excel',
    ],
  },
  {
    slug: 'payroll-specialist-crestline',
    title: 'Payroll Specialist',
    company: 'Crestline Hospitality',
    location: 'Orlando, FL',
    hoursAgo: 90,
    about:
      'Crestline runs 12 hotels with 2,500 employees. Our payroll specialist makes sure everyone is paid correctly and on time.',
    duties: [
      'Process bi-weekly multi-state payroll in ADP',
      'Handle tips, garnishments and benefits deductions',
      'Answer employee payroll questions',
    ],
    requirements: [
      '2+ years of payroll experience',
      'ADP Workforce Now',
      'Knowledge of federal and state payroll tax rules',
      'Attention to detail and confidentiality',
    ],
  },
  {
    slug: 'financial-analyst-summit',
    title: 'Financial Analyst (FP&A)',
    company: 'Summit Software',
    location: 'San Diego, CA',
    hoursAgo: 18,
    about:
      'Summit Software sells scheduling software to 5,000 clinics. FP&A builds the budget and tells leaders where the business is going.',
    duties: [
      'Build the annual budget and monthly forecasts',
      'Analyse SaaS metrics such as ARR, churn and CAC',
      'Prepare board and leadership reporting',
    ],
    requirements: [
      "Bachelor's degree in finance, economics or accounting",
      '2+ years of FP&A or investment banking experience',
      'Advanced Excel and financial modelling',
      'SQL or Adaptive Insights is a plus',
    ],
  },
  {
    slug: 'product-designer-nimbus',
    title: 'Product Designer',
    company: 'Nimbus Health',
    location: 'Remote (US)',
    hoursAgo: 10,
    about:
      'Nimbus Health builds telehealth software for therapists. Our designers shape every screen patients and therapists use.',
    duties: [
      'Design end-to-end flows in Figma',
      'Run user research and usability tests',
      'Contribute to our design system',
    ],
    requirements: [
      '3+ years of product design experience',
      'A portfolio showing interaction and visual design',
      'Expert Figma and prototyping skills',
      'Experience with user research and accessibility',
    ],
  },
  {
    slug: 'graphic-designer-lumen',
    title: 'Graphic Designer',
    company: 'Lumen Creative Agency',
    location: 'Los Angeles, CA',
    hoursAgo: 35,
    about:
      'Lumen is a 30-person agency creating campaigns for consumer brands. We need a designer who loves typography and layout.',
    duties: [
      'Create social, print and web assets for campaigns',
      'Prepare files for print production',
      'Present concepts to art directors and clients',
    ],
    requirements: [
      '2+ years of graphic design experience',
      'Adobe Photoshop, Illustrator and InDesign',
      'A strong portfolio of brand work',
      'Motion design in After Effects is a plus',
    ],
  },
  {
    slug: 'ux-researcher-civicly',
    title: 'UX Researcher',
    company: 'Civicly',
    location: 'Washington, DC',
    hoursAgo: 80,
    about:
      'Civicly builds digital services for city governments. Our researchers make sure residents can actually use them.',
    duties: [
      'Plan and run interviews and usability studies',
      'Synthesise findings into clear recommendations',
      'Work with designers and product managers on priorities',
    ],
    requirements: [
      '3+ years of UX research experience',
      'Qualitative and quantitative research methods',
      'Experience with accessibility and plain language',
      'Excellent writing and presentation skills',
    ],
  },
  {
    slug: 'digital-marketing-manager-peakform',
    title: 'Digital Marketing Manager',
    company: 'PeakForm Nutrition',
    location: 'Boulder, CO',
    hoursAgo: 11,
    about:
      'PeakForm sells sports nutrition online in 20 countries. We are looking for a manager to run paid acquisition and e-mail.',
    duties: [
      'Manage Google Ads and Meta campaigns with a $2M budget',
      'Run e-mail marketing in Klaviyo',
      'Report on ROAS, CAC and LTV',
    ],
    requirements: [
      '4+ years of performance marketing experience',
      'Google Ads, Meta Ads Manager and Google Analytics 4',
      'E-commerce experience (Shopify)',
      'Strong analytical skills with Excel or SQL',
    ],
  },
  {
    slug: 'content-marketing-specialist-writewell',
    title: 'Content Marketing Specialist',
    company: 'WriteWell',
    location: 'Remote (US)',
    hoursAgo: 28,
    about:
      'WriteWell is a writing assistant used by 1 million students. Our content team writes guides that rank and convert.',
    duties: [
      'Write blog posts, guides and newsletters',
      'Do keyword research and on-page SEO',
      'Measure content performance and iterate',
    ],
    requirements: [
      '2+ years of content marketing experience',
      'Excellent writing and editing skills',
      'SEO tools such as Ahrefs or Semrush',
      'Experience with WordPress or Webflow',
    ],
  },
  {
    slug: 'social-media-coordinator-urbanbrew',
    title: 'Social Media Coordinator',
    company: 'Urban Brew Coffee',
    location: 'Philadelphia, PA',
    hoursAgo: 105,
    about:
      'Urban Brew runs 25 coffee shops. Our social media coordinator tells the story of our people, our coffee and our neighbourhoods.',
    duties: [
      'Plan and publish content on Instagram and TikTok',
      'Shoot and edit short videos in our shops',
      'Engage with our community and track growth',
    ],
    requirements: [
      '1+ year managing brand social media',
      'Photo and video editing (CapCut, Lightroom)',
      'A portfolio of social content',
      'Knowledge of social analytics',
    ],
  },
];
