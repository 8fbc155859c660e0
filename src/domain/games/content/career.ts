import type { CareerRole } from '../types';

/** The 21 skills of the Career Path game (spec 1 section 9). */
export const CAREER_SKILLS = [
  'Communication',
  'Leadership',
  'Data Analysis',
  'Programming',
  'Project Management',
  'Design',
  'Writing',
  'Sales',
  'Customer Service',
  'Problem Solving',
  'Teamwork',
  'Marketing',
  'Finance',
  'Research',
  'Negotiation',
  'Public Speaking',
  'Creativity',
  'Attention to Detail',
  'Time Management',
  'Cloud Computing',
  'Machine Learning',
] as const;

export type CareerSkill = (typeof CAREER_SKILLS)[number];

type Role = CareerRole & { skills: CareerSkill[] };

/** Roles the picked skills are matched against; every skill here is one of CAREER_SKILLS. */
export const CAREER_ROLES: Role[] = [
  {
    role: 'Software Engineer',
    skills: ['Programming', 'Problem Solving', 'Teamwork', 'Cloud Computing', 'Attention to Detail'],
    level: 'Mid',
    description: 'Designs, builds and maintains applications, working with product and design teams.',
  },
  {
    role: 'Data Scientist',
    skills: ['Data Analysis', 'Machine Learning', 'Programming', 'Research', 'Communication'],
    level: 'Mid',
    description: 'Turns data into predictions and insights that guide business decisions.',
  },
  {
    role: 'Product Manager',
    skills: ['Leadership', 'Communication', 'Project Management', 'Data Analysis', 'Problem Solving'],
    level: 'Senior',
    description: 'Decides what to build and why, aligning engineering, design and business goals.',
  },
  {
    role: 'UX Designer',
    skills: ['Design', 'Research', 'Creativity', 'Communication', 'Teamwork'],
    level: 'Mid',
    description: 'Researches user needs and designs interfaces that are easy and pleasant to use.',
  },
  {
    role: 'Marketing Manager',
    skills: ['Marketing', 'Creativity', 'Data Analysis', 'Writing', 'Leadership'],
    level: 'Senior',
    description: 'Plans campaigns, manages budgets and measures what brings in customers.',
  },
  {
    role: 'Sales Representative',
    skills: ['Sales', 'Negotiation', 'Communication', 'Customer Service', 'Public Speaking'],
    level: 'Entry',
    description: 'Finds and wins new customers, from first call to signed contract.',
  },
  {
    role: 'Financial Analyst',
    skills: ['Finance', 'Data Analysis', 'Attention to Detail', 'Research', 'Time Management'],
    level: 'Entry',
    description: 'Builds budgets, forecasts and models that help leaders decide where money goes.',
  },
  {
    role: 'Content Writer',
    skills: ['Writing', 'Creativity', 'Research', 'Time Management', 'Attention to Detail'],
    level: 'Entry',
    description: 'Writes articles, web copy and guides that inform readers and attract customers.',
  },
  {
    role: 'Project Manager',
    skills: ['Project Management', 'Time Management', 'Leadership', 'Communication', 'Negotiation'],
    level: 'Mid',
    description: 'Keeps projects on scope, on time and on budget, and keeps everyone informed.',
  },
  {
    role: 'Customer Success Manager',
    skills: ['Customer Service', 'Communication', 'Problem Solving', 'Sales', 'Teamwork'],
    level: 'Mid',
    description: 'Helps customers get value from a product so they renew and grow their accounts.',
  },
  {
    role: 'DevOps Engineer',
    skills: ['Cloud Computing', 'Programming', 'Problem Solving', 'Attention to Detail', 'Time Management'],
    level: 'Senior',
    description: 'Automates builds, deployments and infrastructure so software ships reliably.',
  },
  {
    role: 'Recruiter',
    skills: ['Communication', 'Negotiation', 'Teamwork', 'Public Speaking', 'Time Management'],
    level: 'Entry',
    description: 'Finds, screens and guides candidates through hiring, from first contact to offer.',
  },
];
