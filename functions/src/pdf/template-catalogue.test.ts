/**
 * Every catalogue template, and the parametric layout of cloned designs in each of its branches
 * (docs/product-rules.md 4.6), in real Chromium: (a) nothing reaches past the A4 page box, even with
 * long unbroken values in every field, (b) the PDF our renderer makes keeps the text an ATS
 * needs (the candidate's name and every employer), and (c) a long resume that fills every field
 * (FULL_RESUME) flows onto as many pages as it needs: no box hides or cannot hold its content,
 * no text is cut at a page end, and the PDF keeps the text of every section.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '@/domain/templates/catalogue';
import { renderCloneHtml } from '@/domain/templates/clone/render-clone';
import { SAMPLE_CLONE_TOKENS } from '@/domain/templates/clone/sample-tokens';
import { renderTemplateHtml } from '@/domain/templates/render-template';
import { FULL_RESUME } from '@/domain/templates/full-resume-fixture';
import { SAMPLE_RESUME } from '@/domain/templates/sample-resume';
import type { ParsedResume } from '@/domain/resume/types';
import { CHROME_FLAGS } from './chrome-flags';
import { createSystemChromeRenderer, systemChromePath } from './puppeteer-renderer';

const chrome = systemChromePath();
const A4 = { width: 794, height: 1123 };
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Design {
  id: string;
  render: (resume: ParsedResume, photoDataUrl?: string) => string;
}
const DESIGNS: Design[] = [
  ...TEMPLATES.map((t) => ({
    id: t.id,
    render: (r: ParsedResume, photo?: string) => renderTemplateHtml(t, r, { photoDataUrl: photo }),
  })),
  ...Object.entries(SAMPLE_CLONE_TOKENS).map(([id, tokens]) => ({
    id: `clone ${id}`,
    render: (r: ParsedResume, photo?: string) => renderCloneHtml(tokens, r, { photoDataUrl: photo }),
  })),
];

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

/**
 * Runs in the page: content that a box hides or cannot hold. (1) A box that clips (overflow other
 * than visible) must hold all of its content; (2) a box's in-flow children must fit inside it (a
 * set height or max-height would let them spill); (3) its own text lines too, give or take the
 * glyphs' overhang of a tight line height; (4) nothing with text is hidden.
 */
const FIND_CLIPPED = `(() => {
  const out = [];
  const label = (el) => el.tagName.toLowerCase() + '.' + String(el.className).trim().split(/\\s+/).join('.');
  const inFlow = (cs) => cs.position !== 'absolute' && cs.position !== 'fixed' && cs.display !== 'none';
  const range = document.createRange();
  for (const el of [document.querySelector('.page'), ...document.querySelectorAll('.page *')]) {
    if (el instanceof SVGElement) continue;
    const cs = getComputedStyle(el);
    if ((cs.display === 'none' || cs.visibility === 'hidden') && el.textContent.trim()) out.push('hidden ' + label(el));
    if (cs.display === 'none' || cs.display.startsWith('inline')) continue;
    if ((cs.overflowX !== 'visible' || cs.overflowY !== 'visible') &&
        (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1))
      out.push('clips ' + label(el) + ' (' + el.scrollHeight + ' > ' + el.clientHeight + ' px)');
    const box = el.getBoundingClientRect();
    for (const child of el.children) {
      const c = getComputedStyle(child);
      if (child instanceof SVGElement || !inFlow(c) || c.display.startsWith('inline')) continue;
      const r = child.getBoundingClientRect();
      if (r.height > 0 && (r.bottom > box.bottom + 1 || r.top < box.top - 1))
        out.push('spills ' + label(child) + ' out of ' + label(el));
    }
    const slack = Math.max(2, parseFloat(cs.fontSize) * 0.3);
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects())
        if (r.bottom > box.bottom + slack || r.top < box.top - slack)
          out.push('text "' + node.textContent.trim().slice(0, 20) + '" out of ' + label(el));
    }
  }
  return out.slice(0, 5);
})()`;

/** Runs in the page: ends entrance animations (the resting layout); endless sheens stay. */
const FINISH_ANIMATIONS = `(() => {
  for (const a of document.getAnimations()) { try { a.finish(); } catch { /* infinite */ } }
  return document.querySelector('.page').getBoundingClientRect().height;
})()`;

interface PdfLine {
  str: string;
  /** Distances of the glyphs from the page's top and bottom edges, in points. */
  fromTop: number;
  fromBottom: number;
}

async function pdfPages(bytes: Uint8Array): Promise<PdfLine[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true })
    .promise;
  const pages: PdfLine[][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const height = page.view[3]! - page.view[1]!;
    const lines: PdfLine[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const baseline = item.transform[5] as number;
      const size = item.height || Math.abs(item.transform[3] as number);
      lines.push({
        str: item.str,
        fromTop: height - (baseline + 0.9 * size),
        fromBottom: baseline - 0.25 * size,
      });
    }
    pages.push(lines);
  }
  await doc.destroy();
  return pages;
}

/** What FULL_RESUME's PDF must say, section by section (links are shown as written). */
function fullResumeNeedles(r: ParsedResume): string[] {
  return [
    r.contact.name!,
    r.contact.email!,
    r.contact.phone!,
    ...r.contact.links,
    r.headline!,
    r.summary!,
    'Summary',
    'Experience',
    ...r.experience.flatMap((e) => [e.title!, e.company!, ...e.bullets]),
    'Projects',
    ...r.projects.flatMap((p) => [p.name, ...p.bullets]),
    'Education',
    ...r.education.flatMap((e) => [e.degree!, e.school!, ...e.details]),
    'Skills',
    ...r.skills,
    'Certifications',
    ...r.certifications,
    ...r.other.flatMap((o) => [o.heading, ...o.lines]),
  ];
}

/** Page ends: the page box's padding is cloned onto every page, so text keeps this far away. */
const EDGE_PT = (5 / 25.4) * 72;

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
// Also drops punctuation: a PDF's text may break "on-call" as "on- call" or lose a dash.
const lettersOnly = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Chromium renders in a process of its own: two designs at a time keep both cores busy. */
const LANES = 2;

/** `work` over `items`, `LANES` at a time; `lane` tells which of them runs an item. */
async function inLanes<T>(
  items: readonly T[],
  work: (item: T, lane: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      while (next < items.length) await work(items[next++]!, lane);
    }),
  );
}

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
    for (const t of DESIGNS) {
      for (const [label, resume] of [
        ['sample', SAMPLE_RESUME],
        ['stress', STRESS],
        ['full', FULL_RESUME],
      ] as const) {
        await page.setContent(t.render(resume, PHOTO), { waitUntil: 'load' });
        const found = (await page.evaluate(FIND_OVERFLOW)) as string[];
        if (found.length) problems.push(`${t.id} (${label}): ${found.join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 90_000);

  it('renders every template to a PDF that keeps the name and every employer as text', async () => {
    const missing: string[] = [];
    const needles = [SAMPLE_RESUME.contact.name!, ...SAMPLE_RESUME.experience.map((e) => e.company!)];
    await inLanes(DESIGNS, async (t) => {
      const bytes = await renderer.render(t.render(SAMPLE_RESUME));
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = squash(await pdfText(bytes));
      for (const n of needles) if (!text.includes(squash(n))) missing.push(`${t.id}: ${n}`);
    });
    expect(missing.sort()).toEqual([]);
  }, 100_000);

  it('shows all of a long resume in every template: no box hides or cannot hold content', async () => {
    const own = await browser.newPage();
    try {
      await own.setViewport(A4);
      const cdp = await own.createCDPSession();
      const problems: string[] = [];
      // On screen with motion (the preview; the sweep clips its band), and as printed.
      for (const [media, motion] of [
        ['screen', 'no-preference'],
        ['print', 'reduce'],
      ] as const) {
        await cdp.send('Emulation.setEmulatedMedia', {
          media,
          features: [{ name: 'prefers-reduced-motion', value: motion }],
        });
        for (const t of DESIGNS) {
          await own.setContent(t.render(FULL_RESUME, PHOTO), {
            waitUntil: 'load',
          });
          await own.evaluate(FINISH_ANIMATIONS);
          const found = (await own.evaluate(FIND_CLIPPED)) as string[];
          if (found.length) problems.push(`${t.id} (${media}): ${found.join('; ')}`);
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await own.close();
    }
  }, 120_000);

  it('prints a long resume onto as many pages as it needs, no text cut at a page end or lost', async () => {
    const own = await Promise.all(Array.from({ length: LANES }, () => browser.newPage()));
    try {
      for (const p of own) {
        await p.setViewport(A4);
        await p.emulateMediaType('print');
      }
      const problems: string[] = [];
      const needles = fullResumeNeedles(FULL_RESUME);
      await inLanes(DESIGNS, async (t, lane) => {
        const html = t.render(FULL_RESUME, PHOTO);
        await own[lane]!.setContent(html, { waitUntil: 'load' });
        const printedHeight = (await own[lane]!.evaluate(FINISH_ANIMATIONS)) as number;
        const pages = await pdfPages(await renderer.render(html));
        // More than one page, and at least as many as the content is tall.
        const needed = Math.max(2, Math.ceil(printedHeight / A4.height - 0.01));
        if (pages.length < needed)
          problems.push(`${t.id}: ${pages.length} page(s) for ${needed} pages of content`);
        pages.forEach((lines, i) => {
          if (!lines.length) problems.push(`${t.id}: page ${i + 1} is blank`);
          for (const l of lines)
            if (l.fromTop < EDGE_PT || l.fromBottom < EDGE_PT)
              problems.push(`${t.id}: page ${i + 1} cuts "${l.str.slice(0, 30)}" at its edge`);
        });
        const text = lettersOnly(
          pages
            .flat()
            .map((l) => l.str)
            .join(' '),
        );
        for (const n of needles)
          if (!text.includes(lettersOnly(n))) problems.push(`${t.id}: lost "${n.slice(0, 40)}"`);
      });
      expect(problems.sort()).toEqual([]);
    } finally {
      await Promise.all(own.map((p) => p.close()));
    }
  }, 150_000);
});
