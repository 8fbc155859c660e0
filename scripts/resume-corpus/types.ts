/**
 * A corpus case: one resume document (HTML, LaTeX, WordprocessingML or plain text) and the fields
 * a reader should find in it. The expected values are written by hand, exactly as the document
 * shows them; they are never produced by the parser under test.
 */
export interface ExpectedRole {
  company: string;
  title: string;
  startDate: string;
  endDate: string;
}

export interface ExpectedSchool {
  school: string;
  degree: string;
}

export interface ExpectedResume {
  name: string;
  email: string;
  phone: string;
  location: string;
  roles: ExpectedRole[];
  schools: ExpectedSchool[];
  skills: string[];
}

/** A DOCX paragraph, or a table whose cells hold paragraphs. */
export type DocxBlock =
  | { p: string; bold?: boolean; size?: number; heading?: boolean; bullet?: boolean }
  | { table: DocxBlock[][][]; widths?: number[] };

export type CaseSource =
  | { render: 'html'; html: string }
  | { render: 'latex'; tex: string }
  | { render: 'docx'; blocks: DocxBlock[] }
  | { render: 'txt'; text: string };

export type CorpusCase = CaseSource & {
  id: string;
  /** What makes this case hard, in a few words (printed in the accuracy table). */
  covers: string;
  /** Written after the parser was tuned and never used to tune it: scored as its own subset. */
  heldOut?: true;
  expected: ExpectedResume;
  /**
   * Every section heading exactly as printed, in reading order (a sidebar before the main column
   * beside it). Required for the development set (scripts/resume-corpus/devset).
   */
  sections?: string[];
};

export const extensionOf = (c: CaseSource): 'pdf' | 'docx' | 'txt' =>
  c.render === 'docx' ? 'docx' : c.render === 'txt' ? 'txt' : 'pdf';
