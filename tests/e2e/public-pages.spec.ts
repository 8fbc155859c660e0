/**
 * The public pages (issue 9 "Must show"): every public route renders its heading with its own
 * title and no console error; the support FAQ opens one item at a time; published posts show on
 * /blog and open on /blog/{id}, a draft does not.
 */
import { expect, test, type Page } from '@playwright/test';

// 1x1 transparent PNG: stands in for third-party images (video thumbnails) on this offline machine.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request that leaves 127.0.0.1 (no internet here) and collects console errors. */
async function offlineVisitor(page: Page): Promise<string[]> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: PIXEL })
        : route.fulfill({ status: 204 }),
  );
  const errors: string[] = [];
  page.on('console', (m) => {
    // Playwright's own utility script, refused by the template previews' sandboxed iframes (no
    // page script runs there: the previews are script-free HTML); a real visitor never sees it.
    if (m.type() === 'error' && !m.text().startsWith("Blocked script execution in 'about:srcdoc'")) {
      errors.push(m.text());
    }
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
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
