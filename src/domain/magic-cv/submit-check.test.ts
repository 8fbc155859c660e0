import { describe, expect, it } from 'vitest';
import { magicCvMessages } from './messages';
import { firstSubmitProblem } from './submit-check';

describe('firstSubmitProblem', () => {
  const ok = { signedIn: true, resumeText: 'Jordan Rivera, analyst', jobUrl: '', jobDescription: 'A job' };
  const byUrl = (jobUrl: string) => firstSubmitProblem({ ...ok, jobDescription: '', jobUrl });

  it('checks in the documented order: login, resume, job, not both', () => {
    expect(firstSubmitProblem({ signedIn: false, resumeText: '', jobUrl: 'x', jobDescription: 'y' })).toBe(
      magicCvMessages.loginRequired,
    );
    expect(firstSubmitProblem({ ...ok, resumeText: '  ', jobUrl: 'x', jobDescription: 'y' })).toBe(
      magicCvMessages.resumeRequired,
    );
    expect(firstSubmitProblem({ ...ok, jobDescription: ' ' })).toBe(magicCvMessages.jobRequired);
    expect(firstSubmitProblem({ ...ok, jobUrl: 'https://x' })).toBe(magicCvMessages.jobNotBoth);
    expect(firstSubmitProblem({ ...ok, resumeText: 'short' })).toBe(magicCvMessages.resumeTextMissing);
    expect(byUrl('https://example.com/job/1')).toBe(magicCvMessages.jobUrlInvalid);
    expect(byUrl('https://www.linkedin.com/jobs/view/4012345678')).toBeNull();
    expect(firstSubmitProblem(ok)).toBeNull();
  });

  it('takes LinkedIn postings only: a well-formed Indeed or Glassdoor URL gets the LinkedIn-only message', () => {
    expect(byUrl('https://www.indeed.com/viewjob?jk=5f2b3c4d5e6f7a8b')).toBe(
      magicCvMessages.jobUrlLinkedInOnly,
    );
    expect(byUrl('https://www.glassdoor.com/job-listing/data-analyst-acme-JV_KO0,12_KE13,17.htm?jl=42')).toBe(
      magicCvMessages.jobUrlLinkedInOnly,
    );
    expect(magicCvMessages.jobUrlLinkedInOnly).toBe(
      'Please enter a valid LinkedIn job URL. Only LinkedIn job postings are supported at this time.',
    );
    // A malformed URL of those sites fails the shape check first, with its own message.
    expect(byUrl('https://www.indeed.com/jobs?q=analyst')).toBe(magicCvMessages.jobUrlInvalid);
    expect(byUrl('https://www.linkedin.com/feed/')).toBe(magicCvMessages.jobUrlInvalid);
  });
});
