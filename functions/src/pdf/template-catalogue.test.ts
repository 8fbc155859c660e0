/**
 * Every catalogue template in real Chromium: (a) nothing reaches past the A4 page box, even with
 * long unbroken values in every field, and (b) the PDF our renderer makes keeps the text an ATS
 * needs (the candidate's name and every employer).
 */
import fs from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../src/domain/templates/catalogue';
import { renderTemplateHtml } from '../../../src/domain/templates/render-template';
import { SAMPLE_RESUME } from '../../../src/domain/templates/sample-resume';
import type { ParsedResume } from '../../../src/domain/resume/types';
import { CHROME_FLAGS } from './chrome-flags';
import { createSystemChromeRenderer, systemChromePath } from './puppeteer-renderer';

const chrome = systemChromePath();
const A4 = { width: 794, height: 1123 };
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const long = (stem: string, n = 6) => Array.from({ length: n }, () => stem).join('');
const STRESS: ParsedResume = {
  ...SAMPLE_RESUME,
  contact: {
    name: long('Papadopoulos', 5),
    email: `${long('first.last', 6)}@example.com`,
    phone: long('+1555', 8),
    location: long('Llanfairpwllgwyngyll', 3),
    links: [`https://example.com/${long('segment', 20)}`],
  },
  headline: long('PrincipalEngineer', 5),
  summary: long('Unbroken', 40),
  experience: SAMPLE_RESUME.experience.map((e) => ({
    ...e,
    company: long(e.company!.replace(/\s/g, ''), 5),
    title: long('Engineer', 8),
    location: long('Location', 6),
  })),
  skills: [...SAMPLE_RESUME.skills, long('Kubernetes', 8)],
  certifications: [long('Certification', 8)],
  other: [{ heading: long('Languages', 6), lines: [long('Portuguese', 8)] }],
};

/** Runs in the page: what sticks out of the page box (elements and text runs), and by how much. */
const FIND_OVERFLOW = `(() => {
  const page = document.querySelector('.page').getBoundingClientRect();
  const out = [];
  const check = (r, what) => {
    if (r.width > 0 && (r.right > page.right + 1 || r.left < page.left - 1)) out.push(what + ' ' + Math.round(r.right));
  };
  for (const el of document.querySelectorAll('.page *')) check(el.getBoundingClientRect(), el.tagName + '.' + el.className);
  const walker = document.createTreeWalker(document.querySelector('.page'), NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  while (walker.nextNode()) {
    range.selectNodeContents(walker.currentNode);
    for (const r of range.getClientRects()) check(r, 'text "' + walker.currentNode.textContent.slice(0, 20) + '"');
  }
  if (document.documentElement.scrollWidth > innerWidth) out.push('scrollWidth ' + document.documentElement.scrollWidth);
  return out.slice(0, 5);
})()`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}

// Letter-spacing and uppercase headings split or recase runs; compare letters only.
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

describe.skipIf(!fs.existsSync(chrome))(`template catalogue in Chromium (${chrome})`, () => {
  let browser: Browser;
  let page: Page;
  const renderer = createSystemChromeRenderer();

  beforeAll(async () => {
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: CHROME_FLAGS });
    page = await browser.newPage();
    await page.setViewport(A4);
    // Measure the resting layout, not a frame of an entrance animation.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await renderer.close();
  });

  it('keeps every template inside the A4 page box, long unbroken values included', async () => {
    const problems: string[] = [];
    for (const t of TEMPLATES) {
      for (const [label, resume] of [
        ['sample', SAMPLE_RESUME],
        ['stress', STRESS],
      ] as const) {
        await page.setContent(renderTemplateHtml(t, resume, { photoDataUrl: PHOTO }), { waitUntil: 'load' });
        const found = (await page.evaluate(FIND_OVERFLOW)) as string[];
        if (found.length) problems.push(`${t.id} (${label}): ${found.join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 90_000);

  it('renders every template to a PDF that keeps the name and every employer as text', async () => {
    const missing: string[] = [];
    const needles = [SAMPLE_RESUME.contact.name!, ...SAMPLE_RESUME.experience.map((e) => e.company!)];
    for (const t of TEMPLATES) {
      const bytes = await renderer.render(renderTemplateHtml(t, SAMPLE_RESUME));
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = squash(await pdfText(bytes));
      for (const n of needles) if (!text.includes(squash(n))) missing.push(`${t.id}: ${n}`);
    }
    expect(missing).toEqual([]);
  }, 100_000);
});
