/**
 * Every screen on a phone (issue 22 item 6): at 390 px, in dark mode, no page is wider than the
 * screen (a sideways scroll means something is cut off), and a signed-in screen logs no console
 * error. Wide tables scroll inside their own box, not the page.
 */
import { expect, test, answerOffline, collectConsoleErrors, loginAs, demo, type Page } from './support';
import { PUBLIC_PAGES } from '@/domain/site/public-pages';

const SIGNED_IN = ['/magic-cv', '/lazy-apply', '/lazy-templates', '/profile', '/angel-live'];
const ADMIN = [
  '/admin',
  '/admin/users',
  '/admin/payments',
  '/admin/content',
  '/admin/analytics',
  '/admin/export',
  '/admin/settings',
  '/admin/notifications',
];
const TRANSACTIONAL = ['/login', '/payment-success', '/payment-failure'];

test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

async function darkMode(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('manualThemeOverride', 'true');
    localStorage.setItem('darkMode', 'true');
  });
}

async function expectFitsScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await expect(page.locator('h1, h2').first()).toBeVisible();
  // Measured once the page's data has arrived: a page measured while its spinner shows proves
  // nothing about the rows it then draws (a long job title on /admin once widened it by 124 px).
  // A section that loads as it nears the view (the comments) is scrolled to first.
  const loaders = page.getByRole('status', { name: /^(Loading|Checking)/ });
  await expect(async () => {
    // Scrolled in the page, not through a locator: a loader that ends meanwhile is not waited for.
    await page.evaluate(() =>
      document.querySelector('[role="status"][aria-label^="Loading"]')?.scrollIntoView({ block: 'center' }),
    );
    await expect(loaders).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
}

test('public pages fit a 390 px screen in dark mode', async ({ page }) => {
  test.setTimeout(120_000); // eighteen pages, each loaded until the app is ready
  await answerOffline(page);
  await darkMode(page);
  for (const path of [...PUBLIC_PAGES, ...TRANSACTIONAL]) await expectFitsScreen(page, path);
});

test("a free user's tools fit a 390 px screen and log no error", async ({ page }) => {
  await answerOffline(page);
  await darkMode(page);
  const errors = collectConsoleErrors(page);
  await loginAs(page, demo.free);
  for (const path of SIGNED_IN) {
    await expectFitsScreen(page, path);
    await page.waitForTimeout(1000); // the page's live reads answer (or fail) by then
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});

test("the admin console's eight areas fit a 390 px screen and log no error", async ({ page }) => {
  await answerOffline(page);
  await darkMode(page);
  const errors = collectConsoleErrors(page);
  await loginAs(page, demo.admin);
  for (const path of ADMIN) {
    await expectFitsScreen(page, path);
    await page.waitForTimeout(1000);
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});
