import { expect, test, demo, expectSignedIn, signInWithEmail, uniqueGmail } from './support';

test('a new user signs in through Continue with Google and gets a Free account', async ({ page }) => {
  const email = uniqueGmail();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.getByRole('textbox', { name: 'Email' }).fill(email);
  await chooser.getByRole('textbox', { name: 'Name' }).fill('Grace Newcomer');
  await chooser.getByRole('button', { name: 'Use this account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Grace Newcomer').first()).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
});

test('an existing e-mail user signs in through the e-mail form', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, demo.free.email, demo.free.password);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('an unknown e-mail is told to sign up with Google first', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, 'nobody-here@example.test', 'whatever-123');
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Please sign up with Google first')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is told in plain words, never with Firebase’s text', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, demo.free.email, 'not-the-password');
  const alert = page.getByRole('alert').filter({ hasText: 'Authentication Error' });
  await expect(alert).toContainText('Incorrect email or password. Please try again.');
  await expect(page.locator('body')).not.toContainText('Firebase');
  await expect(page.locator('body')).not.toContainText('auth/');
  await expect(page).toHaveURL(/\/login$/);
  // The right password still works after the mistake.
  await page.getByLabel('Password', { exact: true }).fill(demo.free.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectSignedIn(page);
});

test('Back to sign in options returns from the e-mail form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('button', { name: 'Back to sign in options' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('a blocked route sends to /login and returns to its origin after sign-in', async ({ page }) => {
  await page.goto('/magic-cv');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, demo.free.email, demo.free.password);
  await expect(page).toHaveURL(/\/magic-cv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magic CV' })).toBeVisible();
});

test('an already signed-in user visiting /login is sent on at once', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, demo.free.email, demo.free.password);
  await expectSignedIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('sign out returns to / signed out', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, demo.paid.email, demo.paid.password);
  await expectSignedIn(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
