/**
 * The site's links and downloads in the e2e build (src/domain/site/site-settings.ts), passed to
 * the stack by playwright.config.ts: every one unset (not configured, as in the default build)
 * except two Angel installers and Human Keys' Windows one, on a loopback path the specs answer
 * themselves. So both states are seen in a browser: the configured builds download and are
 * logged, the others say they are not available. The empty values also override a developer's
 * .env, whose settings would otherwise reach this build.
 */
import { SITE_SETTING_NAMES } from '../../src/domain/site/site-settings';

const appPort = Number(process.env.E2E_APP_PORT ?? 5273);

/** Where the configured installers are said to be; no server answers there but the specs. */
export const E2E_INSTALLERS = `http://127.0.0.1:${appPort}/e2e-installers`;
export const E2E_WINDOWS_SHA256 = '5e'.repeat(32);
export const E2E_ANGEL_BUILDS = ['windows', 'linux-appimage'] as const;

export const e2eSiteSettings: Record<string, string> = {
  ...Object.fromEntries(SITE_SETTING_NAMES.map((name) => [name, ''])),
  VITE_ANGEL_DOWNLOAD_BASE_URL: `${E2E_INSTALLERS}/angel`,
  VITE_ANGEL_BUILDS: E2E_ANGEL_BUILDS.join(','),
  VITE_ANGEL_SHA256: `windows=${E2E_WINDOWS_SHA256}`,
  VITE_ANGEL_SIZES: 'windows=92 MB',
  VITE_HUMAN_KEYS_WINDOWS_URL: `${E2E_INSTALLERS}/human-keys/HumanKeys-Setup.exe`,
};
