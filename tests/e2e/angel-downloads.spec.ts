/**
 * Angel downloads and the demo video end to end (issue 9 "Must show", issue 22 item 1). The e2e
 * build configures two Angel installers (Windows, the x64 AppImage) on a loopback path answered
 * here, and nothing else (tests/e2e/site-settings.ts): a configured download records exactly one
 * angelDownloads document and goes to the installer, also when the logging callable fails; every
 * download that is not configured is a disabled button saying so, logs nothing, and no page links
 * to a placeholder host. The landing page's demo video plays the walkthrough the project ships,
 * with captions and a sound toggle whose name follows the sound.
 */
import { expect, test, waitingForApp, answerOffline, demo, type Browser, type Page } from './support';
import { emulatorDocStore } from '@/backend/firebase/emulator-doc-store';
import { signInEmail } from '../support/emulator-accounts';
import { E2E_INSTALLERS, E2E_WINDOWS_SHA256 } from './site-settings';

const AUTH_EMULATOR = `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9299}`;
const FIRESTORE_PORT = Number(process.env.E2E_FIRESTORE_PORT ?? 8288);
const INSTALLERS = new RegExp(`^${E2E_INSTALLERS.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`);

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
  expect(request.url()).toBe(`${E2E_INSTALLERS}/angel/Angel-AI-Setup-4.0.5.exe`);
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

test('the Windows build shows its configured size and SHA-256, copyable', async ({ browser }) => {
  const page = await visitor(browser, `e2e-sha-${Date.now().toString(36)}`);
  await page.goto('/angel');
  await page.getByRole('button', { name: 'Download for Windows' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Download Angel AI for Windows' });
  await expect(dialog.getByTestId('sha256-windows')).toHaveText(E2E_WINDOWS_SHA256);
  await expect(dialog.getByText('4.0.5 · 92 MB')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy SHA-256' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(E2E_WINDOWS_SHA256);
  await page.context().close();
});

test('the Linux chooser copies the command of a published build and says which are not', async ({
  browser,
}) => {
  const page = await visitor(browser, `e2e-linux-${Date.now().toString(36)}`);
  await page.goto('/angel');
  await page.getByRole('button', { name: 'Download for Linux' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Download Angel AI for Linux' });
  await expect(dialog.getByText(/Package names may vary/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ARM AppImage not available yet' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: '.deb package not available yet' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Copy command' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Copy command' }).click();
  await expect(dialog.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`${E2E_INSTALLERS}/angel/Angel-AI-4.0.5-x86_64.AppImage`);
  await page.context().close();
});

test('a download that is not configured is a disabled button saying so, and logs nothing', async ({
  browser,
}) => {
  const page = await visitor(browser, `e2e-unset-${Date.now().toString(36)}`);
  const logs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('logAngelDownload')) logs.push(r.url());
  });
  for (const path of ['/angel', '/cluely-download']) {
    await page.goto(path);
    const panel = page.getByRole('region', { name: 'Download Angel AI', exact: true });
    for (const name of [
      'macOS download not available yet',
      'Apple silicon (.dmg) not available yet',
      'Intel (.dmg) not available yet',
      'Transparent edition (.dmg) not available yet',
      'Transparent edition (.exe) not available yet',
    ]) {
      const button = panel.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await button.click({ force: true });
    }
    await expect(panel.locator('a[href]')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Browser version not available yet' }).first(),
    ).toBeDisabled();
  }
  expect(logs).toEqual([]);
  await page.context().close();
});

test('no page links to a placeholder host, and unset contacts say so', async ({ page }) => {
  await answerOffline(page);
  for (const path of [
    '/',
    '/angel',
    '/cluely-download',
    '/support',
    '/about',
    '/pricing',
    '/referral',
    '/human-key',
    '/terms',
    '/privacy-policy',
    '/refund-policy',
  ]) {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href], iframe[src], video[src], source[src]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''));
    expect(
      hrefs.filter((h) => /example\.(app|com)|\.test\//.test(h)),
      path,
    ).toEqual([]);
  }
  await page.goto('/support');
  await expect(page.getByText(/Our support address is not available yet/)).toBeVisible();
  await expect(page.getByText('This video guide is not available yet.')).toHaveCount(2);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
});

test('the landing demo video plays the shipped walkthrough, with captions and a sound toggle', async ({
  page,
}) => {
  await answerOffline(page);
  await page.goto('/');
  const video = page.getByLabel('Angel AI demo');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video.locator('track[kind="captions"][default]')).toHaveAttribute(
    'src',
    '/media/angel-walkthrough.en.vtt',
  );

  const unmute = page.getByRole('button', { name: 'Unmute demo video' });
  await unmute.click();
  await expect(page.getByRole('button', { name: 'Mute demo video' })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await page.getByRole('button', { name: 'Mute demo video' }).click();
  await expect(unmute).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  const state = await video.evaluate((v: HTMLVideoElement) => ({
    src: new URL(v.currentSrc).pathname,
    error: v.error?.code ?? null,
    width: v.videoWidth,
    duration: v.duration,
    cues: v.textTracks[0]?.cues?.length ?? 0,
    mode: v.textTracks[0]?.mode,
  }));
  expect(state).toMatchObject({
    src: '/media/angel-walkthrough.mp4',
    error: null,
    width: 1280,
    mode: 'showing',
  });
  expect(state.duration).toBeGreaterThan(20);
  expect(state.cues).toBeGreaterThan(3);
  // The native controls move the toggle too.
  await video.evaluate((v: HTMLVideoElement) => (v.muted = false));
  await expect(page.getByRole('button', { name: 'Mute demo video' })).toBeVisible();
});
