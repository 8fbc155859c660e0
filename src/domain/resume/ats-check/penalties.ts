/**
 * Points each reason takes off the 100-point parseability score. They reflect how much of the
 * resume a typical ATS loses: text read in the wrong order or not at all (columns, images)
 * costs most; a missing e-mail stops a recruiter from replying; a date format only costs the
 * experience total.
 */
export const PENALTY = {
  /** Pages read as two columns, or a table layout: lines of both columns interleave. */
  multiColumn: 15,
  /** A narrow column of dates beside the roles: dates may land away from their job. */
  dateColumn: 8,
  /** Pages that are pictures: their text is invisible to a machine. */
  imageOnlyPage: 25,
  /** Images in a document with little text, or with the e-mail nowhere in the text. */
  imagesLittleText: 15,
  /** Icon glyphs glued to an e-mail, phone or link may corrupt the detail. */
  gluedIcons: 10,
  /** Per missing core section (experience, education, skills). */
  missingHeading: 8,
  /** Role dates that cannot be read as a month or year. */
  unreadableDates: 10,
  /** More than one date style across roles. */
  mixedDateFormats: 5,
  missingName: 10,
  missingEmail: 15,
  missingPhone: 5,
} as const;

/** Visible characters per page below which a document with images probably holds its text in them. */
export const LITTLE_TEXT_PER_PAGE = 300;

/** Visible characters per page below which a PDF or DOCX holds no readable text at all (a scan, outlines). */
export const NO_TEXT_PER_PAGE = 25;
