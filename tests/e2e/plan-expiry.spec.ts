/**
 * A paid plan ends when it ends (issue 37 item 1, docs/product-rules.md 7.6): a user whose Pro plan
 * ended yesterday, not yet marked expired by the hourly task, gets the free daily limit and is told
 * "Your Pro plan ended on …" with a Renew button, on Magic CV and on the profile.
 */
import { openAdminStore } from '../../functions/src/adapters/firestore-admin-store';
import { userPatch } from '@/domain/user';
import { expect, signUpWithGoogle, test } from './support';

const FIRESTORE = `127.0.0.1:${process.env.E2E_FIRESTORE_PORT ?? 8288}`;
const DAY = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Gives the account with `email` a Pro plan that ended at `end`, as a server write would. */
async function giveEndedPro(email: string, end: Date) {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
  const { store, close } = openAdminStore('demo-jobkit');
  try {
    let users = await store.query({
      collection: 'users',
      where: [['emailLower', '==', email.toLowerCase()]],
    });
    for (let i = 0; users.length === 0 && i < 20; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      users = await store.query({ collection: 'users', where: [['emailLower', '==', email.toLowerCase()]] });
    }
    expect(users).toHaveLength(1);
    await store.update(
      `users/${users[0]!.id}`,
      userPatch(
        {},
        {
          planId: 'pro',
          planName: 'Pro (1 Month)',
          status: 'active',
          startDate: new Date(end.getTime() - 30 * DAY),
          expiryDate: end,
          paymentProvider: 'razorpay',
          transactionId: 'pay_e2e_ended',
          amount: 29,
          credits: 600,
        },
      ),
    );
  } finally {
    await close();
  }
}

test('a Pro plan that ended yesterday gives the free limit and says so, with Renew', async ({ page }) => {
  const email = await signUpWithGoogle(page, 'Ended Pro');
  // Yesterday at noon UTC: the same calendar day in the browser's zone, whatever it is.
  const y = new Date(Date.now() - DAY);
  const end = new Date(Date.UTC(y.getUTCFullYear(), y.getUTCMonth(), y.getUTCDate(), 12));
  await giveEndedPro(email, end);
  const text = `Your Pro plan ended on ${end.getUTCDate()} ${MONTHS[end.getUTCMonth()]} ${end.getUTCFullYear()}`;

  await page.goto('/magic-cv');
  await expect(page.getByTestId('usage-count')).toHaveText('0/2');
  const notice = page.getByTestId('plan-ended');
  await expect(notice).toContainText(text);
  await expect(page.getByRole('textbox', { name: /job url/i })).toBeDisabled();

  await page.goto('/profile');
  await expect(page.getByTestId('plan-ended')).toContainText(text);
  const row = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');
  await expect(row('Status')).toHaveText('Expired');
  await page.getByTestId('plan-ended').getByRole('link', { name: 'Renew' }).click();
  await page.waitForURL('**/pricing');
});
