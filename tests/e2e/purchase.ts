import { expect, type Locator, type Page } from './support';

/** On /pricing: Pro for 3 months, continued into the purchase dialog (docs/product-rules.md 7.1). */
export async function openProThreeMonths(page: Page): Promise<Locator> {
  await page.goto('/pricing');
  await page.getByText('3 Months', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue with Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks the method's tile (its radio is visually hidden inside the tile's label). */
export async function chooseMethod(dialog: Locator, name: 'PayPal' | 'Razorpay' | 'PhonePe') {
  await dialog.locator('label').filter({ hasText: name }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}
