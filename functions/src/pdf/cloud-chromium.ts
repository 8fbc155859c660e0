/**
 * The renderer for Cloud Functions: Chromium from `@sparticuz/chromium` (a build made for
 * serverless Linux). It is only installed in functions/package.json, so it is imported by a
 * variable name: the root typecheck and the local backend never need it.
 */
import { createPuppeteerRenderer, type ClosablePdfRenderer } from './puppeteer-renderer';

interface SparticuzChromium {
  executablePath(): Promise<string>;
  args: string[];
}

const MODULE = '@sparticuz/chromium';

async function loadChromium(): Promise<SparticuzChromium> {
  const mod = (await import(/* @vite-ignore */ MODULE)) as {
    default?: SparticuzChromium;
  } & SparticuzChromium;
  return mod.default ?? mod;
}

export function createCloudChromiumRenderer(): ClosablePdfRenderer {
  return createPuppeteerRenderer({
    browserTarget: async () => {
      const chromium = await loadChromium();
      // Its args include the flags a sandbox-less serverless container needs.
      return { executablePath: await chromium.executablePath(), args: chromium.args };
    },
  });
}
