import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '../resume/types';
import { getTemplate, SHOWCASE_TEMPLATE_IDS, TEMPLATE_CATEGORIES, TEMPLATES } from './catalogue';
import { renderTemplateHtml } from './render-template';
import { SAMPLE_RESUME } from './sample-resume';

const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const headings = (doc: Document) => [...doc.querySelectorAll('h2')].map((h) => h.textContent?.trim());
const bodyText = (doc: Document) => doc.body.textContent ?? '';

const minimal: ParsedResume = {
  contact: { name: 'Sam Lee', email: null, phone: null, location: null, links: [] },
  summary: null,
  experience: [
    { company: 'Acme Corp', title: 'Clerk', startDate: null, endDate: null, location: null, bullets: [] },
  ],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
  other: [{ heading: 'Volunteering', lines: [] }],
};

const hostile: ParsedResume = {
  ...SAMPLE_RESUME,
  contact: { ...SAMPLE_RESUME.contact, name: '<script>alert(1)</script>', links: ['javascript:alert(1)'] },
  headline: '"><img src=x onerror=alert(2)>',
  skills: ['<b>bold</b>', "');}</style><script>x()</script>"],
};

describe('template catalogue', () => {
  it('has at least 35 templates with unique kebab-case ids and unique names', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((t) => t.name)).size).toBe(TEMPLATES.length);
    for (const t of TEMPLATES) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.design.accent).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('uses every category at least twice', () => {
    for (const c of TEMPLATE_CATEGORIES)
      expect(TEMPLATES.filter((t) => t.category === c).length).toBeGreaterThanOrEqual(2);
  });

  it('has the five showcase templates, Standard Pro as premium and the Lazy templates as new', () => {
    for (const id of SHOWCASE_TEMPLATE_IDS) expect(getTemplate(id)?.id).toBe(id);
    expect(getTemplate('nope')).toBeNull();
    expect(TEMPLATES.find((t) => t.name === 'Standard Pro')).toMatchObject({
      category: 'Standard',
      isPremium: true,
    });
    const lazy = TEMPLATES.filter((t) => t.name.startsWith('Lazy '));
    expect(lazy.map((t) => t.name)).toEqual(expect.arrayContaining(['Lazy Minimal', 'Lazy Modern']));
    for (const t of TEMPLATES) expect(Boolean(t.isNew)).toBe(t.name.startsWith('Lazy '));
  });

  it('marks exactly the templates with motion as animated', () => {
    expect(TEMPLATES.some((t) => t.isAnimated)).toBe(true);
    for (const t of TEMPLATES) expect(Boolean(t.isAnimated)).toBe(t.design.motion !== null);
  });

  it('describes its structure consistently with the layout', () => {
    for (const { design: d } of TEMPLATES) {
      expect(d.sidebar !== null).toBe(d.layout === 'sidebar');
      expect(d.columns).toBe(d.layout === 'sidebar' || d.layout === 'two-column' ? 2 : 1);
      if (d.layout === 'header-band') expect(d.headerBand).toBe(true);
    }
  });
});

describe.each(TEMPLATES.map((t) => [t.id, t] as const))('renderTemplateHtml: %s', (_id, template) => {
  it('renders the whole sample resume into a standalone A4 document', () => {
    const html = renderTemplateHtml(template, SAMPLE_RESUME);
    const doc = parse(html);
    const text = bodyText(doc);
    expect(doc.querySelector('h1')?.textContent).toBe('Maya Fernandes');
    expect(doc.title).toBe('Maya Fernandes – Resume');
    for (const e of SAMPLE_RESUME.experience) expect(text).toContain(e.company!);
    for (const e of SAMPLE_RESUME.education) expect(text).toContain(e.school!);
    for (const s of SAMPLE_RESUME.skills) expect(text).toContain(s);
    expect(text).toContain(SAMPLE_RESUME.contact.email!);
    expect(headings(doc)).toEqual(
      expect.arrayContaining([
        'Summary',
        'Experience',
        'Education',
        'Skills',
        'Projects',
        'Certifications',
        'Languages',
      ]),
    );
    const css = doc.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: A4; margin: 0; }');
    expect(css).toContain('print-color-adjust: exact');
    expect(css).toContain('width: 210mm');
    // Standalone: nothing to fetch, nothing to run.
    expect(doc.querySelectorAll('script, link, iframe, object').length).toBe(0);
    expect(css).not.toMatch(/@import|url\(/);
  });

  it('escapes hostile values: they appear as text, never as markup', () => {
    const doc = parse(renderTemplateHtml(template, hostile, { photoDataUrl: PHOTO }));
    expect(doc.querySelectorAll('script, b').length).toBe(0);
    expect(doc.querySelectorAll('img:not(.photo)').length).toBe(0);
    expect(doc.querySelector('h1')?.textContent).toBe('<script>alert(1)</script>');
    expect(bodyText(doc)).toContain('"><img src=x onerror=alert(2)>');
    expect(bodyText(doc)).toContain('<b>bold</b>');
    expect(
      [...doc.querySelectorAll('a')].some((a) => a.getAttribute('href')?.startsWith('javascript:')),
    ).toBe(false);
    expect(doc.querySelectorAll('style').length).toBe(1);
  });

  it('omits sections without data', () => {
    const doc = parse(renderTemplateHtml(template, minimal));
    expect(headings(doc)).toEqual(['Experience']);
    expect(bodyText(doc)).toContain('Acme Corp');
    expect(doc.querySelectorAll('.contact, .summary, .skills').length).toBe(0);
  });

  it('shows the photo only when given and the design has a place for it', () => {
    const withPhoto = parse(renderTemplateHtml(template, SAMPLE_RESUME, { photoDataUrl: PHOTO }));
    const shown = withPhoto.querySelectorAll('img.photo');
    expect(shown.length).toBe(template.design.photo ? 1 : 0);
    if (template.design.photo)
      expect(shown[0]!.classList.contains(`photo-${template.design.photo}`)).toBe(true);
    expect(parse(renderTemplateHtml(template, SAMPLE_RESUME)).querySelectorAll('img').length).toBe(0);
    const bogus = renderTemplateHtml(template, SAMPLE_RESUME, { photoDataUrl: 'https://evil.example/p.png' });
    expect(parse(bogus).querySelectorAll('img').length).toBe(0);
  });

  it('animates only on screen, for users who accept motion', () => {
    const css = parse(renderTemplateHtml(template, SAMPLE_RESUME)).querySelector('style')?.textContent ?? '';
    const motion = '@media screen and (prefers-reduced-motion: no-preference)';
    expect(css.includes(motion)).toBe(Boolean(template.isAnimated));
    const outside = css.includes(motion) ? css.slice(0, css.indexOf(motion)) : css;
    expect(outside).not.toMatch(/animation|@keyframes/);
  });
});
