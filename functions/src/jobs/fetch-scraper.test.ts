import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { startStubServer, type StubServer } from '../testing/stub-server';
import { createFetchScraper, type FetchScraperOptions } from './fetch-scraper';
import type { FetchPolicy } from './guarded-fetch';

const LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Ignore me' },
    {
      '@type': 'JobPosting',
      title: 'Data Engineer',
      hiringOrganization: { '@type': 'Organization', name: 'Initech' },
      description:
        '&lt;p&gt;Build &lt;b&gt;Spark&lt;/b&gt; pipelines.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Python&lt;/li&gt;&lt;li&gt;SQL&lt;/li&gt;&lt;/ul&gt;',
    },
  ],
};
const LD_PAGE = `<html><head><script type="application/ld+json">${JSON.stringify(LD)}</script></head>
<body><nav>Jobs Home</nav><main>Layout text</main></body></html>`;
const PLAIN_PAGE = `<html><body><header>Site header</header><nav>Menu</nav>
<main><h1>QA Analyst</h1><p>Test our apps.</p><script>var x = 'tracking';</script><ul><li>Selenium</li></ul></main>
<footer>Copyright</footer></body></html>`;

let stub: StubServer;
beforeAll(async () => void (stub = await startStubServer()));
afterAll(() => stub.close());
const never = () => new AbortController().signal;

/** The stub server on 127.0.0.1 is the one host these tests may reach. */
const STUB_POLICY: FetchPolicy = {
  hostAllowed: (h) => h === '127.0.0.1',
  addressAllowed: (ip) => ip === '127.0.0.1',
  anyPort: true,
};
const scraper = (opts: FetchScraperOptions = {}) => createFetchScraper({ policy: STUB_POLICY, ...opts });

describe('fetch scraper', () => {
  it('prefers the JSON-LD JobPosting and sends browser-like headers', async () => {
    stub.handle((_r, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(LD_PAGE));
    const text = await scraper().fetchDescription(`${stub.url}/job/1`, never());
    expect(text).toBe('Data Engineer at Initech\n\nBuild Spark pipelines.\n• Python\n• SQL');
    expect(stub.requests.at(-1)!.headers['user-agent']).toMatch(/Mozilla\/5\.0/);
    expect(stub.requests.at(-1)!.headers['accept-language']).toContain('en');
  });

  it('falls back to the main content without navigation, scripts and footers, after redirects', async () => {
    stub.handle((r, res) => {
      if (r.url === '/old') return void res.writeHead(301, { location: '/new' }).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(PLAIN_PAGE);
    });
    const text = await scraper().fetchDescription(`${stub.url}/old`, never());
    expect(text).toBe('QA Analyst\nTest our apps.\n• Selenium');
  });

  it('reads at most the byte cap', async () => {
    stub.handle((_r, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<html><body><main><p>${'a'.repeat(5000)}</p><p>TAIL</p></main></body></html>`);
    });
    const text = await scraper({ maxBytes: 1000 }).fetchDescription(stub.url, never());
    expect(text.length).toBeLessThan(1000);
    expect(text).not.toContain('TAIL');
  });

  it.each([
    [404, magicCvMessages.scrapeNotFound, 'not-found'],
    [429, magicCvMessages.scrapeTooMany, 'too-many'],
    [500, magicCvMessages.scrapeFailed, 'failed'],
    [403, magicCvMessages.scrapeFailed, 'failed'],
  ])('maps HTTP %i to its message', async (status, message, kind) => {
    stub.handle((_r, res) => void res.writeHead(status).end('no'));
    await expect(scraper().fetchDescription(stub.url, never())).rejects.toMatchObject({
      name: 'ScrapeError',
      kind,
      message,
    });
  });

  it('times out with its own message, and passes the request deadline through', async () => {
    stub.handle(() => undefined);
    await expect(scraper({ timeoutMs: 100 }).fetchDescription(stub.url, never())).rejects.toMatchObject({
      kind: 'timeout',
      message: magicCvMessages.scrapeTimeout,
    });
    const ctl = new AbortController();
    const reason = new Error('deadline');
    setTimeout(() => ctl.abort(reason), 50);
    await expect(scraper().fetchDescription(stub.url, ctl.signal)).rejects.toBe(reason);
  });

  it('maps an unreachable host to the generic failure', async () => {
    await expect(scraper().fetchDescription('http://127.0.0.1:9/', never())).rejects.toMatchObject({
      kind: 'failed',
      message: magicCvMessages.scrapeFailed,
    });
  });
});
