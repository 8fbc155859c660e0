/**
 * The site's links, downloads and media settings (src/domain/site/site-settings.ts) are read and
 * checked here, in Node, when Vite starts: the parsed result reaches the app as the constant
 * `__SITE_SETTINGS__` (src/config/site-settings.ts), so no parsing code ships to the browser (it
 * would sit on every public page's first load). A value that is set but unusable (not an https
 * URL, a placeholder host, not an e-mail address, a malformed checksum) stops `vite build` with
 * the list, rather than ship a link that goes nowhere; the dev server warns and leaves it out.
 * Unset values are fine: not configured. Vitest always sees none (tests pass their own values).
 */
import { loadEnv, type Plugin } from 'vite';
import { parseSiteSettings, type SiteEnv } from '../../src/domain/site/site-settings.ts';

export function siteSettingsProblems(env: SiteEnv): string[] {
  return parseSiteSettings(env).problems;
}

export function siteSettings(): Plugin {
  return {
    name: 'jobkit:site-settings',
    config(config, { command, mode }) {
      // loadEnv reads the .env files; the process's own VITE_* values take priority, as in Vite.
      const env: SiteEnv = process.env.VITEST ? {} : loadEnv(mode, config.root ?? process.cwd(), 'VITE_');
      const { settings, problems } = parseSiteSettings(env);
      if (problems.length > 0) {
        const text = `Site settings that cannot be used (README.md, Browser build):\n  ${problems.join('\n  ')}`;
        if (command === 'build') throw new Error(text);
        console.warn(text);
      }
      return { define: { __SITE_SETTINGS__: JSON.stringify(settings) } };
    },
  };
}
