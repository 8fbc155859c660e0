/**
 * Layouts in the manner of the resume templates of an online word processor (Google Docs' Serif,
 * Coral and Swiss), written here from their idea as HTML and printed by Chromium, whose PDF writer
 * (Skia) that processor's export shares. Each entry reads "Employer, Place — Title" (or the title
 * first) over its dates in small grey type, as the templates' placeholders do:
 * - serif: the name in a display serif with the headline under it, the contact block right-aligned
 *   beside it, the page in two columns (experience and education; skills, languages and
 *   certifications in a narrow one);
 * - coral: one column, the contact line above the name, headings in small coloured capitals;
 * - swiss: one column, each heading in a left margin beside its section.
 * Fonts are TeX Live's OpenType and TrueType files (Playfair Display, Libre Baskerville, Roboto,
 * Nunito, Crimson Pro, Lexend Deca), embedded in the page, so the build needs no system font.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expectedFields, formatRange, placeLine } from '../people/style';
import type { Person, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { pinnedStamps } from '../pinned-stamps';
import { eachDocument, type Family } from './family';
import { upper } from './latex-escape';

const FONT_DIR = '/usr/share/texlive/texmf-dist/fonts';

interface Face {
  family: string;
  /** Regular, bold and italic files under FONT_DIR. */
  files: [regular: string, bold: string, italic: string];
}

const FACES: Face[] = [
  {
    family: 'Playfair Display',
    files: ['PlayfairDisplay-Regular.otf', 'PlayfairDisplay-Bold.otf', 'PlayfairDisplay-Italic.otf'].map(
      (f) => `opentype/public/playfair/${f}`,
    ) as Face['files'],
  },
  {
    family: 'Libre Baskerville',
    files: ['LibreBaskerville-Regular.ttf', 'LibreBaskerville-Bold.ttf', 'LibreBaskerville-Italic.ttf'].map(
      (f) => `truetype/impallari/librebaskerville/${f}`,
    ) as Face['files'],
  },
  {
    family: 'Roboto',
    files: ['Roboto-Regular.otf', 'Roboto-Bold.otf', 'Roboto-Italic.otf'].map(
      (f) => `opentype/google/roboto/${f}`,
    ) as Face['files'],
  },
  {
    family: 'Nunito',
    files: ['Nunito-Regular.otf', 'Nunito-Bold.otf', 'Nunito-Italic.otf'].map(
      (f) => `opentype/public/nunito/${f}`,
    ) as Face['files'],
  },
  {
    family: 'Crimson Pro',
    files: ['CrimsonPro-Regular.ttf', 'CrimsonPro-Bold.ttf', 'CrimsonPro-Italic.ttf'].map(
      (f) => `truetype/public/crimsonpro/${f}`,
    ) as Face['files'],
  },
  {
    family: 'Lexend Deca',
    files: ['LexendDeca-Regular.ttf', 'LexendDeca-Regular.ttf', 'LexendDeca-Regular.ttf'].map(
      (f) => `truetype/public/lexend/${f}`,
    ) as Face['files'],
  },
];

const LAYOUTS = ['serif', 'coral', 'swiss'] as const;
type Layout = (typeof LAYOUTS)[number];
/** Heading face and body face of each pairing a document may take. */
const PAIRS: [string, string][] = [
  ['Playfair Display', 'Libre Baskerville'],
  ['Roboto', 'Roboto'],
  ['Nunito', 'Nunito'],
  ['Lexend Deca', 'Crimson Pro'],
  ['Playfair Display', 'Roboto'],
];
const ACCENTS = ['#e06666', '#1155cc', '#38761d', '#674ea7', '#b45f06'] as const;

const fontCss = new Map<string, string>();
/** The @font-face rules of a family, its files embedded as data URLs. */
function fontFaces(family: string): string {
  const cached = fontCss.get(family);
  if (cached) return cached;
  const face = FACES.find((f) => f.family === family)!;
  const rules = face.files.map((file, i) => {
    const data = fs.readFileSync(path.join(FONT_DIR, file)).toString('base64');
    const type = file.endsWith('.otf') ? 'opentype' : 'truetype';
    const [weight, style] = [i === 1 ? 700 : 400, i === 2 ? 'italic' : 'normal'];
    return `@font-face{font-family:'${family}';src:url(data:font/${type};base64,${data}) format('${type}');font-weight:${weight};font-style:${style}}`;
  });
  const css = rules.join('\n');
  fontCss.set(family, css);
  return css;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Doc {
  p: Person;
  style: Style;
  lang: VocabularyLanguage;
  layout: Layout;
  fonts: [heading: string, body: string];
  accent: string;
  letter: boolean;
}

const heading = (d: Doc, key: keyof VocabularyLanguage['headings']) =>
  esc(d.style.headingCase === 'upper' ? upper(d.lang.headings[key]) : d.lang.headings[key]);

/** "Employer, Place — Title" (or the title first) and the dates where the style sets them. */
function entry(d: Doc, title: string, org: string, at: PersonRole | PersonSchool, bullets: string[]): string {
  const dates = esc(formatRange(at.start, at.end, d.style, d.lang));
  const titleFirst = d.style.roleOrder === 'title-over-company' || d.style.roleOrder === 'title-at-company';
  const line = titleFirst
    ? `<b>${esc(title)}</b>, ${esc(org)} — <i>${esc(at.location)}</i>`
    : `<b>${esc(org)}</b>, ${esc(at.location)} — <i>${esc(title)}</i>`;
  const placement = d.style.datePlacement;
  const head =
    placement === 'right'
      ? `<div class="row"><span>${line}</span><span class="dates">${dates}</span></div>`
      : placement === 'inline'
        ? `<div>${line} <span class="dates">(${dates})</span></div><div class="gap"></div>`
        : `<div>${line}</div><div class="dates">${dates}</div>`;
  const items = bullets.length ? `<ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
  return `<div class="entry">${head}${items}</div>`;
}

function name(d: Doc): string {
  const parts = [d.p.firstName, d.p.lastName].map((s) => esc(d.style.nameCase === 'upper' ? upper(s) : s));
  return parts.join(d.style.nameLines === 2 ? '<br>' : ' ');
}

const contactItems = ({ p }: Doc) =>
  [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].filter((t): t is string => !!t).map(esc);

function skills(d: Doc): string {
  // The serif layout's narrow column holds one skill a line.
  const cls = d.style.skillsColumns === 2 && d.layout !== 'serif' ? ' class="two"' : '';
  return `<ul${cls}>${d.p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
}

const section = (d: Doc, key: keyof VocabularyLanguage['headings'], body: string) =>
  d.layout === 'swiss'
    ? `<section class="margin"><h2>${heading(d, key)}</h2><div>${body}</div></section>`
    : `<section><h2>${heading(d, key)}</h2>${body}</section>`;

function body(d: Doc): string {
  const { p } = d;
  const main = [
    section(d, 'summary', `<p>${esc(p.summary)}</p>`),
    section(d, 'experience', p.roles.map((r) => entry(d, r.title, r.company, r, r.bullets)).join('')),
    section(d, 'education', p.schools.map((s) => entry(d, s.degree, s.school, s, [])).join('')),
  ];
  const side = [
    section(d, 'skills', skills(d)),
    section(
      d,
      'languages',
      `<p>${p.languages.map((l) => esc(`${l.language} (${l.fluency})`)).join('<br>')}</p>`,
    ),
    ...(p.certifications.length
      ? [section(d, 'certifications', `<p>${p.certifications.map(esc).join('<br>')}</p>`)]
      : []),
  ];
  const contacts = contactItems(d);
  switch (d.layout) {
    case 'serif':
      return `<header class="split"><div><h1>${name(d)}</h1><div class="headline">${esc(p.headline)}</div></div><div class="contact">${contacts.join('<br>')}</div></header><div class="cols"><main>${main.join('')}</main><aside>${side.join('')}</aside></div>`;
    case 'coral':
      return `<div class="contact">${contacts.join(' · ')}</div><h1>${name(d)}</h1><div class="headline">${esc(p.headline)}</div>${[...main, ...side].join('')}`;
    case 'swiss':
      return `<h1>${name(d)}</h1><div class="contact">${contacts.join(' · ')}</div><div class="headline">${esc(p.headline)}</div>${[...main, ...side].join('')}`;
  }
}

function page(d: Doc): string {
  const [hf, bf] = d.fonts;
  const css = `
${fontFaces(hf)}
${hf === bf ? '' : fontFaces(bf)}
@page { size: ${d.letter ? 'Letter' : 'A4'}; margin: 0.7in 0.75in; }
body { font-family: '${bf}'; font-size: 10pt; line-height: 1.35; color: #333; margin: 0; }
h1 { font-family: '${hf}'; font-size: ${d.layout === 'swiss' ? 30 : 26}pt; font-weight: 700; margin: 0 0 4pt; color: ${d.layout === 'coral' ? d.accent : '#000'}; line-height: 1.1; }
h2 { font-family: '${hf}'; font-size: 10.5pt; font-weight: 700; color: ${d.accent}; margin: 14pt 0 6pt; letter-spacing: 0.5pt; break-after: avoid; }
.headline { font-size: 11pt; color: #666; margin-bottom: 6pt; }
.contact { font-size: 9pt; color: #555; }
.split { display: flex; justify-content: space-between; align-items: flex-start; }
.split .contact { text-align: right; }
.cols { display: flex; gap: 0.35in; }
.cols main { flex: 1; }
.cols aside { width: 2.3in; font-size: 9pt; }
.entry { margin-bottom: 9pt; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 12pt; }
.dates { font-size: 8.5pt; color: #777; }
.gap { height: 2pt; }
ul { margin: 3pt 0 0; padding-left: 14pt; }
ul.two { columns: 2; }
li { margin-bottom: 2pt; }
p { margin: 0; }
section.margin { display: flex; gap: 14pt; }
section.margin h2 { width: 1.3in; flex: none; margin-top: 12pt; }
section.margin > div { flex: 1; margin-top: 12pt; }
`;
  return `<!doctype html><html lang="${d.p.language}"><head><meta charset="utf-8"><title>${esc(`${d.p.firstName} ${d.p.lastName}`)}</title><style>${css}</style></head><body>${body(d)}</body></html>`;
}

export const docsTemplatesFamily: Family = {
  id: 'docs-templates',
  renderer: "an online word processor's resume templates (Serif, Coral, Swiss) as HTML printed by Chromium",
  count: 60,
  subsetEvery: 12,
  async render(inputs, ctx) {
    return eachDocument(inputs, async ({ person, style, pick }) => {
      const lang = ctx.vocab.languages[person.language];
      const layout = pick(LAYOUTS);
      const d: Doc = {
        p: person,
        style,
        lang,
        layout,
        fonts: pick(PAIRS),
        accent: pick(ACCENTS),
        letter: pick([true, false]),
      };
      const covers = [
        layout,
        d.fonts.join(' / '),
        style.roleOrder === 'title-over-company' || style.roleOrder === 'title-at-company'
          ? 'title first'
          : 'employer first',
        `dates ${style.datePlacement === 'left-column' ? 'below' : style.datePlacement}`,
        person.language,
        style.dateFormat,
        style.nameLines === 2 ? '2-line name' : '',
        style.nameCase === 'upper' ? 'upper-case name' : '',
        style.skillsColumns === 2 && layout !== 'serif' ? 'two-column skills' : '',
      ];
      return {
        id: person.id,
        ext: 'pdf',
        bytes: pinnedStamps(await ctx.chrome().render(page(d))),
        expected: expectedFields(person, style, lang, placeLine(person)),
        covers: covers.filter(Boolean).join(', '),
      };
    });
  },
};
