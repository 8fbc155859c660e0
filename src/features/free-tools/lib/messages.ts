/** The free tools' own user-visible messages (file refusals reuse magicCvMessages). */
export const freeToolsMessages = {
  privacy: 'Your file never leaves your browser: it is read and checked on this device, nothing is uploaded.',
  jobRequired: 'Paste a job description to match against.',
  jobTooShort: 'The job description is too short to find its keywords. Paste the whole posting.',
  resumeRequired: 'Check a resume above, or paste your resume text here.',
  readFailed: "We couldn't read your resume file. Please try another file or paste your resume text.",
  /** The tools' code could not be fetched (offline, a failed download). */
  toolsUnavailable: 'The free tools could not be loaded. Check your connection and try again.',
  noKeywords: 'We found no skills or keywords in this description. Paste the full job posting.',
} as const;
