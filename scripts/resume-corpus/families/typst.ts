/**
 * Resumes typeset by Typst (0.14, the compiler of the typst-ts-node-compiler npm package, installed
 * by the corpus script into .corpus/renderers): a typesetter no other family uses, whose PDFs set
 * every font as a CID font and every line as its own text run. Four layouts in the manner of the
 * resume templates people set in Typst, written as Typst functions the data calls:
 * - classic: the name centred over a contact line, headings ruled under;
 * - banner: the name left in two weights, the headline in the accent colour, headings whose first
 *   letters take the accent, a role's employer and place over its title and dates (or the reverse);
 * - sidebar: a shaded column of the name, contact details, skills and languages beside the rest;
 * - timeline: the name left and the contact block right-aligned beside it, every entry's dates in a
 *   left column.
 * The style decides the role order, where dates stand (but the timeline's), name lines and case,
 * heading case, skill columns and Font Awesome icons before the contact items.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expectedFields, formatRange, placeLine } from '../people/style';
import type { Person, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { pinnedStamps } from '../pinned-stamps';
import { eachDocument, type Family } from './family';
import { installRenderer } from './install-theme';
import { styleCovers } from './latex-doc';
import { upper } from './latex-escape';

const COMPILER = '@myriaddreamin/typst-ts-node-compiler@0.7.0';
const TEX_FONTS = '/usr/share/texlive/texmf-dist/fonts/opentype';
/** Font folders: TeX Live's OpenType faces (Font Awesome 5 among them) and the system's TrueType ones. */
const FONT_PATHS = [
  'public/fontawesome5',
  'google/roboto',
  'public/newcomputermodern',
  'public/libertinus-fonts',
  'public/fira',
  'public/ebgaramond',
].map((p) => path.join(TEX_FONTS, p));
const SYSTEM_FONTS = '/usr/share/fonts/truetype';

const LAYOUTS = ['classic', 'banner', 'sidebar', 'timeline'] as const;
type Layout = (typeof LAYOUTS)[number];
const FONTS = [
  'New Computer Modern',
  'Libertinus Serif',
  'Roboto',
  'Fira Sans',
  'EB Garamond',
  'Carlito',
  'Liberation Sans',
  'Tinos',
] as const;
const ACCENTS = ['#1f4e79', '#8b1e3f', '#2e6b4f', '#5b3f8c', '#b35900', '#333333'] as const;

interface NodeCompiler {
  pdf(input: { mainFileContent: string }): Buffer;
}
let compiler: Promise<NodeCompiler> | undefined;
const loadCompiler = (root: string): Promise<NodeCompiler> =>
  (compiler ??= (async () => {
    const dir = installRenderer(root, [COMPILER]);
    const entry = path.join(dir, 'node_modules', '@myriaddreamin', 'typst-ts-node-compiler', 'index.js');
    const mod = (await import(pathToFileURL(entry).href)) as {
      default?: { NodeCompiler: { create(o: unknown): NodeCompiler } };
      NodeCompiler?: { create(o: unknown): NodeCompiler };
    };
    const create = (mod.NodeCompiler ?? mod.default!.NodeCompiler).create;
    const fontPaths = [...FONT_PATHS.filter((p) => fs.existsSync(p)), SYSTEM_FONTS];
    return create({ fontArgs: [{ fontPaths }] });
  })());

/** A Typst string literal (JSON's escapes are Typst's for the text a person holds). */
const str = (s: string) => JSON.stringify(s);
const arr = (items: string[]) => `(${items.map(str).join(', ')}${items.length === 1 ? ',' : ''})`;

interface Doc {
  p: Person;
  style: Style;
  lang: VocabularyLanguage;
  layout: Layout;
  font: string;
  accent: string;
  letter: boolean;
}

/** A role's or school's two lines and its dates, in the style's order. */
function entryCall(d: Doc, title: string, org: string, at: PersonRole | PersonSchool, bullets: string[]) {
  const dates = formatRange(at.start, at.end, d.style, d.lang);
  const order = d.style.roleOrder;
  const lines: Record<Style['roleOrder'], [string, string]> = {
    'title-over-company': [title, `${org}, ${at.location}`],
    'company-over-title': [`${org}, ${at.location}`, title],
    'company-comma-title': [`${org}, ${title}`, at.location],
    'title-at-company': [`${title} ${d.lang.at} ${org}`, at.location],
    'title-pipe-company-dates': [`${title} | ${org} | ${dates}`, at.location],
  };
  const [head, sub] = lines[order];
  const shown = order === 'title-pipe-company-dates' ? '' : dates;
  const placement = !shown ? 'none' : d.layout === 'timeline' ? 'left-column' : d.style.datePlacement;
  if (d.layout === 'banner' && order !== 'title-pipe-company-dates') {
    // The banner's own entry: organisation and place over the title and dates (or the reverse).
    const titleFirst = order === 'title-over-company' || order === 'title-at-company';
    const [a, b] = titleFirst ? [title, org] : [org, title];
    return `#bentry(${str(a)}, ${str(at.location)}, ${str(b)}, ${str(dates)}, ${arr(bullets)})`;
  }
  return `#entry(${str(head)}, ${str(sub)}, ${str(shown)}, ${str(placement)}, ${arr(bullets)})`;
}

const heading = (d: Doc, key: keyof VocabularyLanguage['headings']) =>
  d.style.headingCase === 'upper' ? upper(d.lang.headings[key]) : d.lang.headings[key];

const nameParts = (d: Doc) =>
  [d.p.firstName, d.p.lastName].map((s) => (d.style.nameCase === 'upper' ? upper(s) : s));

/** Font Awesome 5 glyphs: place, phone, e-mail (solid); LinkedIn, GitHub (brands); web (solid). */
const ICONS: [string, boolean][] = [
  ['f3c5', false],
  ['f095', false],
  ['f0e0', false],
  ['f08c', true],
  ['f09b', true],
  ['f0ac', false],
];
function contacts({ p, style }: Doc): string {
  const items = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website];
  const calls = items.flatMap((t, i) => {
    if (!t) return [];
    const [code, brand] = ICONS[i]!;
    const icon = style.contactIcons
      ? `text(font: "Font Awesome 5 ${brand ? 'Brands' : 'Free'}", weight: ${brand ? 400 : 900}, "\\u{${code}}") + h(0.3em) + `
      : '';
    // Each item kept whole on its line, as templates box them.
    return [`box(${icon}text(${str(t)}))`];
  });
  return `(${calls.join(', ')},)`;
}

function skills(d: Doc): string {
  if (d.style.skillsColumns === 1) return `#par(${str(d.p.skills.join(', '))})`;
  return `#grid(columns: (1fr, 1fr), row-gutter: 0.5em, ..${arr(d.p.skills)}.map(s => [• #s]))`;
}

/** The Typst functions each layout's body calls: sec, entry, bentry, header, side. */
function preamble(d: Doc): string {
  const { accent } = d;
  const sec =
    d.layout === 'banner'
      ? `#let sec(t) = block(sticky: true, { v(0.6em); text(size: 13pt, weight: "bold", fill: rgb("${accent}"), t.slice(0, t.clusters().slice(0, 3).join().len())); text(size: 13pt, weight: "bold", t.slice(t.clusters().slice(0, 3).join().len())); h(0.4em); box(width: 1fr, line(length: 100%, stroke: 0.5pt + gray)); v(0.3em) })`
      : d.layout === 'sidebar'
        ? `#let sec(t) = block(sticky: true, { v(0.5em); text(size: 12pt, weight: "bold", fill: rgb("${accent}"), t); v(-0.5em); line(length: 100%, stroke: 1pt + rgb("${accent}")); v(0.1em) })`
        : `#let sec(t) = block(sticky: true, { v(0.5em); text(size: 11.5pt, weight: "bold", t); v(-0.6em); line(length: 100%, stroke: 0.6pt); v(0.1em) })`;
  return [
    '#set document(date: none)',
    `#set page(paper: "${d.letter ? 'us-letter' : 'a4'}", margin: (x: 1.6cm, y: 1.5cm))`,
    `#set text(font: ${str(d.font)}, size: 10pt, lang: "${d.p.language}")`,
    '#set par(justify: false, leading: 0.55em)',
    '#set list(indent: 0.4em, body-indent: 0.5em, spacing: 0.45em)',
    sec,
    // An entry: its head and sub lines with the dates right of the head, after it, under the sub
    // line or in a column left of both.
    `#let entry(head, sub, dates, placement, bullets) = {
  let body = [*#head* #if placement == "inline" and dates != "" [ (#dates)] \\ #emph(sub)#if placement == "below" and dates != "" [ \\ #emph(dates)]]
  let items = if bullets.len() > 0 { list(..bullets) } else { [] }
  if placement == "left-column" {
    block(breakable: false, grid(columns: (2.8cm, 1fr), column-gutter: 0.6em, text(size: 9pt, dates), [#body #items]))
  } else if placement == "right" and dates != "" {
    block(breakable: false, grid(columns: (1fr, auto), column-gutter: 1em, body, text(size: 9.5pt, dates)))
    items
  } else { block(breakable: false, body); items }
  v(0.35em)
}`,
    `#let bentry(a, place, b, dates, bullets) = {
  block(breakable: false, grid(columns: (1fr, auto), row-gutter: 0.45em,
    text(weight: "bold", a), emph(place),
    text(size: 9.5pt, fill: rgb("${accent}"), smallcaps(b)), text(size: 9pt, style: "italic", fill: gray.darken(30%), dates)))
  if bullets.len() > 0 { list(..bullets) }
  v(0.35em)
}`,
  ].join('\n');
}

function header(d: Doc): string {
  const [first, last] = nameParts(d);
  const sep = d.style.nameLines === 2 ? ' \\ ' : ' ';
  const name = `${first}${sep}${last}`;
  const headline = str(d.p.headline);
  const c = contacts(d);
  switch (d.layout) {
    case 'classic':
      return `#align(center)[#text(size: 22pt, weight: "bold")[${name}] \\ #v(-0.2em) #text(size: 11pt, ${headline}) \\ #v(-0.2em) #${c}.join([ #h(0.3em)|#h(0.3em) ])]`;
    case 'banner': {
      const named =
        d.style.nameLines === 2
          ? `#text(size: 26pt, weight: "light")[${first}] \\ #text(size: 26pt, weight: "bold")[${last}]`
          : `#text(size: 26pt, weight: "light")[${first}] #text(size: 26pt, weight: "bold")[${last}]`;
      return `${named} \\ #text(size: 11pt, fill: rgb("${d.accent}"), smallcaps(${headline})) \\ #text(size: 9pt, ${c}.join(h(1em)))`;
    }
    case 'timeline':
      return `#grid(columns: (1fr, auto), column-gutter: 1em, [#text(size: 24pt, weight: "bold")[${name}] \\ #text(size: 11pt, fill: rgb("${d.accent}"), ${headline})], align(right, text(size: 9pt, ${c}.join(linebreak()))))\n#line(length: 100%, stroke: 1.5pt + rgb("${d.accent}"))`;
    case 'sidebar':
      return '';
  }
}

const languages = (d: Doc) => d.p.languages.map((l) => `${l.language} (${l.fluency})`);

function document(d: Doc): string {
  const sections: [keyof VocabularyLanguage['headings'], string[]][] = [
    ['summary', [`#par(${str(d.p.summary)})`]],
    ['experience', d.p.roles.map((r) => entryCall(d, r.title, r.company, r, r.bullets))],
    ['education', d.p.schools.map((s) => entryCall(d, s.degree, s.school, s, []))],
  ];
  const rest: [keyof VocabularyLanguage['headings'], string[]][] = [
    ['skills', [skills(d)]],
    ['languages', [`#par(${str(languages(d).join(', '))})`]],
    ['certifications', d.p.certifications.length ? [`#par(${str(d.p.certifications.join('; '))})`] : []],
  ];
  const block = (groups: typeof sections) =>
    groups
      .filter(([, items]) => items.length)
      .flatMap(([key, items]) => [`#sec(${str(heading(d, key))})`, ...items])
      .join('\n');
  if (d.layout !== 'sidebar') return [preamble(d), header(d), block([...sections, ...rest])].join('\n');
  const [first, last] = nameParts(d);
  const name = `${first}${d.style.nameLines === 2 ? ' \\ ' : ' '}${last}`;
  const side = [
    `#text(size: 20pt, weight: "bold", fill: rgb("${d.accent}"))[${name}]`,
    `#text(size: 10.5pt, ${str(d.p.headline)})`,
    `#sec(${str(heading(d, 'contact'))}) #text(size: 9pt, ${contacts(d)}.join(linebreak()))`,
    `#sec(${str(heading(d, 'skills'))}) #text(size: 9pt, ${arr(d.p.skills)}.join(linebreak()))`,
    `#sec(${str(heading(d, 'languages'))}) #text(size: 9pt, ${arr(languages(d))}.join(linebreak()))`,
  ].join('\n\n');
  const main = block([...sections, rest[2]!]);
  const sideFirst = d.style.sidebar !== 'right';
  const cells = sideFirst
    ? `block(fill: luma(242), inset: 8pt, width: 100%)[${side}], [${main}]`
    : `[${main}], block(fill: luma(242), inset: 8pt, width: 100%)[${side}]`;
  const cols = sideFirst ? '(30%, 1fr)' : '(1fr, 30%)';
  return `${preamble(d)}\n#grid(columns: ${cols}, column-gutter: 1.2em, ${cells})`;
}

export const typstFamily: Family = {
  id: 'typst',
  renderer: 'Typst 0.14 (typst-ts-node-compiler): classic, banner, sidebar and timeline layouts',
  count: 60,
  subsetEvery: 12,
  async render(inputs, ctx) {
    const typst = await loadCompiler(ctx.root);
    return eachDocument(inputs, ({ person, style, pick }) => {
      const lang = ctx.vocab.languages[person.language];
      const layout = pick(LAYOUTS);
      const d: Doc = {
        p: person,
        style,
        lang,
        layout,
        font: pick(FONTS),
        accent: pick(ACCENTS),
        letter: pick([false, true]),
      };
      const source = document(d);
      const bytes = pinnedStamps(new Uint8Array(typst.pdf({ mainFileContent: source })));
      const covers = [
        layout,
        d.font,
        ...styleCovers(d, layout === 'timeline' ? 'left-column' : style.datePlacement),
        style.skillsColumns === 2 && layout !== 'sidebar' ? 'two-column skills' : '',
      ];
      return {
        id: person.id,
        ext: 'pdf',
        bytes,
        expected: expectedFields(person, style, lang, placeLine(person)),
        covers: covers.filter(Boolean).join(', '),
      };
    });
  },
};
