/**
 * What a person notices on a phone and around the account (issue "raw errors and rough edges"):
 * every dialog fits a 390 x 700 screen, the Linux dialog shows whole commands, the idea dialog
 * asks before throwing text away, the profile's amount has a currency, every mobile-menu item has
 * an icon and a comment author's photo shows.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  demo,
  expect,
  fakeCountry,
  loginAs,
  signUpWithGoogle,
  test,
  uniqueGmail,
  waitingForApp,
  type Locator,
  type Page,
} from './support';

const PHONE = { width: 390, height: 700 };

/** Inside the viewport whole, nothing wider than itself; saved as a picture to look at. */
async function expectFitsScreen(page: Page, dialog: Locator, shot: string) {
  await expect(dialog).toBeVisible();
  const vp = page.viewportSize()!;
  // Polled: a dialog slides in from below, so its first box may still be moving.
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!;
      return {
        left: box.x >= 0,
        top: box.y >= 0,
        right: box.x + box.width <= vp.width + 0.5,
        bottom: box.y + box.height <= vp.height + 0.5,
      };
    })
    .toEqual({ left: true, top: true, right: true, bottom: true });
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // Pictures to look at: in the test's output folder, or SHOTS_DIR when set.
  const dir = process.env.SHOTS_DIR;
  await page.screenshot({ path: dir ? `${dir}/${shot}.png` : test.info().outputPath(`${shot}.png`) });
  // What does not fit scrolls inside the dialog: its last control can be brought into view.
  const last = dialog.locator('button:visible, a:visible').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
}

/** The whole element lies inside `box` horizontally and nothing in it scrolls sideways. */
async function expectWhollyShown(el: Locator, within: Locator) {
  await el.scrollIntoViewIfNeeded();
  await expect(el).toBeInViewport();
  const [b, w] = [(await el.boundingBox())!, (await within.boundingBox())!];
  expect(b.x).toBeGreaterThanOrEqual(w.x);
  expect(b.x + b.width).toBeLessThanOrEqual(w.x + w.width + 0.5);
  // Neither the text nor any box around it up to the dialog is cut or scrolled sideways.
  const cut = await el.evaluate(
    (node, stop) => {
      for (let n: Element | null = node; n && n !== stop; n = n.parentElement) {
        if (n.scrollWidth > n.clientWidth + 1) return n.tagName;
      }
      return null;
    },
    await within.elementHandle(),
  );
  expect(cut).toBeNull();
}

test.describe('at 390 x 700', () => {
  test.use({ viewport: PHONE });

  test('the Linux dialog fits and shows every command whole, its copy button in reach', async ({ page }) => {
    await page.goto('/angel');
    await page.getByRole('button', { name: 'Download for Linux' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Download Angel AI for Linux' });
    await expectFitsScreen(page, dialog, 'linux');
    const commands = dialog.locator('[data-testid^="command-"]');
    expect(await commands.count()).toBeGreaterThan(0);
    for (const command of await commands.all()) {
      await expectWhollyShown(command, dialog);
      await expect(command).toContainText(/^wget -O .+ && /);
      const copy = command.locator('xpath=ancestor::div[1]').getByRole('button', { name: 'Copy command' });
      await copy.scrollIntoViewIfNeeded();
      await expect(copy).toBeInViewport({ ratio: 1 });
    }
  });

  test('the Windows, idea, sign-in and pricing dialogs fit', async ({ page }) => {
    await page.goto('/angel');
    await page.getByRole('button', { name: 'Download for Windows' }).first().click();
    const windows = page.getByRole('dialog', { name: 'Download Angel AI for Windows' });
    await expectFitsScreen(page, windows, 'windows');
    await page.keyboard.press('Escape');

    await page.goto('/');
    await page.getByRole('button', { name: 'Suggest a Tool' }).click();
    await expectFitsScreen(page, page.getByRole('dialog', { name: 'Suggest a Tool' }), 'idea');
    await page.keyboard.press('Escape');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await expectFitsScreen(page, page.getByRole('dialog', { name: 'Sign in with email' }), 'email-notice');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expectFitsScreen(page, page.getByRole('dialog', { name: 'Choose an account' }), 'google-chooser');
    await page.keyboard.press('Escape');

    await page.goto('/pricing');
    await page
      .getByRole('button', { name: /^Learn more: / })
      .first()
      .click();
    await expectFitsScreen(page, page.getByRole('dialog'), 'pricing-info');
  });

  test('the purchase dialog fits', async ({ page }) => {
    await fakeCountry(page, 'IN');
    await loginAs(page, demo.free);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Continue with Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await expectFitsScreen(page, dialog, 'purchase');
  });

  test('the signed-in tools’ and the admin’s dialogs fit', async ({ page, browser }) => {
    await loginAs(page, demo.free);
    await page.goto('/lazy-templates');
    await page.getByRole('button', { name: 'Privacy' }).click();
    await expectFitsScreen(
      page,
      page.getByRole('dialog', { name: 'Privacy Information' }),
      'templates-privacy',
    );
    await page.keyboard.press('Escape');
    await page.goto('/lazy-apply');
    await page.getByRole('button', { name: 'History' }).click();
    await expectFitsScreen(page, page.getByRole('dialog', { name: 'History' }), 'easy-apply-history');

    const admin = waitingForApp(await (await browser.newContext({ viewport: PHONE })).newPage());
    await loginAs(admin, demo.admin);
    await admin.goto('/admin/users');
    await admin.getByLabel('Search users').fill('free@jobkit');
    await admin.getByRole('button', { name: 'View/Edit Fiona Free' }).click();
    await expectFitsScreen(admin, admin.getByRole('dialog'), 'admin-edit-user');
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Delete Fiona Free' }).click();
    await expectFitsScreen(admin, admin.getByRole('dialog', { name: 'Delete User' }), 'admin-delete-user');
    await admin.context().close();
  });

  test('every mobile-menu item has an icon, signed out and as the admin', async ({ page }) => {
    const items = (menu: Locator) => menu.getByRole('navigation', { name: 'Mobile' }).locator('a, button');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    let menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(items(menu).first()).toBeVisible();
    for (const item of await items(menu).all()) await expect(item.locator('svg').first()).toBeAttached();
    await page.keyboard.press('Escape');

    await loginAs(page, demo.admin);
    await page.getByRole('button', { name: 'Open menu' }).click();
    menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    const all = await items(menu).all();
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const item of all) await expect(item.locator('svg').first()).toBeAttached();
    await expectFitsScreen(page, menu, 'mobile-menu');
  });
});

test('the idea dialog asks before throwing away what was typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Suggest a Tool' }).click();
  let dialog = page.getByRole('dialog', { name: 'Suggest a Tool' });
  await dialog.getByLabel('Your idea').fill('A salary negotiation coach');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard your idea?' });
  await expect(ask).toContainText('Your idea has not been sent.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  dialog = page.getByRole('dialog', { name: 'Suggest a Tool' });
  await expect(dialog.getByLabel('Your idea')).toHaveValue('A salary negotiation coach');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // An untouched form closes at once.
  await page.getByRole('button', { name: 'Suggest a Tool' }).click();
  await expect(page.getByRole('dialog', { name: 'Suggest a Tool' }).getByLabel('Your idea')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the profile shows the amount with its currency, and Free for the free plan', async ({ browser }) => {
  for (const [who, text] of [
    // The demo paid user: $19.99 through Razorpay, so the rupees too (docs/product-rules.md 2.4).
    [demo.paid, '$19.99 (₹1,669)'],
    [demo.free, 'Free'],
  ] as const) {
    const context = await browser.newContext();
    const page = waitingForApp(await context.newPage());
    await loginAs(page, who);
    await page.goto('/profile');
    await expect(page.locator('dl > div').filter({ hasText: 'Amount' }).locator('dd')).toHaveText(text);
    await context.close();
  }
});

// 1x1 PNG: stands in for the Google profile photo (no internet here).
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const AUTH_EMULATOR = `http://127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9299}`;

/** A Google account with a profile photo, made at the Auth emulator as Google would. */
async function googleAccountWithPhoto(email: string, name: string, picture: string) {
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name, picture });
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://127.0.0.1',
        returnSecureToken: true,
      }),
    },
  );
  expect(res.ok).toBe(true);
}

test('a comment by an author with a photo shows the photo', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const photo = `https://lh3.googleusercontent.com/a/e2e-${stamp}=s96-c`;
  const email = uniqueGmail();
  const name = `Pia Photo ${stamp}`;
  await googleAccountWithPhoto(email, name, photo);

  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  const photoRequests: string[] = [];
  await page.route('https://lh3.googleusercontent.com/**', (route) => {
    photoRequests.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PHOTO_PNG });
  });
  // The account exists already (with its photo): the chooser signs in to it.
  await signUpWithGoogle(page, name, email);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Community Comments' });
  await section.scrollIntoViewIfNeeded();
  const text = `Photo comment ${stamp}`;
  await section.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await section.getByRole('button', { name: 'Post Comment' }).click();
  const mine = section.getByRole('article', { name: `Comment by ${name}` }).filter({ hasText: text });
  const img = mine.getByTestId('comment-avatar-photo');
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('src', photo);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  expect(photoRequests).toContain(photo);
  await context.close();
});

test('an author without a photo gets initials on a colour of their own, readable in both themes', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Nora ${stamp} Initials`;
  const text = `Initials comment ${stamp}`;
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  await signUpWithGoogle(page, name);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Community Comments' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await section.getByRole('button', { name: 'Post Comment' }).click();

  // Signed in the page is dark; a visitor's is light (docs/product-rules.md 2.5).
  const visitor = waitingForApp(await (await browser.newContext()).newPage());
  await visitor.goto('/');
  for (const [who, dark] of [
    [page, true],
    [visitor, false],
  ] as const) {
    const region = who.getByRole('region', { name: 'Community Comments' });
    await region.scrollIntoViewIfNeeded();
    const article = region.getByRole('article', { name: `Comment by ${name}` }).filter({ hasText: text });
    const avatar = article.getByTestId('comment-avatar-initials');
    await expect(avatar).toHaveText('NI');
    await expect(article.locator('img')).toHaveCount(0);
    expect(await who.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
    const results = await new AxeBuilder({ page: who })
      .include('[data-testid="comment-avatar-initials"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(results.violations).toEqual([]);
  }
  await visitor.context().close();
  await context.close();
});
