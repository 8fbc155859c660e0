import { expect, test, demo, fakeCountry, signInWithEmail, signUpWithGoogle, type Page } from './support';
import { chooseMethod, openProThreeMonths } from './purchase';

/**
 * Buying Pro for 3 months offline: each provider's simulator (served by the local backend)
 * plays the provider, and the server verifies each payment with the real verification code.
 */

async function expectProOnProfile(page: Page, provider: string) {
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  // The success page moves on to the profile after 5 seconds.
  await page.waitForURL('**/profile', { timeout: 30_000 });
  await expect(page.getByTestId('plan-name')).toHaveText('Pro (3 Months)');
  const row = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');
  await expect(row('Status')).toHaveText('Active');
  await expect(row('Credits')).toHaveText('1800');
  // The plan's dollar price; a rupee provider adds the rupees charged (docs/product-rules.md 2.4).
  await expect(row('Amount')).toHaveText(provider === 'PayPal' ? '$71.00' : '$71.00 (₹5,929)');
  await expect(row('Payment Provider')).toHaveText(provider);
}

async function expectFailurePage(page: Page) {
  await page.waitForURL('**/payment-failure', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't process your payment. Please try again or contact support if the issue persists.",
    ),
  ).toBeVisible();
}

test.describe('buying Pro for 3 months through the simulators', () => {
  test('PayPal: approve at the PayPal simulator', async ({ page }) => {
    await fakeCountry(page, 'US');
    await signUpWithGoogle(page, 'Paula Paypal');
    const dialog = await openProThreeMonths(page);
    await expect(dialog.getByRole('radio', { name: /PhonePe/ })).toHaveCount(0);
    await chooseMethod(dialog, 'PayPal');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('heading', { name: /PayPal Sandbox Simulator/ })).toBeVisible();
    await expect(page.getByText('71.00')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectProOnProfile(page, 'PayPal');
  });

  test('Razorpay: approve in the Checkout overlay', async ({ page }) => {
    await fakeCountry(page, 'US');
    await signUpWithGoogle(page, 'Ravi Razorpay');
    const dialog = await openProThreeMonths(page);
    await chooseMethod(dialog, 'Razorpay');
    await dialog.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await expect(checkout.getByText('₹5,929')).toBeVisible();
    await checkout.getByRole('button', { name: 'Approve' }).click();
    await expectProOnProfile(page, 'Razorpay');
  });

  test('PhonePe (India): approve at the PhonePe simulator', async ({ page }) => {
    await fakeCountry(page, 'IN');
    await signUpWithGoogle(page, 'Priya PhonePe');
    const dialog = await openProThreeMonths(page);
    // India: PhonePe is offered and chosen by default.
    await expect(dialog.getByRole('radio', { name: /PhonePe/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Pay with PhonePe App' }).click();
    await expect(page.getByRole('heading', { name: /PhonePe Test Payment/ })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectProOnProfile(page, 'PhonePe');
  });
});

test.describe('cancelled and failed payments end on the failure page', () => {
  test('PayPal: Cancel at PayPal says the payment was cancelled', async ({ page }) => {
    await fakeCountry(page, 'US');
    await signUpWithGoogle(page, 'Carl Cancel');
    const dialog = await openProThreeMonths(page);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    // The purchase dialog has a Cancel of its own: click the simulator's, once it has loaded.
    await expect(page.getByRole('heading', { name: /PayPal Sandbox Simulator/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Payment was cancelled')).toBeVisible();
    await expectFailurePage(page);
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('Razorpay: Fail in Checkout', async ({ page }) => {
    await fakeCountry(page, 'US');
    await signUpWithGoogle(page, 'Fiona Fail');
    const dialog = await openProThreeMonths(page);
    await chooseMethod(dialog, 'Razorpay');
    await dialog.getByRole('button', { name: 'Pay with Razorpay' }).click();
    await page
      .frameLocator('iframe[title="Razorpay Checkout"]')
      .getByRole('button', { name: 'Fail' })
      .click();
    await expectFailurePage(page);
  });

  test('PhonePe: Fail at PhonePe shows the status, then the failure page', async ({ page }) => {
    await fakeCountry(page, 'IN');
    await signUpWithGoogle(page, 'Pavan Fail');
    const dialog = await openProThreeMonths(page);
    await dialog.getByRole('button', { name: 'Pay with PhonePe App' }).click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText(/Payment failed with status: PAYMENT_ERROR/)).toBeVisible();
    await expectFailurePage(page);
  });
});

test('signed out, Continue goes through /login and reopens the modal with the chosen period', async ({
  page,
}) => {
  await fakeCountry(page, 'US');
  await page.goto('/pricing');
  await page.getByText('Yearly', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue with Ultimate' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithEmail(page, demo.free.email, demo.free.password);
  await page.waitForURL('**/pricing');
  const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Ultimate', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Yearly')).toBeVisible();
  // Used once: a reload does not reopen it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start JobKit for free.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('Human Keys: a free user buys it with PayPal and then sees the downloads', async ({ page }) => {
  await fakeCountry(page, 'US');
  await signUpWithGoogle(page, 'Hana Keys');
  await page.goto('/human-key');
  await page.getByRole('button', { name: 'Buy Human Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
  await expect(dialog.getByText('$15')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.goto('/human-key');
  await expect(page.getByText('You have access')).toBeVisible();
  await expect(page.getByRole('link', { name: /Download for Windows/ })).toBeVisible();
});
