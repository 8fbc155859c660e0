/**
 * "Every template shows every section of the structured resume": FULL_RESUME fills every field
 * of ParsedResume, and each of the 42 templates, and the parametric layout of a cloned design
 * (docs/product-rules.md 4.6) in each of its branches, must show all of it (every link, bullet, skill,
 * project, certification and `other` section) in order, with nothing dropped or truncated, and
 * with no style that could hide or clip text. The Chromium side (pages, clipping, PDF text) is in
 * functions/src/pdf/template-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '../resume/types';
import { TEMPLATES } from './catalogue';
import { FULL_RESUME } from './full-resume-fixture';
import { renderCloneHtml } from './clone/render-clone';
import { SAMPLE_CLONE_TOKENS } from './clone/sample-tokens';
import { renderTemplateHtml } from './render-template';

const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** Entities decoded (textContent), whitespace collapsed. */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const textOf = (el: Element | null) => norm(el?.textContent ?? '');
/** Every text node, each its own word run (textContent runs `<h1>A</h1><p>B</p>` into "AB"). */
function spacedText(root: Node): string {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return norm(parts.join(' '));
}
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map(textOf);

/** Every text field of a resume, labelled, in reading order. */
function fields(r: ParsedResume): [string, string][] {
  const out: [string, string | null | undefined][] = [
    ['name', r.contact.name],
    ['email', r.contact.email],
    ['phone', r.contact.phone],
    ['location', r.contact.location],
    ...r.contact.links.map((l, i): [string, string] => [`link ${i}`, l]),
    ['headline', r.headline],
    ['summary', r.summary],
  ];
  r.experience.forEach((e, i) => {
    out.push([`role ${i} title`, e.title], [`role ${i} company`, e.company]);
    out.push([`role ${i} start`, e.startDate], [`role ${i} end`, e.endDate]);
    out.push([`role ${i} location`, e.location]);
    if (e.employment) out.push([`role ${i} employment`, e.employment]);
    if (e.group) out.push([`role ${i} group`, e.group]);
    e.bullets.forEach((b, j) => out.push([`role ${i} bullet ${j}`, b]));
  });
  r.education.forEach((e, i) => {
    out.push([`school ${i}`, e.school], [`degree ${i}`, e.degree]);
    out.push([`school ${i} start`, e.startDate], [`school ${i} end`, e.endDate]);
    out.push([`school ${i} location`, e.location]);
    e.details.forEach((d, j) => out.push([`school ${i} detail ${j}`, d]));
  });
  r.skills.forEach((s, i) => out.push([`skill ${i}`, s]));
  r.projects.forEach((p, i) => {
    out.push([`project ${i}`, p.name]);
    p.bullets.forEach((b, j) => out.push([`project ${i} bullet ${j}`, b]));
  });
  r.certifications.forEach((c, i) => out.push([`certification ${i}`, c]));
  r.other.forEach((o, i) => {
    out.push([`other ${i} heading`, o.heading]);
    o.lines.forEach((l, j) => out.push([`other ${i} line ${j}`, l]));
  });
  return out.map(([k, v]) => [k, v ?? '']);
}

/** Section titles the way the page spells them (text-transform is CSS, the DOM keeps the case). */
const sectionTitles = (doc: Document) => texts(doc, '.sec-title');

describe('FULL_RESUME fixture', () => {
  it('fills every field of ParsedResume, at the sizes the template tests rely on', () => {
    const r = FULL_RESUME;
    const { contact: c } = r;
    for (const v of [c.name, c.email, c.phone, c.location, r.headline, r.summary])
      expect(v?.trim()).toBeTruthy();
    expect(c.links).toHaveLength(3);
    expect(c.links.join(' ')).toMatch(/linkedin\.com.*github\.com/);
    expect(r.summary!.length).toBeGreaterThan(600);
    expect(r.experience).toHaveLength(6);
    for (const e of r.experience) {
      for (const v of [e.title, e.company, e.location, e.startDate, e.endDate])
        expect(v?.trim()).toBeTruthy();
      expect(e.bullets.length).toBeGreaterThanOrEqual(4);
      expect(e.bullets.length).toBeLessThanOrEqual(6);
    }
    expect(Math.max(...r.experience.flatMap((e) => e.bullets.map((b) => b.length)))).toBeGreaterThan(150);
    expect(r.education).toHaveLength(3);
    for (const e of r.education) {
      for (const v of [e.school, e.degree, e.location, e.startDate, e.endDate])
        expect(v?.trim()).toBeTruthy();
      expect(e.details.length).toBeGreaterThan(0);
    }
    expect(r.skills).toHaveLength(25);
    expect(r.projects).toHaveLength(3);
    for (const p of r.projects) expect(p.bullets.length).toBeGreaterThan(0);
    expect(r.certifications).toHaveLength(4);
    expect(r.other.map((o) => o.heading)).toEqual(['Research Experience', 'Publications', 'Volunteer Work']);
    for (const o of r.other) expect(o.lines.length).toBeGreaterThan(1);
    expect(fields(r).filter(([, v]) => !v.trim())).toEqual([]);
  });
});

type Render = (resume: ParsedResume, photoDataUrl?: string) => string;
const DESIGNS: [string, Render][] = [
  ...TEMPLATES.map((t): [string, Render] => [
    t.id,
    (r, photo) => renderTemplateHtml(t, r, { photoDataUrl: photo }),
  ]),
  ...Object.entries(SAMPLE_CLONE_TOKENS).map(([id, tokens]): [string, Render] => [
    `clone ${id}`,
    (r, photo) => renderCloneHtml(tokens, r, { photoDataUrl: photo }),
  ]),
];

describe.each(DESIGNS)('%s shows all of FULL_RESUME', (_id, render) => {
  const html = render(FULL_RESUME, PHOTO);
  const doc = parse(html);
  const text = spacedText(doc.body);

  it('shows every field in full (every word, entities decoded)', () => {
    const missing = fields(FULL_RESUME).filter(([, v]) => !text.includes(norm(v)));
    expect(missing).toEqual([]);
    const words = new Set(text.split(/[^\p{L}\p{N}]+/u));
    const lostWords = fields(FULL_RESUME)
      .flatMap(([, v]) => v.split(/[^\p{L}\p{N}]+/u))
      .filter((w) => w && !words.has(w));
    expect(lostWords).toEqual([]);
  });

  it('links every web address in full', () => {
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const link of FULL_RESUME.contact.links) expect(hrefs).toContain(link);
    expect(hrefs).toContain(`mailto:${FULL_RESUME.contact.email}`);
  });

  it('has every section, each `other` section under its own heading', () => {
    expect(sectionTitles(doc)).toEqual(
      expect.arrayContaining([
        'Summary',
        'Experience',
        'Education',
        'Skills',
        'Projects',
        'Certifications',
        ...FULL_RESUME.other.map((o) => o.heading),
      ]),
    );
    // Roles filed under a heading of their own are shown under it.
    for (const e of FULL_RESUME.experience.filter((r) => r.group)) {
      const sec = [...doc.querySelectorAll('.sec-experience')].find(
        (s) => textOf(s.querySelector('.sec-title')) === e.group,
      );
      expect(texts(sec!, '.entry-title')).toContain(e.title);
    }
    for (const o of FULL_RESUME.other) {
      const sec = [...doc.querySelectorAll('.sec-other')].find(
        (s) => textOf(s.querySelector('.sec-title')) === o.heading,
      );
      expect(texts(sec!, '.sec-body li')).toEqual(o.lines.map(norm));
    }
  });

  it('drops and truncates nothing: every role, bullet, school, skill, project and certification, in order', () => {
    const roles = [...doc.querySelectorAll('.sec-experience .entry')];
    expect(roles.map((r) => textOf(r.querySelector('.entry-title')))).toEqual(
      FULL_RESUME.experience.map((e) => e.title),
    );
    roles.forEach((r, i) => {
      const e = FULL_RESUME.experience[i]!;
      // How the job was held goes with the employer ("Brightwater Games · Contract").
      expect(textOf(r.querySelector('.entry-org'))).toBe(
        [e.company, e.employment].filter(Boolean).join(' · '),
      );
      expect(texts(r, '.entry-points li')).toEqual(e.bullets.map(norm));
    });
    const schools = [...doc.querySelectorAll('.sec-education .entry')];
    expect(schools.map((s) => textOf(s.querySelector('.entry-org')))).toEqual(
      FULL_RESUME.education.map((e) => e.school),
    );
    schools.forEach((s, i) =>
      expect(texts(s, '.entry-points li')).toEqual(FULL_RESUME.education[i]!.details),
    );
    expect(texts(doc, '.sec-skills li')).toEqual(FULL_RESUME.skills);
    const projects = [...doc.querySelectorAll('.sec-projects .entry')];
    expect(projects.map((p) => textOf(p.querySelector('.entry-title')))).toEqual(
      FULL_RESUME.projects.map((p) => p.name),
    );
    projects.forEach((p, i) =>
      expect(texts(p, '.entry-points li')).toEqual(FULL_RESUME.projects[i]!.bullets),
    );
    expect(texts(doc, '.sec-certifications li')).toEqual(FULL_RESUME.certifications);
  });

  it('has no style that hides, clamps or boxes in text (outside screen-only motion)', () => {
    const problems = textClippingRules(doc.querySelector('style')?.textContent ?? '');
    expect(problems).toEqual([]);
  });
});

describe('sections and entries with little data', () => {
  it('keeps the lines of an `other` section whose heading is blank, and entries with only a place', () => {
    const resume: ParsedResume = {
      ...FULL_RESUME,
      experience: [
        ...FULL_RESUME.experience,
        { company: null, title: null, startDate: null, endDate: null, location: 'Reykjavik', bullets: [] },
      ],
      other: [...FULL_RESUME.other, { heading: '  ', lines: ['Icelandic (conversational)'] }],
    };
    for (const [id, render] of DESIGNS) {
      const doc = parse(render(resume));
      const text = spacedText(doc.body);
      expect(sectionTitles(doc), id).toContain('Other details');
      expect(text, id).toContain('Icelandic (conversational)');
      expect(text, id).toContain('Reykjavik');
    }
  });
});

// ---- The style sheet, rule by rule ----

interface CssRule {
  /** Enclosing at-rule preludes, outermost first ("@media print"). */
  at: string[];
  selector: string;
  body: string;
}

/** A small CSS splitter: enough for the templates' own, comment-free style sheets. */
function cssRules(css: string): CssRule[] {
  const out: CssRule[] = [];
  const stack: string[] = [];
  let buf = '';
  for (const ch of css) {
    if (ch === '{') {
      stack.push(norm(buf));
      buf = '';
    } else if (ch === '}') {
      const prelude = stack.pop() ?? '';
      if (!prelude.startsWith('@') && buf.trim())
        out.push({ at: stack.filter((p) => p.startsWith('@')), selector: prelude, body: buf });
      buf = '';
    } else buf += ch;
  }
  return out;
}

/** "a, b:is(c, d)" -> ["a", "b:is(c, d)"]. */
function selectorList(selector: string): string[] {
  const out = [''];
  let depth = 0;
  for (const ch of selector) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) out.push('');
    else out[out.length - 1] += ch;
  }
  return out.map((s) => s.trim());
}

/** Boxes that hold no resume text (or only the decorative initials): they may have a set height. */
const DECORATION = /::?(before|after)\b|\.photo\b|\.mono\b|\.mark-main\b|\.badge\b/;
const HIDES = [
  /(^|;|\s)overflow(-[xy])?\s*:\s*(hidden|clip|auto|scroll)/,
  /max-height\s*:/,
  /line-clamp\s*:/,
  /text-overflow\s*:/,
  /(^|;|\s)display\s*:\s*none/,
  /visibility\s*:\s*hidden/,
  /(^|;|\s)position\s*:\s*fixed/,
];

function textClippingRules(css: string): string[] {
  const problems: string[] = [];
  for (const r of cssRules(css)) {
    // Motion runs on screen only and never in print (motion-css.ts): it may clip its own sheen.
    if (r.at.some((a) => a.includes('prefers-reduced-motion'))) continue;
    for (const re of HIDES) if (re.test(r.body)) problems.push(`${r.selector} { ${norm(r.body)} }`);
    const fixedHeight = /(^|;|\s)height\s*:/.test(r.body);
    if (fixedHeight && !selectorList(r.selector).every((s) => DECORATION.test(s)))
      problems.push(`fixed height: ${r.selector}`);
  }
  return problems;
}
