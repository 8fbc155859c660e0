/** Magic CV's user-visible messages, exactly as docs/product-rules.md 3.2 to 3.4 quotes them (tests find them). */
export const magicCvMessages = {
  loginRequired: 'Please log in to continue.',
  resumeRequired: 'Please upload your resume or paste resume text to continue.',
  jobRequired: 'Please provide either a job URL or job description.',
  jobNotBoth: 'Please provide either a job URL or a job description, not both.',
  dailyLimit: 'You have reached your daily limit. Please try again tomorrow or upgrade for unlimited access.',
  fileTooLarge: 'File size must be less than 5MB. Please compress your file or try a smaller document.',
  fileTooSmall: "The file appears to be too small. Please check if it's a valid resume document.",
  unsupportedType: 'Unsupported file type. Please upload PDF or DOCX.',
  // docs/product-rules.md 3.6: we accept PDF, DOCX and TXT, so the message names all three.
  wrongType: 'Please upload a PDF, DOCX or TXT file. We support these formats for best compatibility.',
  pdfNoText:
    'Unable to extract readable text from your PDF. It may be a scanned image. Please upload a text-based PDF or paste your resume text.',
  resumeTextMissing: 'Could not extract resume text.',
  jobTextMissing: 'Could not get job description.',
  jobUrlInvalid: 'Please enter a valid job URL from LinkedIn, Indeed, or Glassdoor.',
  // docs/product-rules.md 3.3 and 3.6: only LinkedIn postings can be fetched, so submit takes only those.
  jobUrlLinkedInOnly:
    'Please enter a valid LinkedIn job URL. Only LinkedIn job postings are supported at this time.',
  scrapeNotFound: 'The job posting was not found. Please paste the job description manually.',
  scrapeTooMany:
    'Too many requests. Please wait a moment and try again, or paste the job description manually.',
  scrapeFailed: 'Unable to retrieve the job description. Please paste it manually.',
  scrapeTimeout: 'Fetching the job posting took too long. Please paste the job description manually.',
  unreadableFile: "We couldn't read your resume file. Please try another file or paste your resume text.",
  corruptFile: 'The file appears to be corrupted. Please try another file or paste your resume text.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  tookTooLong: 'The request took too long. Please try again.',
  offline: 'Please check your internet connection and try again.',
  pdfFailed: 'We could not create the PDF of your resume. Please try again.',
  aiBusy: 'Our AI service is busy right now. Please try again in a moment.',
  processingFailed: 'We could not process your resume for this job. Please try again.',
  fallback:
    'Something went wrong. Please try again, or copy and paste your resume text if the issue persists.',
  savingFailed: 'There was an issue saving your resume. Please try again.',
  requestTimedOut: 'Request timed out. Please try again.',
} as const;

export type MagicCvMessageKey = keyof typeof magicCvMessages;
