/**
 * The public pages (issue 9 "Must show"): every public route renders its heading with its own
 * title and no console error; the support FAQ opens one item at a time; published posts show on
 * /blog and open on /blog/{id}, a draft does not. Issue 21: each public page and each published post
 * arrives as prerendered HTML holding its heading and text, which the browser takes over; the blog
 * reads without a Firebase SDK.
 */
import { expect, test, answerOffline, collectConsoleErrors, type Page } from './support';
import { PUBLIC_PAGES } from '@/domain/site/public-pages';

/** Answers every request that leaves 127.0.0.1 (no internet here) and collects console errors. */
async function offlineVisitor(page: Page): Promise<string[]> {
  await answerOffline(page);
  return collectConsoleErrors(page);
}

const ROUTES: [path: string, heading: string][] = [
  ['/', 'Ace your interviews and land the job'],
  ['/angel', 'Angel AI'],
  ['/cluely-download', 'Angel AI for Desktop'],
  ['/blog', 'Blog'],
  ['/support', 'Support'],
  ['/about', 'About JobKit'],
  ['/terms', 'Terms and Conditions'],
  ['/refund-policy', 'Refund and Cancellation Policy'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/pricing', 'Start JobKit for free.'],
  ['/enterprise-plans', 'Enterprise Plans'],
  ['/human-key', 'Human Keys'],
  ['/free-tools', 'Free Tools'],
  ['/login', 'Welcome'],
];

test('every public route shows its heading and its own title, without console errors', async ({ page }) => {
  const errors = await offlineVisitor(page);
  const titles = new Set<string>();
  for (const [path, heading] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { useInnerText: true });
    await expect(page).toHaveTitle(/ \| JobKit$/);
    titles.add(await page.title());
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
  expect(titles.size).toBe(ROUTES.length);
});

test('the support FAQ opens one item at a time and closes the open one', async ({ page }) => {
  await offlineVisitor(page);
  await page.goto('/support');
  const first = page.getByRole('button', { name: 'What is JobKit and who is it for?' });
  const second = page.getByRole('button', { name: 'Which plans are available?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('published posts are listed and open on their own page; a draft is not shown', async ({ page }) => {
  await offlineVisitor(page);
  await page.goto('/blog');
  const published = 'How to Tailor Your Resume to Any Job Posting';
  await expect(page.getByRole('heading', { name: published })).toBeVisible();
  await expect(page.getByText('Negotiating Your First Salary Offer')).toHaveCount(0);

  const card = page.getByRole('article').filter({ hasText: published });
  await card.getByRole('link', { name: 'Read More' }).click();
  await expect(page).toHaveURL(/\/blog\/seed-tailor-your-resume$/);
  await expect(page.getByRole('heading', { level: 2, name: published })).toBeVisible();
  await expect(page).toHaveTitle(`${published} | JobKit`);

  await page.goto('/blog/seed-draft-salary-negotiation');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
});

test('the blog asks the site status and reads its posts as a visitor, with no Firebase SDK', async ({
  page,
}) => {
  await offlineVisitor(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const status = page.waitForResponse((r) => r.url().endsWith('/getSiteStatus'));
  const posts = page.waitForResponse((r) => r.url().includes('/documents:runQuery'));
  await page.goto('/blog');
  expect((await status).status()).toBe(200);
  expect((await posts).status()).toBe(200);
  await expect(
    page.getByRole('heading', { name: 'How to Tailor Your Resume to Any Job Posting' }),
  ).toBeVisible();
  // The Firestore SDK would open its Listen channel; the Auth SDK would ask its emulator.
  expect(requests.filter((u) => /Firestore\/Listen|identitytoolkit|securetoken/.test(u))).toEqual([]);
});

/** The page's text as a crawler reads it: tags, scripts and styles dropped. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('each public page and post arrives as HTML with its heading and text, and the browser takes it over', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const redrawn: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('The prerendered page was redrawn')) redrawn.push(`${page.url()}: ${m.text()}`);
  });
  const errors = await offlineVisitor(page);
  const headings = new Map(ROUTES);
  const post = ['/blog/seed-tailor-your-resume', 'How to Tailor Your Resume to Any Job Posting'] as const;
  for (const path of [...PUBLIC_PAGES, post[0]]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(h1, `${path} has an h1 without script`).toBeTruthy();
    const heading = headings.get(path);
    if (heading) expect(textOf(h1 ?? '').replace(/\s/g, ''), path).toBe(heading.replace(/\s/g, ''));
    const main = textOf(/<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '');
    expect(main.length, `${path} has its main text without script`).toBeGreaterThan(200);
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+">/);

    await page.goto(path);
    // Taken over: the header's theme switch answers a click.
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: dark ? 'Switch to light mode' : 'Switch to dark mode' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(!dark);
  }
  const postHtml = textOf(await (await request.get(post[0])).text());
  expect(postHtml).toContain(post[1]);
  expect(postHtml).toContain('Recruiters and applicant tracking systems both read your resume');
  expect(redrawn).toEqual([]);
  expect(errors).toEqual([]);
});
