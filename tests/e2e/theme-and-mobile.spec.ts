import { expect, test, demo, loginAs, type Page } from './support';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('theme follows login state until toggled, then the stored choice wins', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(await isDark(page)).toBe(false);

  await loginAs(page, demo.free);
  await expect.poll(() => isDark(page)).toBe(true);

  await page.getByRole('button', { name: 'Switch to light mode' }).first().click();
  await expect.poll(() => isDark(page)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('manualThemeOverride'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  expect(await isDark(page)).toBe(false);
});

test('header gets a background after 10 px of scroll', async ({ page }) => {
  await page.goto('/');
  // The landing page is a lazy chunk: scroll only once it is there and the page is tall.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.locator('header').first();
  await expect(header).not.toHaveAttribute('data-scrolled', 'true');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu slides in with the signed-in entries', async ({ page }) => {
    await loginAs(page, demo.admin);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Angel HOT' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Angel Mobile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await page.screenshot({ path: 'test-results/mobile-menu.png' });
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test('signed out, the mobile menu offers Sign In', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
