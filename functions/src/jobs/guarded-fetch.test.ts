import type dns from 'node:dns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { startStubServer, type StubServer } from '../testing/stub-server';
import { createFetchScraper, JOB_PAGE_POLICY } from './fetch-scraper';
import { isPublicAddress, MAX_REDIRECTS, type FetchPolicy } from './guarded-fetch';

let stub: StubServer;
beforeAll(async () => void (stub = await startStubServer()));
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.handle((_r, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
});

const PAGE = '<html><body><main><h1>Welder</h1><p>Weld things.</p></main></body></html>';
const never = () => new AbortController().signal;
const refusedWith = { name: 'ScrapeError', kind: 'failed', message: magicCvMessages.scrapeFailed };

/** A resolver that answers from a table, recording what it was asked. */
function fakeDns(table: Record<string, string>): typeof dns.lookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = ((host: string, _opts: unknown, cb: (e: Error | null, a: dns.LookupAddress[]) => void) => {
    asked.push(host);
    const address = table[host];
    if (!address) return cb(Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' }), []);
    cb(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as unknown as typeof dns.lookup;
  return Object.assign(lookup, { asked });
}

/** The stub may be reached by its IP literal; `names` are further allowed hosts. */
function policy(names: string[], lookup?: typeof dns.lookup, addressAllowed = isPublicAddress): FetchPolicy {
  return {
    hostAllowed: (h) => h === '127.0.0.1' || names.includes(h),
    addressAllowed: (ip) => ip === '127.0.0.1' || addressAllowed(ip),
    anyPort: true,
    lookup,
  };
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not an ip',
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );
});

describe('the job page policy', () => {
  it.each([
    ['a host that is not a job board', 'https://example.com/jobs/view/1'],
    ['a look-alike Glassdoor host', 'https://www.glassdoor.zz/job-listing/x.htm'],
    ['an IP literal', 'http://169.254.169.254/latest/meta-data/'],
    ['a job board on another port', 'https://www.linkedin.com:8443/jobs/view/4012345678/'],
    ['credentials in the URL', 'https://user:pw@www.linkedin.com/jobs/view/4012345678/'],
    ['another scheme', 'ftp://www.linkedin.com/jobs/view/4012345678/'],
  ])('refuses %s before any lookup', async (_what, url) => {
    const lookup = fakeDns({});
    const jobs = createFetchScraper({ policy: { ...JOB_PAGE_POLICY, lookup } });
    await expect(jobs.fetchDescription(url, never())).rejects.toMatchObject(refusedWith);
    expect(lookup.asked).toEqual([]);
  });

  it('refuses a listed job board whose name resolves to a private address', async () => {
    const lookup = fakeDns({ 'www.linkedin.com': '10.0.0.7' });
    const jobs = createFetchScraper({ policy: { ...JOB_PAGE_POLICY, lookup } });
    await expect(
      jobs.fetchDescription('https://www.linkedin.com/jobs/view/4012345678/', never()),
    ).rejects.toMatchObject(refusedWith);
    expect(lookup.asked).toEqual(['www.linkedin.com']);
  });
});

describe('guarded fetch', () => {
  it('connects to an allowed name only after its address passes (loopback refused)', async () => {
    // jobs.test resolves to the stub itself: allowed as a name, refused as an address.
    const port = new URL(stub.url).port;
    const lookup = fakeDns({ 'jobs.test': '127.0.0.1' });
    const jobs = createFetchScraper({
      policy: { ...policy(['jobs.test'], lookup), addressAllowed: isPublicAddress },
    });
    await expect(jobs.fetchDescription(`http://jobs.test:${port}/job`, never())).rejects.toMatchObject(
      refusedWith,
    );
    expect(lookup.asked).toContain('jobs.test');
    expect(stub.requests).toHaveLength(0);
  });

  it('reads a page when host and address pass', async () => {
    const jobs = createFetchScraper({ policy: policy([]) });
    await expect(jobs.fetchDescription(`${stub.url}/job`, never())).resolves.toBe('Welder\nWeld things.');
  });

  it.each([
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a host off the list', 'https://internal.example/admin'],
    ['another scheme', 'file:///etc/passwd'],
  ])('refuses a redirect to %s without following it', async (_what, location) => {
    stub.handle((_r, res) => void res.writeHead(302, { location }).end());
    const jobs = createFetchScraper({ policy: policy([]) });
    await expect(jobs.fetchDescription(`${stub.url}/job`, never())).rejects.toMatchObject(refusedWith);
    expect(stub.requests).toHaveLength(1);
  });

  it('checks the address of every hop: a redirect to an allowed name on a private address is refused', async () => {
    stub.handle((_r, res) => void res.writeHead(301, { location: 'http://cdn.test/job' }).end());
    const lookup = fakeDns({ 'cdn.test': '192.168.0.10' });
    const jobs = createFetchScraper({ policy: policy(['cdn.test'], lookup) });
    await expect(jobs.fetchDescription(`${stub.url}/job`, never())).rejects.toMatchObject(refusedWith);
    expect(lookup.asked).toEqual(['cdn.test']);
    expect(stub.requests).toHaveLength(1);
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    stub.handle((r, res) => void res.writeHead(302, { location: `${r.url}x` }).end());
    const jobs = createFetchScraper({ policy: policy([]) });
    await expect(jobs.fetchDescription(`${stub.url}/r`, never())).rejects.toMatchObject(refusedWith);
    expect(stub.requests).toHaveLength(MAX_REDIRECTS + 1);
  });
});
