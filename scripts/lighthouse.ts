/**
 * `npm run lighthouse`: Lighthouse (mobile, its default throttling) on every public page
 * (src/config/public-pages.ts) against the production build, in Debian's Chromium. Starts its
 * own local stack in preview mode on spare ports (`.data-lighthouse`), or measures a running app
 * given with `--url http://127.0.0.1:5173`. Prints the four scores, LCP, TBT, CLS and the
 * JavaScript each page loads, gzip-compressed (what Firebase Hosting sends; `vite preview` sends it
 * uncompressed, so the bytes are fetched again and compressed here).
 *
 *   npm run lighthouse [-- --url URL] [--only /pricing,/blog] [--json FILE] [--why]
 *
 * `--why` also prints, per page, each accessibility, best-practice and SEO audit that failed
 * with the elements (or console lines) it names, the elements that shifted the layout, the LCP
 * element with its phases, the longest main-thread tasks, and each script's compressed size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGES } from '../src/domain/site/public-pages';
import { CHROME_FLAGS } from '../functions/src/pdf/chrome-flags';
import { systemChromePath } from '../functions/src/pdf/puppeteer-renderer';
import { stackConfigFromEnv } from '../server/dev/stack-config';
import { startStack } from '../server/dev/stack';

interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const gzipped = new Map<string, number>();

/**
 * The page's scripts (the network-requests audit), each fetched once and gzip-compressed; with
 * `--why`, each script's share is printed, largest first.
 */
async function scriptKb(items: Array<{ resourceType?: string; url?: string }>): Promise<number> {
  const shares: [string, number][] = [];
  for (const url of items.filter((r) => r.resourceType === 'Script' && r.url).map((r) => r.url!)) {
    if (!gzipped.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipped.set(url, gzipSync(body, { level: 9 }).length);
    }
    shares.push([new URL(url).pathname, gzipped.get(url)!]);
  }
  if (process.argv.includes('--why')) {
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.info(
      `  scripts: ${shares
        .sort((a, b) => b[1] - a[1])
        .map(([p, n]) => `${p} ${kb(n)}`)
        .join(', ')}`,
    );
  }
  return Math.round(shares.reduce((sum, [, n]) => sum + n, 0) / 1024);
}

interface AuditItem {
  node?: { selector?: string; snippet?: string };
  /** Console errors, issues: no element, a text and where it came from. */
  description?: string;
  url?: string;
}

/** The failed audits of the three pass/fail categories, and the layout shifts, with their elements. */
function why(lhr: {
  categories: Record<string, { auditRefs: { id: string }[] }>;
  audits: Record<string, { score: number | null; title: string; details?: unknown }>;
}): string[] {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap(
    (c) => lhr.categories[c]?.auditRefs.map((r) => r.id) ?? [],
  );
  const lines: string[] = [];
  for (const id of [...ids, 'layout-shifts']) {
    const audit = lhr.audits[id];
    if (!audit || (audit.score !== null && audit.score >= 1 && id !== 'layout-shifts')) continue;
    const items = ((audit.details as { items?: AuditItem[] } | undefined)?.items ?? []).filter(
      (i) => i.node || i.description,
    );
    if (audit.score === null && items.length === 0) continue;
    lines.push(`  ${id}: ${audit.title}`);
    for (const i of items.slice(0, 5)) {
      lines.push(
        i.node
          ? `    ${i.node.selector ?? ''}  ${i.node.snippet ?? ''}`
          : `    ${i.description ?? ''}  ${i.url ?? ''}`,
      );
    }
  }
  // The element LCP measured and where its time went (a list of two tables: element, phases).
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: (AuditItem & { phase?: string; timing?: number })[] }[] } | undefined;
  const [element, phases] = lcp?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (node) lines.push(`  LCP element: ${node.selector ?? ''}  ${node.snippet ?? ''}`);
  const timing = (phases?.items ?? []).map((p) => `${p.phase ?? '?'} ${Math.round(p.timing ?? 0)} ms`);
  if (timing.length) lines.push(`    ${timing.join(', ')}`);
  // What blocked the main thread (Total Blocking Time counts each task's part over 50 ms).
  const tasks = (
    lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] }
  )?.items;
  if (tasks?.length) {
    const shown = tasks
      .slice(0, 5)
      .map(
        (t) =>
          `${t.url?.replace(/^https?:\/\/[^/]+/, '') ?? '?'} ${Math.round(t.duration ?? 0)} ms @${Math.round(t.startTime ?? 0)}`,
      );
    lines.push(`  long tasks: ${shown.join(', ')}`);
  }
  return lines;
}

async function measure(url: string, port: number): Promise<Omit<PageFigures, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (process.argv.includes('--why')) console.info([url, ...why(result.lhr as never)].join('\n'));
  const score = (id: string) => categories[id]?.score ?? 0;
  const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: [] } | undefined)?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Number(num('cumulative-layout-shift').toFixed(3)),
    jsKb: await scriptKb(requests),
  };
}

function printTable(rows: PageFigures[]): void {
  const head = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz'];
  const lines = rows.map((r) => [
    r.page,
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    r.bestPractices.toFixed(2),
    r.seo.toFixed(2),
    String(r.lcpMs),
    String(r.tbtMs),
    r.cls.toFixed(3),
    String(r.jsKb),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(head));
  for (const l of lines) console.log(fmt(l));
}

const given = arg('--url');
const only = arg('--only')?.split(',');
const pages = only ?? [...PUBLIC_PAGES];

const stack = given
  ? null
  : await startStack(
      {
        ...stackConfigFromEnv({
          ...process.env,
          DATA_DIR: '.data-lighthouse',
          WEB_MODE: 'preview',
          APP_PORT: process.env.LIGHTHOUSE_APP_PORT ?? '5373',
          BACKEND_PORT: '8987',
          AUTH_EMULATOR_PORT: '9399',
          FIRESTORE_EMULATOR_PORT: '8388',
        }),
        fresh: true,
      },
      () => {},
    );
const origin = (given ?? stack!.appUrl).replace(/\/$/, '');
const chrome = await chromeLauncher.launch({ chromePath: systemChromePath(), chromeFlags: CHROME_FLAGS });
const rows: PageFigures[] = [];
try {
  for (const page of pages) {
    rows.push({ page, ...(await measure(`${origin}${page}`, chrome.port)) });
    console.info(`measured ${page}`);
  }
} finally {
  await chrome.kill();
  await stack?.stop();
}
printTable(rows);
const jsonOut = arg('--json');
if (jsonOut) fs.writeFileSync(path.resolve(jsonOut), `${JSON.stringify(rows, null, 2)}\n`);
