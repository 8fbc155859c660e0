import { describe, expect, it } from 'vitest';
import { magicCvMessages } from './messages';
import { firstSubmitProblem } from './submit-check';

describe('firstSubmitProblem', () => {
  const ok = { signedIn: true, resumeText: 'Jordan Rivera, analyst', jobUrl: '', jobDescription: 'A job' };

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
    expect(firstSubmitProblem({ ...ok, jobDescription: '', jobUrl: 'https://example.com/job/1' })).toBe(
      magicCvMessages.jobUrlInvalid,
    );
    expect(
      firstSubmitProblem({
        ...ok,
        jobDescription: '',
        jobUrl: 'https://www.linkedin.com/jobs/view/4012345678',
      }),
    ).toBeNull();
    expect(firstSubmitProblem(ok)).toBeNull();
  });
});
