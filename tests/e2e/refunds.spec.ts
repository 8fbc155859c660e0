import {
  expect,
  test,
  waitingForApp,
  demo,
  fakeCountry,
  loginAs,
  signUpWithGoogle,
  type Browser,
  type Page,
} from './support';
import { chooseMethod, openProThreeMonths } from './purchase';

/**
 * Refunds offline (docs/product-rules.md 7.6, 15.4): a plan bought through a simulator is refunded
 * at the simulator's merchant dashboard, or by the admin from the payments tab; the provider's
 * signed webhook reaches the local host, the buyer is back on Free within seconds, and the admin
 * sees the order refunded.
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? '8887'}`;

async function expectPlanOnProfile(page: Page, plan: string) {
  if (!page.url().endsWith('/profile')) await page.goto('/profile');
  await expect(page.getByTestId('plan-name')).toHaveText(plan, { timeout: 30_000 });
}

/** The admin's payments tab in a session of its own, with the buyer's order row. */
async function adminOrderRow(browser: Browser, buyerName: string) {
  const admin = waitingForApp(await (await browser.newContext()).newPage());
  await loginAs(admin, demo.admin);
  await admin.goto('/admin/payments');
  return { admin, row: admin.getByRole('row').filter({ hasText: buyerName }) };
}

test('a Razorpay refund made at the simulator returns the buyer to Free and shows as refunded', async ({
  page,
  browser,
}) => {
  const buyer = `Rhea Refund ${Date.now().toString(36)}`;
  await fakeCountry(page, 'US');
  await signUpWithGoogle(page, buyer);
  const dialog = await openProThreeMonths(page);
  await chooseMethod(dialog, 'Razorpay');
  await dialog.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const verification = page.waitForRequest((r) => r.url().endsWith('/verifyRazorpayPayment'));
  await page
    .frameLocator('iframe[title="Razorpay Checkout"]')
    .getByRole('button', { name: 'Approve' })
    .click();
  const { paymentId } = ((await verification).postDataJSON() as { data: { paymentId: string } }).data;
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.waitForURL('**/profile', { timeout: 30_000 });
  await expectPlanOnProfile(page, 'Pro (3 Months)');

  // The merchant refunds the payment on Razorpay's (the simulator's) dashboard.
  const razorpay = await page.context().newPage();
  await razorpay.goto(`${BACKEND}/sim/razorpay/dashboard`);
  await razorpay
    .getByRole('row')
    .filter({ hasText: paymentId })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(razorpay.getByRole('status')).toHaveText(`Refunded ${paymentId}.`);

  // The profile reads the user document live: the free plan shows without a reload.
  await expect(page.getByTestId('plan-name')).toHaveText('Free', { timeout: 30_000 });
  const { admin, row } = await adminOrderRow(browser, buyer);
  await expect(row).toContainText('refunded');
  await expect(row.getByRole('button', { name: /^Refund order / })).toHaveCount(0);
  await admin.context().close();
});

test('the admin refunds a PayPal payment from the payments tab; the buyer is back on Free', async ({
  page,
  browser,
}) => {
  const buyer = `Paul Refund ${Date.now().toString(36)}`;
  await fakeCountry(page, 'US');
  await signUpWithGoogle(page, buyer);
  const dialog = await openProThreeMonths(page);
  await chooseMethod(dialog, 'PayPal');
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: /PayPal Sandbox Simulator/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.waitForURL('**/profile', { timeout: 30_000 });
  await expectPlanOnProfile(page, 'Pro (3 Months)');

  const { admin, row } = await adminOrderRow(browser, buyer);
  await expect(row).toContainText('paid');
  await row.getByRole('button', { name: /^Refund order / }).click();
  const confirm = admin.getByRole('dialog', { name: 'Refund Payment' });
  await expect(
    confirm.getByText(
      'Refund this payment in full through PayPal? The buyer loses what it gave them (the plan, credits or Human Keys). This cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('refunded');

  await expect(page.getByTestId('plan-name')).toHaveText('Free', { timeout: 30_000 });
  await admin.context().close();
});
