import { z } from 'zod';
import type { CareerRole } from '../types';
import careerJson from './career.json';

/** The 21 skills of the Career Path game (docs/product-rules.md 11). */
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

/** career.json, one entry a role: its title, the CAREER_SKILLS it needs, its level and what it does. */
const careerRolesSchema = z.array(
  z.strictObject({
    role: z.string().min(1),
    skills: z.array(z.enum(CAREER_SKILLS)).min(1),
    level: z.enum(['Entry', 'Mid', 'Senior']),
    description: z.string().min(1),
  }),
);

/** Roles the picked skills are matched against; every skill here is one of CAREER_SKILLS. */
export const CAREER_ROLES: Role[] = careerRolesSchema.parse(careerJson);
