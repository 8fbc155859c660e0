/**
 * One-page resumes in the manner of a graphic design tool's export (the online editors people
 * make "creative" resumes in), written here as HTML and printed by Chromium without a structure
 * tree. A design tool writes every text box where it was placed, in the order the boxes were
 * made, not the order they are read: each line of text is a cell placed on a grid row of its
 * column, and the cells (and the two columns) are written in a shuffled order, so the PDF's text
 * comes in no reading order. The name in spaced capitals, the headline, contact items behind
 * drawn icons, headings in spaced capitals over a thin rule, each role's title over "Employer |
 * dates" (or the style's order), skills beside rating dots drawn as circles, a shaded column on
 * the left or the right. The style decides role order, date format, heading case and the side.
 */
import { expectedFields, formatRange, placeLine } from '../people/style';
import type { Person, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { pinnedStamps } from '../pinned-stamps';
import { eachDocument, type Family } from './family';
import { upper } from './latex-escape';

const FONTS = ['Arimo', 'Tinos', 'Carlito', 'Caladea', 'DejaVu Sans', 'Liberation Serif'] as const;
const ACCENTS = ['#2f4858', '#7a3e48', '#3d5a40', '#54478c', '#9c6644', '#1d3557'] as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

interface Cell {
  html: string;
  cls: string;
}

interface Doc {
  p: Person;
  style: Style;
  lang: VocabularyLanguage;
  font: string;
  accent: string;
  pick: <T>(items: readonly T[]) => T;
}

/** A 12-unit icon drawn as a shape: a dot, a square or a ring, one per contact item. */
const ICONS = [
  '<circle cx="6" cy="6" r="4"/>',
  '<rect x="2" y="2" width="8" height="8" rx="2"/>',
  '<path d="M1 3h10v6H1z M1 3l5 4 5-4" fill="none" stroke-width="1.4"/>',
  '<rect x="1" y="1" width="10" height="10" rx="1"/>',
  '<circle cx="6" cy="6" r="4.5" fill="none" stroke-width="1.6"/>',
  '<path d="M6 1a5 5 0 1 0 0.01 0z" fill="none" stroke-width="1.4"/>',
];
const icon = (i: number, color: string) =>
  `<svg width="9" height="9" viewBox="0 0 12 12" style="fill:${color};stroke:${color};margin-right:5px">${ICONS[i]}</svg>`;
const dots = (n: number, color: string) =>
  `<svg width="52" height="8" viewBox="0 0 52 8">${[0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${4 + i * 11}" cy="4" r="3.5" fill="${i < n ? color : '#d0d0d0'}"/>`)
    .join('')}</svg>`;

const heading = (d: Doc, key: keyof VocabularyLanguage['headings']) =>
  esc(d.style.headingCase === 'upper' ? upper(d.lang.headings[key]) : d.lang.headings[key]);

/** The main column's cells in reading order. */
function mainCells(d: Doc): Cell[] {
  const { p, style, lang } = d;
  const cells: Cell[] = [
    { html: heading(d, 'summary'), cls: 'h' },
    { html: esc(p.summary), cls: 'text' },
  ];
  cells.push({ html: heading(d, 'experience'), cls: 'h' });
  for (const r of p.roles) {
    const dates = esc(formatRange(r.start, r.end, style, lang));
    const titleFirst = style.roleOrder === 'title-over-company' || style.roleOrder === 'title-at-company';
    const [top, sub] = titleFirst
      ? [esc(r.title), `${esc(r.company)}, ${esc(r.location)} | ${dates}`]
      : [esc(r.company), `${esc(r.title)} | ${esc(r.location)} | ${dates}`];
    cells.push({ html: top, cls: 'role' }, { html: sub, cls: 'sub' });
    for (const b of r.bullets) cells.push({ html: `• ${esc(b)}`, cls: 'bullet' });
  }
  cells.push({ html: heading(d, 'education'), cls: 'h' });
  for (const s of p.schools) {
    cells.push(
      { html: esc(s.degree), cls: 'role' },
      {
        html: `${esc(s.school)}, ${esc(s.location)} | ${esc(formatRange(s.start, s.end, style, lang))}`,
        cls: 'sub',
      },
    );
  }
  return cells;
}

/** The shaded column's cells in reading order. */
function sideCells(d: Doc): Cell[] {
  const { p } = d;
  const contact = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website];
  return [
    { html: esc(upper(`${p.firstName} ${p.lastName}`)), cls: 'name' },
    { html: esc(p.headline), cls: 'headline' },
    { html: heading(d, 'contact'), cls: 'h' },
    ...contact.flatMap((t, i) => (t ? [{ html: `${icon(i, d.accent)}${esc(t)}`, cls: 'small' }] : [])),
    { html: heading(d, 'skills'), cls: 'h' },
    ...p.skills.map((s) => ({
      html: `<span>${esc(s)}</span>${dots(d.pick([3, 4, 5]), d.accent)}`,
      cls: 'small skill',
    })),
    { html: heading(d, 'languages'), cls: 'h' },
    ...p.languages.map((l) => ({ html: esc(`${l.language} (${l.fluency})`), cls: 'small' })),
    ...(p.certifications.length
      ? [
          { html: heading(d, 'certifications'), cls: 'h' },
          ...p.certifications.map((c) => ({ html: esc(c), cls: 'small' })),
        ]
      : []),
  ];
}

/** A column's grid: each cell on its own row, written in an order the person's source shuffles. */
function column(cells: Cell[], col: number, d: Doc): string {
  const placed = cells.map((c, i) => `<div class="${c.cls}" style="grid-row:${i + 1}">${c.html}</div>`);
  for (let i = placed.length - 1; i > 0; i--) {
    const j = d.pick([...Array(i + 1).keys()]);
    [placed[i], placed[j]] = [placed[j]!, placed[i]!];
  }
  return `<div class="col c${col}" style="grid-row:1;grid-column:${col}">${placed.join('')}</div>`;
}

function page(d: Doc): string {
  const sideLeft = d.style.sidebar !== 'right';
  const side = column(sideCells(d), sideLeft ? 1 : 2, d);
  const main = column(mainCells(d), sideLeft ? 2 : 1, d);
  const css = `@page{size:A4;margin:0}body{margin:0;font-family:'${d.font}';color:#2b2b2b;font-size:9.5pt}
.page{display:grid;grid-template-columns:${sideLeft ? '34% 66%' : '66% 34%'};min-height:297mm}
.col{display:grid;grid-auto-rows:min-content;align-content:start;padding:14mm 8mm}
.c${sideLeft ? 1 : 2}{background:#f0efeb}
.name{font-size:22pt;font-weight:bold;letter-spacing:.18em;line-height:1.15;color:${d.accent}}
.headline{font-size:11pt;margin:2px 0 6px}
.h{font-weight:bold;letter-spacing:.14em;font-size:10.5pt;color:${d.accent};border-bottom:1px solid ${d.accent};margin:12px 0 5px;padding-bottom:2px}
.small{font-size:8.5pt;margin:1.5px 0;display:flex;align-items:center}.skill{justify-content:space-between}
.role{font-weight:bold;margin-top:6px}.sub{font-size:8.5pt;color:#666;margin-bottom:2px}
.bullet{padding-left:10px;text-indent:-8px;margin:1px 0}.text{line-height:1.35}`;
  const columns = d.pick([true, false]) ? side + main : main + side;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div class="page">${columns}</div></body></html>`;
}

export const designCanvasFamily: Family = {
  id: 'design-canvas',
  renderer: "a design tool's one-page export (text boxes written out of reading order) printed by Chromium",
  count: 60,
  subsetEvery: 12,
  // One page, as a design tool's canvas is: a person with many long bullets is drawn again.
  accepts: (p) => p.roles.reduce((n, r) => n + r.bullets.length, 0) <= 11 && p.skills.length <= 14,
  async render(inputs, ctx) {
    return eachDocument(inputs, async ({ person, style, pick }) => {
      const lang = ctx.vocab.languages[person.language];
      const d: Doc = { p: person, style, lang, font: pick(FONTS), accent: pick(ACCENTS), pick };
      const html = page(d);
      const covers = [
        d.font,
        style.sidebar === 'right' ? 'shaded column right' : 'shaded column left',
        style.roleOrder === 'title-over-company' || style.roleOrder === 'title-at-company'
          ? 'title over employer'
          : 'employer over title',
        person.language,
        style.dateFormat,
        'upper-case name',
        'contact icons',
      ];
      return {
        id: person.id,
        ext: 'pdf',
        bytes: pinnedStamps(await ctx.chrome().render(html, { tagged: false })),
        expected: expectedFields(person, style, lang, placeLine(person)),
        covers: covers.join(', '),
      };
    });
  },
};
