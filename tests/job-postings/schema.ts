/**
 * The job-reading set (issue 19): real-looking postings across professions, each with the
 * requirements a recruiter reads in it, written by hand. `npm run job-keywords` and
 * job-reading.test.ts score the engine's reading against them.
 *
 * Labels follow one convention so that a reading can be compared by label:
 * - tools, methods, domain knowledge, soft skills: the field's usual name ("PostgreSQL",
 *   "A/B testing", "Accessibility", "Stakeholder management"); `also` lists other names a correct
 *   reading may give the same requirement ("Postgres"), never a different requirement;
 * - years: "N+ years of experience" (the smallest number the posting asks for);
 * - degrees: "Bachelor's degree", "Master's degree", "PhD", "Associate degree", "High school diploma";
 * - certifications and licences by their name ("PMP", "RN license", "CPA");
 * - languages by the language's English name ("Spanish");
 * - conditions of the job a resume cannot show (kind "condition": lifting, shifts, travel, work
 *   authorization, a background check) as the posting states them outside its header, pay line
 *   and equal-opportunity statement.
 *
 * What is listed: every tool, method, field, qualification, soft skill and condition the posting
 * asks for, the duties of the job included ("Debugging with JTAG/SWD" asks for debugging). What is
 * not: what the employer sells or who its customers are (unless experience in it is asked), the
 * teams the person works with, benefits, pay, places, the job's own generic field ("Sales" for a
 * sales representative) unless the posting asks for experience in it in its own words, and
 * examples given only to illustrate ("(hotel, restaurant, retail)"). The lists were audited on
 * 2026-11-27 against this rule by readers who saw the postings and lists only, never the engine's
 * reading (118 requirements added, none removed; issue 19's closing notes give the figures before
 * and after). The blind check (tests/job-postings/blind) follows the same rule.
 */
import { z } from 'zod';
import { REQUIREMENT_KINDS } from '@/domain/resume/types';

export const expectedRequirementSchema = z.strictObject({
  label: z.string().min(1).max(80),
  kind: z.enum(REQUIREMENT_KINDS),
  /** Required by the posting's own words ("must", "requirements"), else preferred ("nice to have"). */
  required: z.boolean(),
  also: z.array(z.string().min(1).max(80)).max(8).optional(),
});

/** The professions issue 19 asks the set to cover. */
export const CORE_PROFESSIONS = [
  'software',
  'data',
  'product',
  'design',
  'sales',
  'nursing',
  'teaching',
  'finance',
  'operations',
  'hospitality',
] as const;

export const PROFESSIONS = [
  ...CORE_PROFESSIONS,
  'marketing',
  'security',
  'people',
  'support',
  'logistics',
] as const;

export const jobPostingCaseSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  profession: z.enum(PROFESSIONS),
  /** Never used to tune the reader: its figures are reported apart. */
  heldOut: z.boolean(),
  /** The posting as a person would paste it. */
  text: z.string().min(400),
  requirements: z.array(expectedRequirementSchema).min(5).max(40),
});

export type ExpectedRequirement = z.infer<typeof expectedRequirementSchema>;
export type JobPostingCase = z.infer<typeof jobPostingCaseSchema>;
