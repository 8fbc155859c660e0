/**
 * Angel downloads end to end (issue 9 "Must show"): the Linux chooser copies its command, and a
 * download click records exactly one angelDownloads document and navigates to the installer,
 * also when the logging callable fails.
 */
import { expect, test, waitingForApp, demo, type Browser, type Page } from './support';
import { emulatorDocStore } from '@/backend/firebase/emulator-doc-store';
import { signInEmail } from '../support/emulator-accounts';

const AUTH_EMULATOR = `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9299}`;
const FIRESTORE_PORT = Number(process.env.E2E_FIRESTORE_PORT ?? 8288);
const INSTALLERS = /downloads\.example\.app/;

/** angelDownloads documents whose user agent is `ua`, counted as the admin. */
async function downloadsBy(ua: string): Promise<number> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR;
  const admin = await signInEmail(demo.admin.email, demo.admin.password);
  const { docs, close } = emulatorDocStore({
    projectId: 'demo-jobkit',
    host: '127.0.0.1',
    port: FIRESTORE_PORT,
    token: admin.idToken,
  });
  try {
    return await docs.count({ collection: 'angelDownloads', where: [['userAgent', '==', ua]] });
  } finally {
    await close();
  }
}

/** A visitor whose user agent marks their downloads; installer requests are answered locally. */
async function visitor(browser: Browser, ua: string): Promise<Page> {
  const context = await browser.newContext({
    userAgent: ua,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = waitingForApp(await context.newPage());
  await page.route(INSTALLERS, (route) =>
    route.fulfill({ status: 200, contentType: 'application/octet-stream', body: 'installer' }),
  );
  return page;
}

async function downloadForWindows(page: Page) {
  await page.goto('/angel');
  await page.getByRole('button', { name: 'Download for Windows' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Download Angel AI for Windows' });
  await expect(dialog.getByText(/click More info, then Run anyway or Install anyway/)).toBeVisible();
  const installer = page.waitForRequest(INSTALLERS);
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  return installer;
}

test('a Windows download is logged once and then goes to the installer', async ({ browser }) => {
  const ua = `e2e-angel-${Date.now().toString(36)}`;
  const page = await visitor(browser, ua);
  const request = await downloadForWindows(page);
  expect(request.url()).toMatch(/\.exe$/);
  await expect.poll(() => downloadsBy(ua)).toBe(1);
  await page.context().close();
});

test('the download still happens when logging fails, and nothing is recorded', async ({ browser }) => {
  const ua = `e2e-angel-fail-${Date.now().toString(36)}`;
  const page = await visitor(browser, ua);
  await page.route('**/logAngelDownload', (route) => route.abort());
  const request = await downloadForWindows(page);
  expect(request.url()).toMatch(/\.exe$/);
  expect(await downloadsBy(ua)).toBe(0);
  await page.context().close();
});

test('the Linux chooser copies the terminal command of a build', async ({ browser }) => {
  const page = await visitor(browser, `e2e-linux-${Date.now().toString(36)}`);
  await page.goto('/angel');
  await page.getByRole('button', { name: 'Download for Linux' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Download Angel AI for Linux' });
  await expect(dialog.getByText(/Package names may vary/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy command' }).first().click();
  await expect(dialog.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/AppImage/);
  await page.context().close();
});
