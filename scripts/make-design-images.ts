/**
 * Regenerates the design-image set (tests/design-images, issue 23) from its sources: catalogue
 * templates redrawn in other colours (Chromium screenshot of the first A4 page) and page 1 of
 * public resume PDFs from ../shared/resumes (pdftoppm). The expected tokens are hand-checked and
 * live in tests/design-images/manifest.json; this script only writes the images it lists.
 *
 *   npm run design-images [-- FILE ...]     (SHARED_RESUMES_DIR overrides ../shared/resumes)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { getTemplate, type TemplateDesign } from '@/domain/templates/catalogue';
import { renderTemplateHtml } from '@/domain/templates/render-template';
import { SAMPLE_RESUME } from '@/domain/templates/sample-resume';
import { CHROME_FLAGS } from '../functions/src/pdf/chrome-flags';
import { systemChromePath } from '../functions/src/pdf/puppeteer-renderer';
import { syntheticPortraitDataUrl } from './lib/synthetic-portrait';
import {
  designImagesDir,
  readDesignImageManifest,
  type DesignImageEntry,
} from '../tests/design-images/manifest-schema';

/** Output width in pixels; the height follows the page's own ratio. */
const WIDTH = 700;
/** A4 at 96 dpi: the CSS page box of the templates. */
const A4 = { width: 794, height: 1123 };

const root = path.resolve(designImagesDir, '../..');
const sharedResumesDir = process.env.SHARED_RESUMES_DIR ?? path.resolve(root, '../shared/resumes');

type TemplateSource = Extract<DesignImageEntry['source'], { kind: 'template' }>;
type PdfSource = Extract<DesignImageEntry['source'], { kind: 'public-pdf' }>;

async function save(png: Buffer, file: string): Promise<void> {
  const img = sharp(png).resize({ width: WIDTH, kernel: 'lanczos3' });
  const out = file.endsWith('.jpg')
    ? img.jpeg({ quality: 88, mozjpeg: true })
    : img.png({ compressionLevel: 9 });
  await out.toFile(path.join(designImagesDir, file));
}

async function renderTemplate(page: Page, src: TemplateSource, photo: string): Promise<Buffer> {
  const template = getTemplate(src.templateId);
  if (!template) throw new Error(`no catalogue template "${src.templateId}"`);
  const design: TemplateDesign = { ...template.design, ...src.changes, photo: src.photo };
  const html = renderTemplateHtml({ ...template, design }, SAMPLE_RESUME, {
    photoDataUrl: src.photo ? photo : null,
  });
  await page.setContent(html, { waitUntil: 'load' });
  return page.screenshot({ clip: { x: 0, y: 0, ...A4 }, animations: 'disabled' });
}

function renderPdfPage(src: PdfSource): Buffer {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'design-image-'));
  try {
    const prefix = path.join(tmp, 'page');
    const pdf = path.join(sharedResumesDir, src.pdf);
    const page = String(src.page);
    // 150 dpi, then the same resize as the template renders.
    execFileSync('pdftoppm', ['-f', page, '-l', page, '-r', '150', '-singlefile', '-png', pdf, prefix]);
    return fs.readFileSync(`${prefix}.png`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
const entries = readDesignImageManifest().filter((e) => only.length === 0 || only.includes(e.file));
const photo = await syntheticPortraitDataUrl();
const browser = await chromium.launch({ executablePath: systemChromePath(), args: CHROME_FLAGS });
try {
  const context = await browser.newContext({ viewport: A4, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const entry of entries) {
    const src = entry.source;
    const png = src.kind === 'template' ? await renderTemplate(page, src, photo) : renderPdfPage(src);
    await save(png, entry.file);
    console.log(`wrote tests/design-images/${entry.file}`);
  }
} finally {
  await browser.close();
}
