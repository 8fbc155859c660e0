/**
 * A test fixture, not shown to users (the previews use sample-resume.ts): a long resume that
 * fills every field of ParsedResume, so a template that drops, truncates or clips anything (a
 * section, a link, the tenth skill, the last bullet of the last role) fails its tests. Long
 * enough to need two to three A4 pages in every template. A few values carry characters that
 * HTML escapes (&, ') so the checks also cover entity decoding.
 */
import type { ParsedResume } from '../resume/types';

export const FULL_RESUME: ParsedResume = {
  contact: {
    name: 'Adaeze Okonkwo-Lindqvist',
    email: 'adaeze.okonkwo@example.org',
    phone: '+44 20 7946 0321',
    location: 'Manchester, United Kingdom',
    links: [
      'https://www.linkedin.com/in/adaeze-okonkwo-lindqvist',
      'https://github.com/adaezeokl',
      'https://adaeze-builds.example.dev/portfolio',
    ],
  },
  headline: 'Principal Platform Engineer & Engineering Manager',
  summary:
    'Platform engineer and hands-on engineering manager with fourteen years of experience designing, ' +
    'building and operating distributed systems for payments, logistics and public-health research. ' +
    'Has grown teams from three to twenty-two engineers across four time zones, introduced an ' +
    'incident-review culture that halved repeat outages, and led migrations of monolithic services to ' +
    'event-driven architectures without customer-visible downtime. Comfortable moving between ' +
    'architecture reviews, budget conversations with finance and pairing on a tricky Rust borrow-checker ' +
    'error; known for clear written proposals, patient mentoring and a bias for measurable outcomes ' +
    'over busy roadmaps. Looking for a principal or director role where reliability, developer ' +
    'experience and sustainable on-call practices are treated as product features.',
  experience: [
    {
      company: 'Quillfeather Payments',
      title: 'Principal Platform Engineer',
      startDate: 'Jan 2022',
      endDate: 'Present',
      location: 'Manchester, UK',
      bullets: [
        'Set the technical direction for the platform group (six teams, forty engineers) covering compute, networking, observability and the internal developer portal.',
        'Designed the multi-region active-active ledger that now settles £3.2 billion a month with a recovery point objective of zero and a recovery time objective under ninety seconds.',
        'Replaced a hand-rolled deployment system with progressive delivery on Argo Rollouts, cutting failed releases by 63% and median lead time from four days to six hours.',
        'Chaired the architecture review board and wrote the RFC template now used across engineering.',
        'Negotiated a three-year cloud commitment that reduced infrastructure spend by 28% while adding capacity for the Nordic expansion.',
        'Sponsored the internal mentoring circle: twelve mentees, nine of whom were promoted within eighteen months.',
      ],
    },
    {
      company: 'Harbourline Logistics',
      title: 'Engineering Manager, Routing',
      startDate: 'Mar 2019',
      endDate: 'Dec 2021',
      location: 'Rotterdam, Netherlands',
      bullets: [
        'Managed two squads (eleven engineers, one designer, one data scientist) owning route optimisation for 18,000 daily deliveries.',
        'Shipped a constraint-solver service in Kotlin that lowered average kilometres per parcel by 11% and saved an estimated €4.1 million a year in fuel.',
        'Introduced blameless post-incident reviews and an on-call rotation with paid recovery time; pager load per engineer fell by half.',
        'Hired seven engineers through a structured, work-sample based interview loop that improved offer acceptance to 86%.',
        'Partnered with the warehouse operations team on a handheld-scanner rewrite used by 2,300 staff across nine depots.',
      ],
    },
    {
      company: 'Tessellate Health Research',
      title: 'Senior Software Engineer',
      startDate: 'Jul 2016',
      endDate: 'Feb 2019',
      location: 'Cambridge, UK',
      bullets: [
        'Built the de-identification pipeline for 40 million clinical records, passing two independent re-identification audits.',
        'Led the migration from nightly batch ETL to streaming ingestion on Kafka and Flink, making dashboards near real time.',
        'Wrote the data-access policy engine that enforces consent and purpose limits for every research query.',
        'Co-authored the open-source synthetic-patient generator later adopted by three university hospitals.',
      ],
    },
    {
      company: 'Brightwater Games',
      employment: 'Contract',
      title: 'Software Engineer, Backend',
      startDate: 'Sep 2013',
      endDate: 'Jun 2016',
      location: 'Dundee, UK',
      bullets: [
        'Scaled the matchmaking service from 50,000 to 1.4 million concurrent players during a global launch weekend.',
        'Designed the leaderboard storage on Redis sorted sets with write-behind persistence to PostgreSQL.',
        'Built anti-cheat telemetry that flagged suspicious sessions within two minutes of play.',
        'Ran the backend guild: fortnightly talks, a shared style guide and a library of load-test scenarios.',
      ],
    },
    {
      company: "O'Malley & Partners Consulting",
      title: 'Software Developer',
      startDate: 'Aug 2011',
      endDate: 'Aug 2013',
      location: 'Dublin, Ireland',
      bullets: [
        'Delivered eleven client projects in insurance, retail and local government on fixed-price contracts.',
        'Automated regression testing for a claims-processing system, shortening release cycles from quarterly to monthly.',
        'Presented technical findings directly to client boards and wrote the handover documentation for each engagement.',
        'Introduced continuous integration to the consultancy with Jenkins and a shared build-agent pool.',
      ],
    },
    {
      company: 'Lumen Civic Technology',
      title: 'Graduate Developer',
      group: 'Public Sector / Civic Tech',
      startDate: 'Jun 2010',
      endDate: 'Jul 2011',
      location: 'Edinburgh, UK',
      bullets: [
        'Built accessible online forms for council services used by 120,000 residents each year.',
        'Fixed 200+ accessibility defects found by screen-reader users during a citywide usability study.',
        'Maintained the open-data portal and its nightly exports of planning, transport and library datasets.',
        'Closed out the final release by documenting every deployment runbook, archiving the legacy Perl scripts and handing the on-call pager to the permanent operations team in Glasgow.',
      ],
    },
  ],
  education: [
    {
      school: 'University of Edinburgh',
      degree: 'MSc Distributed Systems',
      startDate: '2009',
      endDate: '2010',
      details: [
        'Dissertation: consensus protocols under partial network partitions (distinction)',
        'Teaching assistant for Operating Systems',
      ],
      location: 'Edinburgh, UK',
    },
    {
      school: 'University of Lagos',
      degree: 'BSc Computer Engineering',
      startDate: '2004',
      endDate: '2008',
      details: ['First-class honours', 'President of the robotics society'],
      location: 'Lagos, Nigeria',
    },
    {
      school: 'Open University Business School',
      degree: 'Postgraduate Certificate in Leadership',
      startDate: '2020',
      endDate: '2021',
      details: ['Modules in organisational change, finance for managers and coaching'],
      location: 'Milton Keynes, UK',
    },
  ],
  skills: [
    'Go',
    'Rust',
    'Kotlin',
    'TypeScript',
    'Python',
    'PostgreSQL',
    'Redis',
    'Apache Kafka',
    'Apache Flink',
    'Kubernetes',
    'Terraform',
    'Argo Rollouts',
    'AWS',
    'Google Cloud',
    'OpenTelemetry',
    'Prometheus',
    'gRPC',
    'Event Sourcing',
    'Domain-Driven Design',
    'Incident Management',
    'Capacity Planning',
    'Hiring & Interviewing',
    'Technical Writing',
    'Mentoring',
    'Budget Ownership',
  ],
  projects: [
    {
      name: 'Ferrous Ledger',
      bullets: [
        'Open-source double-entry ledger library in Rust with property-based tests and 1,800 GitHub stars.',
        'Used in production by two fintech start-ups; maintains the release process and contributor guide.',
      ],
    },
    {
      name: 'Quiet Pager',
      bullets: [
        'Slack bot that batches low-severity alerts into a morning digest, adopted by fifteen on-call teams.',
        'Cut out-of-hours pages by 40% in its first quarter at Quillfeather.',
      ],
    },
    {
      name: 'Routewise Workshop',
      bullets: [
        'Free two-day workshop on vehicle-routing heuristics run for 300 students across five universities.',
      ],
    },
  ],
  certifications: [
    'AWS Certified Solutions Architect – Professional',
    'Certified Kubernetes Administrator (CKA)',
    'HashiCorp Certified: Terraform Associate',
    'ITIL 4 Foundation',
  ],
  other: [
    {
      heading: 'Research Experience',
      lines: [
        'Visiting researcher, Alan Turing Institute (2018): privacy-preserving record linkage',
        'Research assistant, Edinburgh Distributed Systems Group (2009–2010): Paxos variants on lossy links',
      ],
    },
    {
      heading: 'Publications',
      lines: [
        'Okonkwo-Lindqvist, A. & Haldane, R. "Consent-aware query planning for clinical data", Journal of Biomedical Informatics, 2019',
        'Okonkwo-Lindqvist, A. "Shipping ledgers across regions without losing a penny", QCon London, 2023',
        'Okonkwo-Lindqvist, A. et al. "Synthetic patients for safer research pipelines", NeurIPS Workshop on Health, 2018',
      ],
    },
    {
      heading: 'Volunteer Work',
      lines: [
        'Code Club mentor, Moss Side library: weekly coding sessions for ages 9–13 (2020–present)',
        'Trustee and treasurer, Women in Platform Engineering UK (2021–present)',
        'Hackathon judge, Manchester Civic Hack (2022, 2023, 2024)',
      ],
    },
  ],
};
