import { expect, test, demo, loginAs } from './support';

test('profile shows the Free plan live from the user document', async ({ page }) => {
  await loginAs(page, demo.free);
  await page.goto('/profile');
  await expect(page.getByText(demo.free.email).first()).toBeVisible();
  await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
});

test('profile shows the paid plan of the paid demo user', async ({ page }) => {
  await loginAs(page, demo.paid);
  await page.goto('/profile');
  await expect(page.getByText('Ultimate (1 Month)').first()).toBeVisible();
});

test('the admin sees the admin link and can open /admin', async ({ page }) => {
  await loginAs(page, demo.admin);
  const adminLink = page.getByRole('link', { name: 'Admin Dashboard' }).first();
  await expect(adminLink).toBeVisible();
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('navigation').getByText('User Management')).toBeVisible();
  // The main header is hidden on admin paths.
  await expect(page.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
});

test('a free user opening /admin lands on /', async ({ page }) => {
  await loginAs(page, demo.free);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor opening /admin goes to /login', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path redirects to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
