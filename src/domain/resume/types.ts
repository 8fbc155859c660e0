/**
 * The structured resume and job shapes of the resume pipeline (parse -> analyse job -> score ->
 * tailor -> render -> fact-check). Pure data: shared by the browser (free tools, previews), the
 * handlers and the offline AI engine.
 */
export interface ContactInfo {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
}

export interface ExperienceEntry {
  company: string | null;
  title: string | null;
  /** Dates exactly as written in the resume ("Jan 2020", "2019 - Present"). */
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  bullets: string[];
  /** How the job was held, as written ("Contract", "Full-time"): not part of the employer. */
  employment?: string | null;
  /**
   * The heading the resume files this role under when it is not a standard experience heading
   * ("Academic / Managerial"): the role is shown under that heading.
   */
  group?: string | null;
}

export interface EducationEntry {
  school: string | null;
  degree: string | null;
  startDate: string | null;
  endDate: string | null;
  details: string[];
  /** Where the school is, when the resume says so (kept so tailoring loses nothing). */
  location?: string | null;
}

export interface ProjectEntry {
  name: string;
  bullets: string[];
}

export interface ParsedResume {
  contact: ContactInfo;
  /** The one-line professional title under the name ("Senior Data Analyst"), if any. */
  headline?: string | null;
  summary: string | null;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: string[];
  projects: ProjectEntry[];
  certifications: string[];
  /** Sections with a heading the parser could not place, kept verbatim. */
  other: { heading: string; lines: string[] }[];
}

/**
 * What a job requirement is: a tool or technology, a method or practice, domain knowledge, a
 * qualification (years, degree, certification, licence, language), a soft skill, or a condition
 * of the job that a resume cannot show (lifting, travel, the right to work; job-conditions.ts),
 * which is listed but never scored.
 */
export const REQUIREMENT_KINDS = ['tool', 'method', 'domain', 'qualification', 'soft', 'condition'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

/** One thing a posting asks for, as a recruiter would list it. */
export interface JobRequirement {
  /** The field's usual name: "PostgreSQL", "A/B testing", "5+ years of experience", "Spanish". */
  label: string;
  kind: RequirementKind;
  /** Required by the posting's own words, or only welcome ("nice to have", "a plus", "preferred"). */
  required: boolean;
  /** The posting's sentence it was read from. */
  line: string;
  /** The version the posting names ("14" for "Next.js 14"); the label stays the plain name a resume is matched on. */
  version?: string;
}

export interface JobProfile {
  title: string | null;
  company: string | null;
  /** Normalised keywords (skills, tools, domain terms), most important first. */
  keywords: string[];
  /** Requirement sentences ("5+ years of Python", "Bachelor's in CS"). */
  requirementLines: string[];
  /** Everything the posting asks for, keywords and qualifications, each marked required or preferred. */
  requirements: JobRequirement[];
}

/** A requirement of the job and the resume's line that backs it (null: nothing does). */
export interface RequirementCheck {
  requirement: JobRequirement;
  evidence: string | null;
  /** The evidence is a fact computed from the resume ("3 years of dated experience"), not one of its lines. */
  derived?: true;
}

/** scoreMatch's result (score-match.ts): the fit, the keyword match rate, and why. */
export interface MatchScore {
  /** The weighted fit, 0..100. */
  score: number;
  /** The share of the job's keywords the resume backs, 0..100 (the target is 80). */
  keywordRate: number;
  /** Every requirement of the job with its evidence, in the job's order. */
  checks: RequirementCheck[];
  /** Each part of the score in the person's words. */
  reasons: string[];
  /** Keywords backed and not backed, most important first. */
  matched: string[];
  missing: string[];
  /** Requirements the resume cannot back up with a fact it contains. */
  unbacked: string[];
}

/** A fact in a generated resume that the original resume does not contain. */
export interface InventedFact {
  kind: 'employer' | 'title' | 'date' | 'degree' | 'skill' | 'number';
  value: string;
}
