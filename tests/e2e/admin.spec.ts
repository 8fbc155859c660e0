import fs from 'node:fs';
import {
  expect,
  test,
  waitingForApp,
  demo,
  loginAs,
  signUpWithGoogle,
  type Browser,
  type Page,
} from './support';

/** A second, independent browser session (another person on another machine). */
async function otherSession(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return waitingForApp(await context.newPage());
}

test('the admin finds a user by e-mail prefix, changes the plan, and the user sees it on /profile', async ({
  page,
  browser,
}) => {
  const user = await otherSession(browser);
  const email = await signUpWithGoogle(user, 'Grace Plan-Change');
  await user.goto('/profile');
  await expect(user.getByText('Free', { exact: true }).first()).toBeVisible();

  await loginAs(page, demo.admin);
  await page.goto('/admin/users');
  const prefix = email.slice(0, 14);
  await page.getByLabel('Search users').fill(prefix.toUpperCase());
  await expect(page.getByText(`Found 1 user(s) matching ${prefix.toUpperCase()}`)).toBeVisible();
  await page.getByRole('button', { name: 'View/Edit Grace Plan-Change' }).click();

  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Plan', { exact: true }).selectOption('pro');
  await sheet.getByLabel('Plan Name').fill('Pro');
  await sheet.getByLabel('Status').selectOption('active');
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();

  // The profile reads the user document live: no reload needed.
  await expect(user.getByText('Pro', { exact: true }).first()).toBeVisible();
  await user.context().close();
});

test('the admin writes and publishes a blog post that then shows on /blog', async ({ page, browser }) => {
  const title = `Salary talks that work ${Date.now().toString(36)}`;
  await loginAs(page, demo.admin);
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Add New' }).click();
  const sheet = page.getByRole('dialog');
  const save = sheet.getByRole('button', { name: 'Add Blog Post' });
  await expect(save).toBeDisabled();
  await sheet.getByLabel('Title').fill(title);
  await sheet.getByLabel('Excerpt').fill('Three questions to ask before you name a number.');
  await sheet
    .getByLabel('Content')
    .fill('Start with the range you researched.\n\nThen ask about the whole package.');
  await sheet.getByLabel('Tags (comma-separated)').fill('Career Tips, Negotiation');
  // The status switch is a row of pills (labels around visually hidden radios): click the pill.
  await sheet.getByText('Published', { exact: true }).click();
  await expect(sheet.getByRole('radio', { name: 'Published' })).toBeChecked();
  await save.click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(/published/i);

  const visitor = await otherSession(browser);
  await visitor.goto('/blog');
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.getByRole('link', { name: 'Read More' }).first().click();
  await expect(visitor.getByText('Then ask about the whole package.')).toBeVisible();
  await visitor.context().close();
});

test('the admin exports users to CSV and the file holds them', async ({ page }) => {
  await loginAs(page, demo.admin);
  await page.goto('/admin/export');
  await page.getByLabel('Data Source').selectOption('users');
  await page.getByLabel('Format').selectOption('csv');
  // Every seeded account was created today or recently: widen the range to be sure.
  await page.getByLabel('Start Date').fill('2020-01-01');
  await page.getByRole('button', { name: 'Select All' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toContain('email');
  expect(csv).toContain(demo.free.email);
  expect(csv).toContain(demo.paid.email);
  await expect(
    page.getByText(`Successfully exported ${rows.length} records to ${download.suggestedFilename()}!`),
  ).toBeVisible();
});

/**
 * Opens the header bell. Right after sign-in the app may still move focus to the new page's
 * main content, which closes a panel opened a moment earlier (the panel closes when focus
 * leaves it); so the click is repeated until the panel stays open.
 */
async function openBell(page: Page, name: RegExp) {
  const bell = page.getByRole('button', { name });
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(async () => {
    if (!(await panel.isVisible())) await bell.click();
    await expect(panel).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test('a notification the admin creates for free users reaches a free user under the bell', async ({
  page,
  browser,
}) => {
  const title = `Maintenance window ${Date.now().toString(36)}`;
  await loginAs(page, demo.admin);
  await page.goto('/admin/notifications');
  await page.getByRole('button', { name: 'Create Notification' }).click();
  const form = page.getByRole('form', { name: 'Create Notification' });
  await form.getByRole('button', { name: 'Send Notification' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Magic CV will pause for ten minutes tonight.');
  await form.getByLabel('Target audience').selectOption('free');
  await form.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByText('Notification created successfully')).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toBeVisible();

  const free = await otherSession(browser);
  await loginAs(free, demo.free);
  await openBell(free, /^Notifications, \d+ unread$/);
  await expect(free.getByText(title)).toBeVisible();
  await free.context().close();

  // A paid user is not the audience.
  const paid = await otherSession(browser);
  await loginAs(paid, demo.paid);
  await openBell(paid, /^Notifications/);
  await expect(paid.getByText(title)).toHaveCount(0);
  await paid.context().close();
});
