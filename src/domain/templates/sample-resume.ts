/**
 * The resume every template preview and test renders: full enough to fill each section, with one
 * long unbroken token (a URL) so a design that cannot wrap it shows up as horizontal overflow.
 */
import type { ParsedResume } from '../resume/types';

export const SAMPLE_RESUME: ParsedResume = {
  contact: {
    name: 'Maya Fernandes',
    email: 'maya.fernandes@example.com',
    phone: '+1 (415) 555-0142',
    location: 'San Francisco, CA',
    links: ['linkedin.com/in/mayafernandes', 'github.com/mayaf'],
  },
  headline: 'Senior Product Engineer',
  summary:
    'Product-minded engineer with nine years of experience building web platforms used by millions. ' +
    'Leads small teams from discovery to launch, pairs closely with design and data, and keeps ' +
    'systems fast, accessible and easy to change.',
  experience: [
    {
      company: 'Brightline Labs',
      title: 'Senior Product Engineer',
      startDate: 'Mar 2021',
      endDate: 'Present',
      location: 'San Francisco, CA',
      bullets: [
        'Led a team of five to rebuild the checkout flow, lifting conversion by 14% in two quarters.',
        'Cut median page load from 3.1 s to 1.2 s by moving rendering to the edge and trimming bundles.',
        'Introduced feature flags and staged rollouts, reducing production incidents by 40%.',
        'Documented the public API at https://developers.brightline-labs.example.com/reference/v2/payments/checkout-sessions/create-and-confirm',
      ],
    },
    {
      company: 'Northwind Analytics',
      title: 'Software Engineer',
      startDate: 'Jun 2018',
      endDate: 'Feb 2021',
      location: 'Seattle, WA',
      bullets: [
        'Built a self-serve reporting tool adopted by 300+ enterprise customers.',
        'Designed a streaming ingestion pipeline processing 2 billion events a day.',
        'Mentored four junior engineers through code review and pairing.',
      ],
    },
    {
      company: 'Cobalt Studio',
      title: 'Front-End Developer',
      startDate: 'Aug 2015',
      endDate: 'May 2018',
      location: 'Portland, OR',
      bullets: [
        'Shipped responsive sites for 20+ clients in retail, travel and education.',
        'Created a shared component library that halved the time to start a project.',
        'Raised accessibility scores to WCAG 2.1 AA across all client sites.',
      ],
    },
  ],
  education: [
    {
      school: 'University of Washington',
      degree: 'M.S. Computer Science',
      startDate: '2013',
      endDate: '2015',
      details: ['Thesis on incremental view maintenance'],
      location: 'Seattle, WA',
    },
    {
      school: 'Oregon State University',
      degree: 'B.S. Computer Science',
      startDate: '2009',
      endDate: '2013',
      details: [],
    },
  ],
  skills: [
    'TypeScript',
    'React',
    'Node.js',
    'GraphQL',
    'PostgreSQL',
    'AWS',
    'Docker',
    'Kubernetes',
    'Kafka',
    'System Design',
    'Accessibility',
    'Team Leadership',
    'A/B Testing',
  ],
  projects: [
    {
      name: 'OpenMetrics Dashboard',
      bullets: ['Open-source dashboard for Prometheus metrics with 2,000+ GitHub stars.'],
    },
    {
      name: 'Trailhead',
      bullets: ['Offline-first hiking planner app; featured in the App Store travel category.'],
    },
  ],
  certifications: ['AWS Certified Solutions Architect – Associate', 'Certified Scrum Master'],
  other: [
    { heading: 'Languages', lines: ['English (native)', 'Portuguese (fluent)', 'Spanish (conversational)'] },
  ],
};
