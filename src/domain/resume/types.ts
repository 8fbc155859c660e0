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

export interface JobProfile {
  title: string | null;
  company: string | null;
  /** Normalised keywords (skills, tools, domain terms), most important first. */
  keywords: string[];
  /** Requirement sentences ("5+ years of Python", "Bachelor's in CS"). */
  requirements: string[];
  /** Qualifications asked for: "5+ years of experience", "Bachelor's degree", "Spanish". */
  qualifications: string[];
}

export interface MatchScore {
  /** 0..100 */
  score: number;
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
