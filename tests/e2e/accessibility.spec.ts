/**
 * Accessibility of the public pages (issue 21 "Must show"): axe-core finds no serious or critical
 * WCAG 2.1 A/AA violation on any public route, a blog post or the "not found" view, in the light
 * and in the dark theme. The theme is the stored manual choice that index.html applies before the
 * bundle runs (docs/product-rules.md 2.5). The app has no 404 route (an unknown path goes home), so
 * the not-found view checked is the blog's "Post not found".
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, answerOffline, type Page } from './support';
import { PUBLIC_PAGES, blogPostPath } from '@/domain/site/public-pages';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const PATHS = [
  ...PUBLIC_PAGES,
  // A published post of the demo data (server/dev/seed-blogs.ts) and one that does not exist.
  blogPostPath('seed-tailor-your-resume'),
  blogPostPath('no-such-post'),
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe on the page itself, not inside its frames. The only frames on these pages are the template
 * previews: script-less sandboxed documents (sandbox="", a security rule), where axe cannot run
 * (its timers never fire and the frame-by-frame run hangs). Their iframe elements, titles
 * included, are still checked in the page. Legacy mode is axe.run in the page, the mode that
 * honours `iframes: false`.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ iframes: false }).withTags(TAGS).setLegacyMode();

/** One violation, readable: rule, impact, and each element with its selector and failing colours. */
function describe(v: Violation): string {
  const nodes = v.nodes.map((n) => {
    const contrast = [...n.any, ...n.all, ...n.none].find((c) => c.id === 'color-contrast')?.data as
      | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
      | undefined;
    const colours = contrast?.fgColor
      ? ` [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}, needs ${contrast.expectedContrastRatio}]`
      : '';
    const summary = (n.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    ${n.target.join(' >> ')}${colours}\n      ${summary}`;
  });
  return `  ${v.id} (${v.impact}): ${v.help}\n${nodes.join('\n')}`;
}

/**
 * Opens `path`, waits for its h1, scrolls through it so that sections drawn near the viewport
 * are drawn, returns to the top and waits for every spinner to go.
 */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}

// The two themes run side by side. No trace: it would record axe's source with every injection
// into every frame, which makes the run several times slower; the failure message says it all.
test.describe.configure({ mode: 'parallel' });
test.use({ trace: 'off' });

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violation on the public pages, ${theme} theme`, async ({
    context,
    page,
  }) => {
    await answerOffline(context);
    await context.addInitScript((dark) => {
      localStorage.setItem('manualThemeOverride', 'true');
      localStorage.setItem('darkMode', String(dark));
    }, theme === 'dark');

    const report: string[] = [];
    for (const path of PATHS) {
      await openSettled(page, path);
      const html = expect(page.locator('html'));
      await (theme === 'dark' ? html : html.not).toHaveClass(/\bdark\b/);
      const { violations } = await axe(page).analyze();
      const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
      if (blocking.length) report.push(`${path} (${theme}):\n${blocking.map(describe).join('\n')}`);
    }

    expect(report.length, `axe violations:\n${report.join('\n\n')}`).toBe(0);
  });
}
