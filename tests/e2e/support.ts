import { expect, type Page } from '@playwright/test';

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
