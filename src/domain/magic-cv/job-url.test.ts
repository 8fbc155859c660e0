import { describe, expect, it } from 'vitest';
import { JOB_PAGE_HOSTS, parseJobUrl } from './job-url';
import { magicCvMessages } from './messages';

const invalid = { ok: false, message: magicCvMessages.jobUrlInvalid };

describe('parseJobUrl', () => {
  it.each([
    ['https://www.linkedin.com/jobs/view/4012345678/', 'https://www.linkedin.com/jobs/view/4012345678/'],
    [
      'https://www.linkedin.com/jobs/view/4012345678?refId=abc&trk=x',
      'https://www.linkedin.com/jobs/view/4012345678/',
    ],
    [
      'https://in.linkedin.com/jobs/view/senior-engineer-at-acme-4012345678',
      'https://www.linkedin.com/jobs/view/4012345678/',
    ],
    ['linkedin.com/jobs/view/4012345678', 'https://www.linkedin.com/jobs/view/4012345678/'],
    [
      'https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4012345678',
      'https://www.linkedin.com/jobs/view/4012345678/',
    ],
    [
      'https://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=react',
      'https://www.linkedin.com/jobs/view/4012345678/',
    ],
  ])('normalises the LinkedIn URL %s', (raw, url) => {
    expect(parseJobUrl(raw)).toEqual({ ok: true, site: 'linkedin', url });
  });

  it('normalises Indeed to its viewjob URL, keeping jk', () => {
    expect(parseJobUrl('https://uk.indeed.com/viewjob?jk=5f2b3c4d5e6f7a8b&from=serp')).toEqual({
      ok: true,
      site: 'indeed',
      url: 'https://www.indeed.com/viewjob?jk=5f2b3c4d5e6f7a8b',
    });
    expect(parseJobUrl('http://www.indeed.com/m/viewjob?jk=abc123def456')).toMatchObject({
      ok: true,
      site: 'indeed',
    });
  });

  it('accepts Glassdoor job listings, dropping tracking parameters', () => {
    expect(
      parseJobUrl(
        'https://www.glassdoor.com/job-listing/senior-engineer-acme-JV_IC1147401_KO0,15.htm?jl=1009123456789&utm_source=x',
      ),
    ).toEqual({
      ok: true,
      site: 'glassdoor',
      url: 'https://www.glassdoor.com/job-listing/senior-engineer-acme-JV_IC1147401_KO0,15.htm?jl=1009123456789',
    });
  });

  it('keeps a listed Glassdoor country site, on its www host', () => {
    expect(parseJobUrl('glassdoor.co.uk/job-listing/nurse-nhs-JV_KO0,5_KE6,9.htm?jl=42')).toEqual({
      ok: true,
      site: 'glassdoor',
      url: 'https://www.glassdoor.co.uk/job-listing/nurse-nhs-JV_KO0,5_KE6,9.htm?jl=42',
    });
  });

  it('only ever normalises onto a host the server may fetch', () => {
    const accepted = [
      'https://in.linkedin.com/jobs/view/4012345678/',
      'https://uk.indeed.com/viewjob?jk=5f2b3c4d5e6f7a8b',
      'https://glassdoor.de/job-listing/koch-JV_KO0,4.htm',
    ].map(parseJobUrl);
    for (const result of accepted) {
      expect(result.ok).toBe(true);
      if (result.ok) expect(JOB_PAGE_HOSTS.has(new URL(result.url).hostname)).toBe(true);
    }
  });

  it.each([
    // Look-alike Glassdoor hosts anyone can register: the issue 17 probe steered the fetch here.
    'https://www.glassdoor.zz/job-listing/x-JV_KO0,1.htm',
    'https://attacker.glassdoor.de/job-listing/x-JV_KO0,1.htm',
    'https://www.glassdoor.com/job-listing/x-JV_KO0,1.htm/../../internal',
    'https://www.glassdoor.com/job-listing/%2e%2e%2fadmin',
  ])('refuses the Glassdoor look-alike or odd path %s', (raw) => {
    expect(parseJobUrl(raw)).toEqual(invalid);
  });

  it.each([
    'https://www.linkedin.com/in/someone/',
    'https://www.linkedin.com/jobs/view/',
    'https://www.linkedin.com/jobs/search/?keywords=react',
    'https://www.linkedin.com.evil.com/jobs/view/4012345678/',
    'https://www.indeed.com/jobs?q=nurse',
    'https://www.indeed.com/viewjob',
    'https://www.glassdoor.com/Reviews/acme-reviews.htm',
    'javascript:alert(1)//linkedin.com/jobs/view/4012345678',
    'ftp://www.linkedin.com/jobs/view/4012345678/',
    'https://example.com/jobs/view/4012345678',
    'not a url',
    '',
  ])('refuses %s with the documented message', (raw) => {
    expect(parseJobUrl(raw)).toEqual(invalid);
  });
});
