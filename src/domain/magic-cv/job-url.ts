/**
 * Job URL validation and normalisation: LinkedIn, Indeed and Glassdoor postings are recognised
 * (the URL's shape, docs/product-rules.md 3.2), each rewritten onto one exact host of
 * job-hosts.json, so the scraper and the history always see one address per posting and the
 * server only ever fetches a host on that list. Magic CV's submit check then takes LinkedIn
 * postings only (submit-check.ts, 3.3).
 */
import { z } from 'zod';
import hostsJson from './job-hosts.json';
import { magicCvMessages } from './messages';

export type JobSite = 'linkedin' | 'indeed' | 'glassdoor';

export type JobUrlResult = { ok: true; site: JobSite; url: string } | { ok: false; message: string };

const invalid: JobUrlResult = { ok: false, message: magicCvMessages.jobUrlInvalid };

function toUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  // A pasted address without a scheme ("linkedin.com/jobs/view/1") is fine; other schemes are not.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const hostList = z.array(z.string().regex(/^[a-z0-9.-]+$/)).min(1);
const JOB_HOSTS = z.object({ linkedin: hostList, indeed: hostList, glassdoor: hostList }).parse(hostsJson);

/**
 * The exact hosts the server may fetch a job page from, redirects included: the boards' own
 * sites, nothing matched by pattern (a pattern lets anyone who registers a look-alike domain in.
 */
export const JOB_PAGE_HOSTS: ReadonlySet<string> = new Set(Object.values(JOB_HOSTS).flat());

const isHost = (host: string, domain: RegExp): boolean => domain.test(host);

function linkedIn(url: URL): string | null {
  // /jobs/view/4012345678/ or /jobs/view/senior-engineer-at-acme-4012345678/
  const view = /^\/jobs\/view\/(?:[^/]*?-)?(\d{5,})\/?$/.exec(url.pathname);
  const id =
    view?.[1] ??
    (/^\/jobs\/(?:collections|search)(?:\/|$)/.test(url.pathname)
      ? url.searchParams.get('currentJobId')
      : null);
  return id && /^\d{5,}$/.test(id) ? `https://www.linkedin.com/jobs/view/${id}/` : null;
}

function indeed(url: URL): string | null {
  const jk = url.searchParams.get('jk');
  if (!/(?:^|\/)viewjob\/?$/.test(url.pathname) || !jk || !/^[a-z0-9]{6,32}$/i.test(jk)) return null;
  return `https://www.indeed.com/viewjob?jk=${jk}`;
}

/** Glassdoor keeps its country site, but only one listed in job-hosts.json, and only a listing's path. */
function glassdoor(url: URL, host: string): string | null {
  const site = host.startsWith('www.') ? host : `www.${host}`;
  if (!JOB_HOSTS.glassdoor.includes(site)) return null;
  const listing = /^\/job-listing\/[A-Za-z0-9,._-]+\.htm$/.exec(url.pathname);
  if (!listing) return null;
  const jl = url.searchParams.get('jl');
  return `https://${site}${listing[0]}${jl && /^\d+$/.test(jl) ? `?jl=${jl}` : ''}`;
}

export function parseJobUrl(raw: string): JobUrlResult {
  const url = toUrl(raw);
  if (!url) return invalid;
  const host = url.hostname.toLowerCase();
  if (isHost(host, /(?:^|\.)linkedin\.com$/)) {
    const normalised = linkedIn(url);
    return normalised ? { ok: true, site: 'linkedin', url: normalised } : invalid;
  }
  if (isHost(host, /(?:^|\.)indeed\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/)) {
    const normalised = indeed(url);
    return normalised ? { ok: true, site: 'indeed', url: normalised } : invalid;
  }
  if (isHost(host, /(?:^|\.)glassdoor\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/)) {
    const normalised = glassdoor(url, host);
    return normalised ? { ok: true, site: 'glassdoor', url: normalised } : invalid;
  }
  return invalid;
}
