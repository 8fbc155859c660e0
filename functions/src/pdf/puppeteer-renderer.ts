/**
 * PdfRenderer on headless Chromium (puppeteer-core). The browser is launched on the first render
 * and kept warm (a launch costs far more than a render); each render gets its own page, closed
 * after. Page JavaScript is off and every network request is refused: the HTML is sanitised
 * already, this is the second lock on the same door.
 */
import type { Browser, LaunchOptions } from 'puppeteer-core';
import type { PdfRenderer } from '../handlers/ports';
import { CHROME_FLAGS } from './chrome-flags';

export interface PuppeteerRendererOptions {
  /** Resolved on first use, so hosts that never render never look for a browser. */
  browserTarget: () => Promise<{ executablePath: string; args?: string[] }>;
  /** Per-render limit; the page is closed when it passes. */
  timeoutMs?: number;
}

export interface PrintOptions {
  /**
   * Whether the PDF carries Chromium's structure tree (its default, and the product's: screen
   * readers follow it). The corpus prints some families without, as other HTML-to-PDF writers do.
   */
  tagged?: boolean;
  /**
   * Chromium's print header and footer (templates as `page.pdf` takes them), as a page printed
   * from the browser's dialog carries them: the corpus prints a family so; the product never does.
   */
  headerFooter?: { header: string; footer: string };
}

export interface ClosablePdfRenderer extends PdfRenderer {
  render(html: string, print?: PrintOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium (scripts/ensure-chromium). */
export function systemChromePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || '/usr/bin/chromium';
}

/** The local backend's renderer (and the tests' and the bench's). */
export function createSystemChromeRenderer(env: NodeJS.ProcessEnv = process.env): ClosablePdfRenderer {
  return createPuppeteerRenderer({ browserTarget: async () => ({ executablePath: systemChromePath(env) }) });
}

export function createPuppeteerRenderer(opts: PuppeteerRendererOptions): ClosablePdfRenderer {
  let browser: Promise<Browser> | undefined;
  const timeout = opts.timeoutMs ?? 30_000;

  const launch = async (): Promise<Browser> => {
    const { default: puppeteer } = await import('puppeteer-core');
    const target = await opts.browserTarget();
    const launchOpts: LaunchOptions = {
      executablePath: target.executablePath,
      headless: true,
      args: target.args ?? CHROME_FLAGS,
      // The host decides when to stop; puppeteer's own signal handlers would race it.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    };
    const b = await puppeteer.launch(launchOpts);
    // A crashed browser is relaunched on the next render instead of failing forever.
    b.once('disconnected', () => {
      if (browser && current === b) browser = undefined;
    });
    current = b;
    return b;
  };
  let current: Browser | undefined;

  const getBrowser = () => {
    browser ??= launch().catch((e: unknown) => {
      browser = undefined;
      throw e;
    });
    return browser;
  };

  return {
    async render(html: string, print: PrintOptions = {}): Promise<Uint8Array> {
      const page = await (await getBrowser()).newPage();
      try {
        page.setDefaultTimeout(timeout);
        await page.setJavaScriptEnabled(false);
        await page.setRequestInterception(true);
        page.on('request', (r) => {
          // The document itself arrives by setContent; anything it asks for is refused.
          if (r.isInterceptResolutionHandled()) return;
          const url = r.url();
          if (url === 'about:blank' || url.startsWith('data:')) void r.continue();
          else void r.abort('blockedbyclient');
        });
        await page.setContent(html, { waitUntil: 'load', timeout });
        const pdf = await page.pdf({
          // Documents without an @page rule (Magic CV) print on Letter with half-inch margins;
          // the catalogue templates declare `@page { size: A4; margin: 0 }` and get exactly that.
          format: 'Letter',
          margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
          preferCSSPageSize: true,
          printBackground: true,
          tagged: print.tagged ?? true,
          ...(print.headerFooter
            ? {
                displayHeaderFooter: true,
                headerTemplate: print.headerFooter.header,
                footerTemplate: print.headerFooter.footer,
              }
            : {}),
          timeout,
        });
        return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } finally {
        await page.close().catch(() => undefined);
      }
    },
    async close() {
      const b = browser;
      browser = undefined;
      current = undefined;
      if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
    },
  };
}
