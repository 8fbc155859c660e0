import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over: a public page arrives as prerendered HTML that is
 * visible before its buttons work, so a click must wait for `<html data-app-ready>`
 * (src/app/layout/root-layout.tsx).
 */
export async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** `page` whose `goto` and `reload` return once the app is ready; for pages a test opens itself. */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await appReady(page);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await appReady(page);
    return res;
  };
  return page;
}

/** Playwright's `test` whose `page` is {@link waitingForApp}. */
export const test = base.extend({
  // `provide` is Playwright's fixture callback (not a React hook, whatever its usual name says).
  page: async ({ page }, provide) => {
    await provide(waitingForApp(page));
  },
});

/** The accounts `npm start` seeds (server/dev/demo-accounts.ts). */
export const demo = {
  admin: { email: 'admin@jobkit.test', password: 'admin-demo-123' },
  free: { email: 'free@jobkit.test', password: 'free-demo-123' },
  paid: { email: 'paid@jobkit.test', password: 'paid-demo-123' },
} as const;

let n = 0;
export function uniqueGmail(): string {
  n += 1;
  return `e2e-${Date.now().toString(36)}-${n}@gmail.test`;
}

/** On /login: e-mail sign-in through the notice dialog and the form. */
export async function signInWithEmail(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signed in: the page has left /login and no "Sign In" link is shown (any width). */
export async function expectSignedIn(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
}

export async function loginAs(page: Page, who: { email: string; password: string }, from = '/login') {
  await page.goto(from);
  await signInWithEmail(page, who.email, who.password);
  await expectSignedIn(page);
}

/** A brand-new user through the local Google account chooser (fresh state for each test). */
export async function signUpWithGoogle(page: Page, name: string, email = uniqueGmail()): Promise<string> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.getByRole('textbox', { name: 'Email' }).fill(email);
  await chooser.getByRole('textbox', { name: 'Name' }).fill(name);
  await chooser.getByRole('button', { name: 'Use this account' }).click();
  await expectSignedIn(page);
  return email;
}

/** Answers the IP-geolocation lookups (no internet here) with `country`. */
export async function fakeCountry(page: Page, country: 'IN' | 'US') {
  await page.route(/ipapi\.co|api\.country\.is/, (route) =>
    route.fulfill({ json: { country_code: country, country, country_name: country, ip: '203.0.113.7' } }),
  );
}

// 1x1 transparent PNG: stands in for third-party images (video thumbnails) on this offline machine.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request that leaves 127.0.0.1 (no internet here): images with a pixel, the rest empty. */
export async function answerOffline(target: Page | BrowserContext) {
  await target.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: PIXEL })
        : route.fulfill({ status: 204 }),
  );
}

/**
 * Collects the page's console errors and uncaught exceptions from now on. Playwright's own utility
 * script, refused by the template previews' sandboxed iframes (no page script runs there: the
 * previews are script-free HTML), is not one a real visitor sees, so it is left out.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith("Blocked script execution in 'about:srcdoc'")) {
      errors.push(m.text());
    }
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
