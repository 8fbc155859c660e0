/** Demo postings (software, data, nursing, teaching, sales, support and more), in four parts. See seed-jobs.ts. */
import type { SeedJob } from './seed-jobs';

export const SEED_JOBS_B2: SeedJob[] = [
  {
    slug: 'operations-manager-swiftship',
    title: 'Operations Manager',
    company: 'SwiftShip Fulfillment',
    location: 'Reno, NV',
    hoursAgo: 14,
    about:
      'SwiftShip runs a 300,000 sq ft fulfilment centre for e-commerce brands. The operations manager leads 120 associates across two shifts.',
    duties: [
      'Lead receiving, picking, packing and shipping',
      'Track productivity, accuracy and safety KPIs',
      'Drive lean improvements and labour planning',
    ],
    requirements: [
      '5+ years of warehouse or distribution operations experience',
      '3+ years managing supervisors',
      'Experience with a WMS and lean methods',
      "Bachelor's degree preferred",
    ],
  },
  {
    slug: 'project-manager-buildright',
    title: 'Construction Project Manager',
    company: 'BuildRight Contractors',
    location: 'Charlotte, NC',
    hoursAgo: 55,
    about:
      'BuildRight builds schools and medical offices. Our project managers deliver $5-30M projects on time and on budget.',
    duties: [
      'Manage budgets, schedules and subcontractors',
      'Run owner and architect meetings',
      'Oversee RFIs, submittals and change orders',
    ],
    requirements: [
      "Bachelor's degree in construction management or engineering",
      '5+ years of commercial construction project management',
      'Procore and MS Project',
      'PMP is a plus',
    ],
  },
  {
    slug: 'supply-chain-analyst-terra',
    title: 'Supply Chain Analyst',
    company: 'Terra Home Goods',
    location: 'Columbus, OH',
    hoursAgo: 22,
    about:
      'Terra designs furniture sold through 300 retailers. Our supply chain analysts keep inventory flowing from factories to stores.',
    duties: [
      'Forecast demand and plan replenishment',
      'Analyse supplier lead times and fill rates',
      'Build reports in Excel and Power BI',
    ],
    requirements: [
      '2+ years in supply chain, planning or logistics',
      'Advanced Excel; SQL a plus',
      'Experience with an ERP such as SAP',
      'Strong problem-solving skills',
    ],
  },
  {
    slug: 'hr-generalist-northstar',
    title: 'HR Generalist',
    company: 'Northstar Credit Union',
    location: 'Madison, WI',
    hoursAgo: 75,
    about:
      'Northstar serves 90,000 members across 14 branches. Our HR generalist supports 350 employees from hire to retire.',
    duties: [
      'Handle recruiting, onboarding and employee relations',
      'Administer benefits and leaves of absence',
      'Keep HR records and HRIS data accurate',
    ],
    requirements: [
      '3+ years of HR generalist experience',
      'Knowledge of employment law (FMLA, ADA, FLSA)',
      'Experience with Workday or another HRIS',
      'SHRM-CP or PHR preferred',
    ],
  },
  {
    slug: 'customer-support-specialist-paynest',
    title: 'Customer Support Specialist',
    company: 'PayNest',
    location: 'Remote (US)',
    hoursAgo: 1,
    about:
      'PayNest is a payroll app for small businesses. Our support team answers customers by chat, e-mail and phone.',
    duties: [
      'Resolve customer questions about payroll and taxes',
      'Troubleshoot account and bank connection issues',
      'Write and improve help centre articles',
    ],
    requirements: [
      '1+ year of customer support experience',
      'Excellent written communication',
      'Experience with Zendesk or Intercom',
      'Payroll or accounting knowledge is a plus',
    ],
  },
  {
    slug: 'technical-support-engineer-netsphere',
    title: 'Technical Support Engineer',
    company: 'NetSphere',
    location: 'Raleigh, NC',
    hoursAgo: 33,
    about:
      'NetSphere makes network monitoring software for IT teams. Support engineers solve the hard problems our customers escalate.',
    duties: [
      'Troubleshoot networking, Linux and SNMP issues',
      'Reproduce bugs and work with engineering',
      'Support enterprise customers on calls',
    ],
    requirements: [
      '2+ years of technical support or system administration',
      'Networking fundamentals (TCP/IP, DNS, SNMP)',
      'Linux command line and scripting',
      'CCNA is a plus',
    ],
  },
  {
    slug: 'it-help-desk-riverbend',
    title: 'IT Help Desk Technician',
    company: 'Riverbend County',
    location: 'Fort Collins, CO',
    hoursAgo: 120,
    about:
      'Riverbend County IT supports 1,800 employees in 30 buildings. The help desk is the first call for every technical problem.',
    duties: [
      'Answer tickets and calls in ServiceNow',
      'Set up laptops, phones and accounts',
      'Support Microsoft 365 and Active Directory',
    ],
    requirements: [
      '1+ year of help desk experience',
      'Windows 10/11, Microsoft 365 and Active Directory',
      'CompTIA A+ certification',
      'Patient, clear communication',
    ],
  },
  {
    slug: 'product-manager-gridly',
    title: 'Product Manager',
    company: 'Gridly Energy',
    location: 'San Francisco, CA (Hybrid)',
    hoursAgo: 16,
    about:
      'Gridly helps utilities manage home batteries and EV chargers. Our product managers work with engineers, designers and utility partners.',
    duties: [
      'Own the roadmap for our utility dashboard',
      'Write clear requirements and prioritise the backlog',
      'Talk to customers every week',
    ],
    requirements: [
      '3+ years of product management for B2B software',
      'Experience working closely with engineering teams',
      'Comfort with SQL and product analytics',
      'Energy or utilities experience is a plus',
    ],
  },
  {
    slug: 'pharmacy-technician-carewell',
    title: 'Pharmacy Technician',
    company: 'CareWell Pharmacy',
    location: 'Houston, TX',
    hoursAgo: 48,
    about:
      'CareWell is a neighbourhood pharmacy chain with 40 stores. Our technicians keep prescriptions accurate and patients informed.',
    duties: [
      'Fill and label prescriptions under pharmacist supervision',
      'Process insurance claims',
      'Manage inventory and serve customers',
    ],
    requirements: [
      'Texas pharmacy technician registration',
      'PTCB certification',
      '1+ year of retail pharmacy experience preferred',
      'Accuracy and customer focus',
    ],
  },
  {
    slug: 'paralegal-hartwell',
    title: 'Litigation Paralegal',
    company: 'Hartwell & Stone LLP',
    location: 'Chicago, IL',
    hoursAgo: 70,
    about:
      'Hartwell & Stone is a 60-lawyer firm focused on commercial litigation. Our paralegals are part of every trial team.',
    duties: [
      'Draft discovery requests and responses',
      'Manage document productions in Relativity',
      'Prepare exhibits and trial binders',
    ],
    requirements: [
      'Paralegal certificate or bachelor’s degree',
      '3+ years of litigation paralegal experience',
      'Relativity and e-filing experience',
      'Strong organisation under deadlines',
    ],
  },
  {
    slug: 'electrician-voltline',
    title: 'Journeyman Electrician',
    company: 'VoltLine Electric',
    location: 'Salt Lake City, UT',
    hoursAgo: 24,
    about:
      'VoltLine wires new homes and light commercial buildings. We offer steady work, a company truck and paid training.',
    duties: [
      'Install wiring, panels and fixtures to code',
      'Read blueprints and plan installations',
      'Troubleshoot and repair electrical systems',
    ],
    requirements: [
      'Utah journeyman electrician license',
      '4+ years of residential or commercial experience',
      'Knowledge of the National Electrical Code',
      "Valid driver's license",
    ],
  },
];
