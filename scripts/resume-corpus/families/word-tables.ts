/**
 * Word resumes laid out with tables, as people build them in Word, written by the `docx` package and
 * turned into PDF by LibreOffice (word-pdf.ts): a header table (name in one cell, contact lines
 * right-aligned in another), a shaded banner or labelled contact pairs; then one of three bodies:
 * a narrow date column beside each entry (left or right, dates left- or right-aligned, sometimes
 * stacked), section headings in a label column beside their content, or a sidebar column (left or
 * right, maybe shaded) holding contact details, skills and languages. Section headings are full-width
 * shaded rows or ruled paragraphs in the person's language; skills a table of two or three columns.
 * Table borders are none, rules between rows or a light grid. Every choice comes from the seeded source.
 * The look and the docx pieces it is built from are in word-tables-kit.ts.
 */
import { AlignmentType, Document, LevelFormat, LineRuleType, Packer, type Paragraph, type Table } from 'docx';
import type { IRunOptions, ParagraphChild } from 'docx';
import { expectedFields, formatRange } from '../people/style';
import type { Person, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { eachDocument, type CorpusDocument, type CorpusPersonInput, type Family } from './family';
import { toPdf } from './word-pdf';
import {
  B,
  type Block,
  type Cell,
  type Doc,
  drawLook,
  even,
  G,
  I,
  makeKit,
  para,
  type ParaOptions,
  type Pick,
  t,
} from './word-tables-kit';

interface Entry {
  lines: ParagraphChild[][];
  dates: string;
  place: string | null;
  bullets: string[];
}

const safeUpper = (s: string) => s.toUpperCase().toLowerCase() === s.toLowerCase();

/** Where the contact lines put the person: city and region, city and country, or nowhere. */
function drawLocation(p: Person, pick: Pick): string | null {
  const places = { region: `${p.city}, ${p.region}`, country: `${p.city}, ${p.countryName}`, none: null };
  return places[pick(['region', 'region', 'country', 'none'] as const)];
}

/** Contact items with their labels in the person's language, and a paragraph of one, labelled or bare. */
function contactBlock({ p, lang, pick }: Doc, location: string | null) {
  const labels = lang.contactLabels;
  const items: [string, string][] = [
    [labels.phone, p.phone],
    [labels.email, p.email],
  ];
  if (location) items.push([labels.address, location]);
  items.push(['LinkedIn', p.linkedin]);
  if (p.github) items.push(['GitHub', p.github]);
  if (p.website) items.push(['Web', p.website]);
  const labelled = pick([true, false]);
  const paragraph = ([label, value]: [string, string], o: ParaOptions = {}) =>
    para(labelled ? [B(`${label}: `), t(value)] : [t(value)], o);
  return { items, labelled, paragraph };
}

/** Entries: a role's or a school's lines, dates and place, and an entry's paragraphs. */
function entryKit({ s, lang, look, pick, bullet }: Doc) {
  const roleEntry = (r: PersonRole): Entry => {
    const lines: Record<typeof s.roleOrder, ParagraphChild[][]> = {
      'title-over-company': [[B(r.title)], [t(r.company, { color: look.accent })]],
      'company-over-title': [[B(r.company)], [I(r.title)]],
      'company-comma-title': [[B(r.company), t(', '), I(r.title)]],
      'title-at-company': [[B(r.title), t(` ${lang.at} ${r.company}`)]],
      'title-pipe-company-dates': [[B(r.title), t(' | '), t(r.company)]],
    };
    const dates = formatRange(r.start, r.end, s, lang);
    return { lines: lines[s.roleOrder], dates, place: r.location, bullets: r.bullets };
  };
  const schoolOrder = pick(['school-degree', 'degree-school', 'degree-comma-school'] as const);
  /** Draws whether the place shows each time it is called. */
  const schoolEntry = (e: PersonSchool): Entry => {
    const lines = {
      'school-degree': [[B(e.school)], [I(e.degree)]],
      'degree-school': [[B(e.degree)], [t(e.school)]],
      'degree-comma-school': [[B(e.degree), t(', '), t(e.school)]],
    }[schoolOrder];
    const dates = formatRange(e.start, e.end, s, lang);
    return { lines, dates, place: pick([e.location, null]), bullets: [] };
  };
  const placeInDates = pick([true, false]);
  /**
   * An entry's paragraphs; `dates` says whether they stand in its text and where. No keepNext: every
   * entry stands in a table cell, and LibreOffice carries it to the whole row or table.
   */
  function paragraphs(
    e: Entry,
    dates: 'column' | 'above' | 'inline' | 'below',
    withPlace = true,
  ): Paragraph[] {
    const lines = e.lines.map((l) => [...l]);
    if (dates === 'inline') lines[0]!.push(G(` | ${e.dates}`));
    const out = lines.map((l, i) => para(l, { spacing: { before: i ? 0 : 40, after: 20 } }));
    if (dates === 'above') out.unshift(para([G(e.dates, { bold: true, size: look.size - 2 })]));
    const note = [dates === 'below' ? e.dates : null, withPlace ? e.place : null].filter(Boolean).join(' · ');
    if (note) out.push(para([G(note, { italics: true, size: look.size - 2 })]));
    return [...out, ...e.bullets.map(bullet)];
  }
  return { roleEntry, schoolEntry, placeInDates, paragraphs };
}
type Entries = ReturnType<typeof entryKit>;

/** Dates in a narrow column: its width from the longest range, its side and alignment. */
function dateColumn({ p, s, lang, look, pick }: Doc, entries: Entries) {
  const { size, W } = look;
  const all = [...p.roles.map(entries.roleEntry), ...p.schools.map(entries.schoolEntry)];
  const longest = Math.max(...all.map((e) => e.dates.length));
  const stacked = look.body === 'date-column' && longest > 14 && pick([false, false, true]);
  const chars = stacked ? Math.ceil(longest / 2) + 2 : longest;
  const dateW = Math.min(Math.round(W * 0.3), Math.max(1150, Math.round(chars * size * 5.2) + 260));
  const side = pick(['left', 'left', 'right'] as const);
  const align = pick([AlignmentType.LEFT, AlignmentType.RIGHT]);
  function datesCell(e: Entry): Cell {
    const sep = { 'en-dash': ' – ', hyphen: ' - ', to: ` ${lang.to} `, 'tight-dash': '–' }[s.dateSeparator];
    const at = e.dates.indexOf(sep);
    const parts =
      stacked && at > 0
        ? [e.dates.slice(0, at + sep.trimEnd().length), e.dates.slice(at + sep.length)]
        : [e.dates];
    const children = parts.map((x) =>
      para([G(x, { size: size - 1 })], { alignment: align, spacing: { before: 40 } }),
    );
    if (entries.placeInDates && e.place)
      children.push(para([G(e.place, { italics: true, size: size - 2 })], { alignment: align }));
    return { children };
  }
  /** An entry's row: its dates cell and its text cell. */
  const dated = (e: Entry): Cell[] => {
    const text = { children: entries.paragraphs(e, 'column', !entries.placeInDates) };
    return side === 'left' ? [datesCell(e), text] : [text, datesCell(e)];
  };
  const widths = (w: number) => (side === 'left' ? [dateW, w - dateW] : [w - dateW, dateW]);
  return { stacked, side, align, dated, widths };
}

/** Skills: a table of two or three columns, filled across or down; languages a table or a line each. */
function skillsAndLanguages({ p, s, pick, table }: Doc) {
  const columns = s.skillsColumns === 2 ? 2 : pick([2, 3, 3]);
  const down = pick([true, false]);
  function skillsTable(width: number): Table {
    const rows = Math.ceil(p.skills.length / columns);
    const at = (r: number, c: number) => p.skills[down ? c * rows + r : r * columns + c];
    const mark = pick(['', '• ']);
    const grid = Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => {
        const x = at(r, c);
        return { children: x ? [para([t(`${mark}${x}`)])] : [] };
      }),
    );
    return table(even(columns, width), grid);
  }
  const langSep = pick([' – ', ': ', ' (']);
  const languageLine = (l: { language: string; fluency: string }) =>
    para([B(l.language), t(`${langSep}${l.fluency}${langSep === ' (' ? ')' : ''}`)]);
  function languagesBlocks(width: number): Block[] {
    if (pick([true, false])) return p.languages.map(languageLine);
    const rows = p.languages.map((l) => [
      { children: [para([B(l.language)])] },
      { children: [para([t(l.fluency)])] },
    ]);
    return [table([Math.round(width * 0.35), width - Math.round(width * 0.35)], rows)];
  }
  return { columns, skillsTable, languageLine, languagesBlocks };
}

/** The name on one or two lines, maybe upper-cased, its size, and whether the headline follows it. */
function nameBlock({ p, s, look, pick }: Doc) {
  const upper = s.nameCase === 'upper' && safeUpper(`${p.firstName} ${p.lastName}`);
  const [first, last] = upper
    ? [p.firstName.toUpperCase(), p.lastName.toUpperCase()]
    : [p.firstName, p.lastName];
  const runs = (o: IRunOptions) =>
    s.nameLines === 2 ? [t(first, o), t(last, { ...o, break: 1 })] : [t(`${first} ${last}`, o)];
  const size = look.size * 2 + pick([6, 10, 14]);
  const withHeadline = pick([true, true, false]);
  return { upper, runs, size, withHeadline };
}

/** Everything drawn for a document beyond its look, in the order it is drawn. */
interface Parts {
  contacts: ReturnType<typeof contactBlock>;
  entries: Entries;
  dates: ReturnType<typeof dateColumn>;
  lists: ReturnType<typeof skillsAndLanguages>;
  name: ReturnType<typeof nameBlock>;
  /** A sidebar body's side and shading. */
  sidebar: { at: 'left' | 'right'; fill: string | null };
}

/**
 * The header: name and headline in one cell, contact lines right-aligned in another; a shaded banner
 * over a row of contacts; or the name over a table of labelled contact pairs. A sidebar body has none:
 * its name row stands in its own table.
 */
function headerBlocks({ p, look, pick, table }: Doc, { contacts, name }: Parts): Block[] {
  const { W, accent, light, size } = look;
  const nameRuns = (color: string) => name.runs({ bold: true, size: name.size, color });
  if (look.header === 'split') {
    const right = AlignmentType.RIGHT;
    const nameW = Math.round(W * pick([0.5, 0.55, 0.6]));
    const left = [para(nameRuns(accent))];
    if (name.withHeadline) left.push(para([G(p.headline, { size: size + 3 })]));
    const cells = [
      { children: left },
      { children: contacts.items.map((c) => contacts.paragraph(c, { alignment: right })) },
    ];
    return [table([nameW, W - nameW], [cells], { frame: false })];
  }
  if (look.header === 'banner') {
    const [fill, ink] = pick([
      [accent, 'FFFFFF'],
      [light, accent],
    ] as const);
    const inside = [para(nameRuns(ink), { alignment: AlignmentType.CENTER })];
    if (name.withHeadline)
      inside.push(para([t(p.headline, { color: ink, size: size + 3 })], { alignment: AlignmentType.CENTER }));
    const blocks: Block[] = [table([W], [[{ children: inside, fill }]], { frame: false })];
    const cols = 3;
    const rows = Array.from({ length: Math.ceil(contacts.items.length / cols) }, (_, r) =>
      Array.from({ length: cols }, (_, c) => {
        const item = contacts.items[r * cols + c];
        return { children: item ? [contacts.paragraph(item, { alignment: AlignmentType.CENTER })] : [] };
      }),
    );
    blocks.push(table(even(cols, W), rows, { frame: false }));
    return blocks;
  }
  if (look.header === 'labelled') {
    const blocks: Block[] = [para(nameRuns(accent), { spacing: { after: 60 } })];
    if (name.withHeadline)
      blocks.push(para([G(p.headline, { size: size + 3 })], { spacing: { after: 120 } }));
    const items = contacts.items;
    const pairs = Array.from({ length: Math.ceil(items.length / 2) }, (_, r) =>
      [items[2 * r], items[2 * r + 1]].flatMap((c) => [
        { children: c ? [para([B(c[0])])] : [] },
        { children: c ? [para([t(c[1])])] : [] },
      ]),
    );
    const [lw, vw] = [Math.round(W * 0.12), Math.round(W * 0.38)];
    blocks.push(table([lw, vw, lw, vw], pairs, { frame: look.rules === 'grid' }));
    return blocks;
  }
  return [];
}

/**
 * Where dates stand in the text of a label-column or sidebar body: above, inline or below it (or in
 * a nested date column in a sidebar's main column).
 */
const textDates = (s: Style) => (s.datePlacement === 'right' ? 'above' : s.datePlacement);
const summaryParas = (p: Person) => [para([t(p.summary)], { spacing: { after: 60 } })];

/** A section of a date-column body: its heading a shaded row of its table, or a ruled paragraph above it. */
function datedSection(d: Doc, title: string, rows: Cell[][], widths: number[]): Block[] {
  const { headings, accent, light } = d.look;
  if (headings === 'rule') return [...d.heading(title), d.table(widths, rows, { cantSplit: true })];
  const dark = headings === 'band-dark';
  const head = [
    { children: [para([d.headRun(title, dark)])], fill: dark ? accent : light, span: widths.length },
  ];
  return [
    para([], { spacing: { before: 120, after: 0 } }),
    d.table(widths, [head, ...rows], { cantSplit: true }),
  ];
}

/** Every entry beside its dates cell; skills, languages and certifications below, full width. */
function dateColumnBody(d: Doc, { entries, dates, lists }: Parts): Block[] {
  const { p, look, heading } = d;
  const H = d.lang.headings;
  const widths = dates.widths(look.W);
  const blocks = datedSection(d, H.summary, [[{ children: summaryParas(p), span: 2 }]], widths);
  const roleRows = p.roles.map(entries.roleEntry).map(dates.dated);
  const schoolRows = p.schools.map(entries.schoolEntry).map(dates.dated);
  blocks.push(...datedSection(d, H.experience, roleRows, widths));
  blocks.push(...datedSection(d, H.education, schoolRows, widths));
  blocks.push(...heading(H.skills), lists.skillsTable(look.W));
  blocks.push(...heading(H.languages), ...lists.languagesBlocks(look.W));
  if (p.certifications.length) blocks.push(...heading(H.certifications), ...p.certifications.map(d.bullet));
  return blocks;
}

/** One table: each section's heading in a label column beside its content. */
function labelColumnBody(d: Doc, { entries, lists }: Parts): Block[] {
  const { p, s, look, pick } = d;
  const H = d.lang.headings;
  const labelW = Math.round(look.W * pick([0.2, 0.22, 0.25]));
  const textW = look.W - labelW;
  const align = pick([AlignmentType.LEFT, AlignmentType.RIGHT]);
  const fill = look.headings === 'rule' ? null : look.headings === 'band-dark' ? look.accent : look.light;
  const label = (x: string) => ({
    children: [para([d.headRun(x, fill === look.accent)], { alignment: align })],
    fill,
  });
  const inText = textDates(s);
  const where = inText === 'left-column' ? 'above' : inText;
  const list = (es: Entry[]) => es.flatMap((e) => entries.paragraphs(e, where));
  const rows: Cell[][] = [
    [label(H.summary), { children: summaryParas(p) }],
    [label(H.experience), { children: list(p.roles.map(entries.roleEntry)) }],
    [label(H.education), { children: list(p.schools.map(entries.schoolEntry)) }],
    [label(H.skills), { children: [lists.skillsTable(textW - 200), para([])] }],
    [label(H.languages), { children: p.languages.map(lists.languageLine) }],
  ];
  if (p.certifications.length)
    rows.push([label(H.certifications), { children: p.certifications.map(d.bullet) }]);
  return [para([]), d.table([labelW, textW], rows)];
}

/** One table: the name row across, then a sidebar of contacts, skills and languages beside the main column. */
function sidebarBody(d: Doc, { contacts, entries, dates, lists, name, sidebar }: Parts): Block[] {
  const { p, s, look, heading } = d;
  const H = d.lang.headings;
  const sideW = Math.round(look.W * d.pick([0.3, 0.33, 0.35]));
  const mainW = look.W - sideW;
  const where = textDates(s);
  const entriesBlocks = (es: Entry[]): Block[] =>
    where === 'left-column'
      ? [d.table(dates.widths(mainW - 200), es.map(dates.dated), { frame: false, cantSplit: true })]
      : es.flatMap((e) => entries.paragraphs(e, where));
  const side: Block[] = [
    ...heading(H.contact, sideW - 200, false),
    ...contacts.items.map((c) => contacts.paragraph(c, { spacing: { after: 60 } })),
    ...heading(H.skills, sideW - 200),
    ...p.skills.map((x) => para([t(x)])),
    ...heading(H.languages, sideW - 200),
    ...p.languages.map(lists.languageLine),
  ];
  const main: Block[] = [
    ...heading(H.summary, mainW - 200, false),
    ...summaryParas(p),
    ...heading(H.experience, mainW - 200),
    ...entriesBlocks(p.roles.map(entries.roleEntry)),
    ...heading(H.education, mainW - 200),
    ...entriesBlocks(p.schools.map(entries.schoolEntry)),
  ];
  if (p.certifications.length)
    main.push(...heading(H.certifications, mainW - 200), ...p.certifications.map(d.bullet));
  const top = [para(name.runs({ bold: true, size: name.size, color: look.accent }))];
  if (name.withHeadline) top.push(para([G(p.headline, { size: look.size + 3 })], { spacing: { after: 80 } }));
  const pair = (a: Cell, b: Cell) => (sidebar.at === 'left' ? [a, b] : [b, a]);
  const widths = sidebar.at === 'left' ? [sideW, mainW] : [mainW, sideW];
  const rows = [
    [{ children: top, span: 2 }],
    pair({ children: side, fill: sidebar.fill }, { children: main }),
  ];
  return [d.table(widths, rows, { frame: look.rules !== 'none' })];
}

/** The Word document around the blocks: default font and spacing, bullet numbering, page and margins. */
function wordDocument({ p, look, pick }: Doc, blocks: Block[]): Document {
  const { font, size, pageW, pageH, margin } = look;
  const bulletLevel = {
    level: 0,
    format: LevelFormat.BULLET,
    text: pick(['•', '–']),
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 300, hanging: 220 } } },
  };
  return new Document({
    creator: `${p.firstName} ${p.lastName}`,
    title: `${p.firstName} ${p.lastName}`,
    styles: {
      default: {
        document: {
          run: { font, size },
          paragraph: { spacing: { after: 0, line: 259, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    numbering: { config: [{ reference: 'bullet', levels: [bulletLevel] }] },
    sections: [
      {
        properties: {
          page: {
            size: { width: pageW, height: pageH },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children: blocks,
      },
    ],
  });
}

/** What varies in the document, in a few words. */
function covers({ p, s, look }: Doc, { contacts, dates, lists, name, sidebar }: Parts): string {
  const { body } = look;
  const inText = textDates(s);
  return [
    `word tables, ${body}`,
    body === 'sidebar'
      ? `${sidebar.at} sidebar${sidebar.fill ? ' shaded' : ''}, name row`
      : `${look.header} header`,
    body === 'date-column'
      ? `date column ${dates.side}, ${dates.align}-aligned${dates.stacked ? ', stacked' : ''}`
      : `dates ${inText === 'left-column' ? (body === 'sidebar' ? `in a ${dates.side} column` : 'above') : inText}`,
    `headings ${look.headings}`,
    `borders ${look.rules}`,
    s.roleOrder,
    p.language,
    `${s.nameLines}-line name${name.upper ? ' upper' : ''}`,
    contacts.labelled ? 'labelled contacts' : 'bare contacts',
    `skills ${body === 'sidebar' ? 'list' : `${lists.columns} columns`}`,
    look.font,
  ].join(', ');
}

function wordTables({ person: p, style: s, pick }: CorpusPersonInput, lang: VocabularyLanguage) {
  // Every part draws from `pick` in this order, the order a seed's document depends on.
  const look = drawLook(p, pick);
  const location = drawLocation(p, pick);
  const d: Doc = { p, s, lang, look, pick, ...makeKit(look, s, pick) };
  const contacts = contactBlock(d, location);
  const entries = entryKit(d);
  const dates = dateColumn(d, entries);
  const lists = skillsAndLanguages(d);
  const name = nameBlock(d);
  const sidebar = { at: pick(['left', 'right'] as const), fill: pick([null, look.light, look.light]) };
  const parts: Parts = { contacts, entries, dates, lists, name, sidebar };
  const body = { 'date-column': dateColumnBody, 'label-column': labelColumnBody, sidebar: sidebarBody }[
    look.body
  ];
  const blocks = [...headerBlocks(d, parts), ...body(d, parts)];
  const document = wordDocument(d, blocks);
  return { document, expected: expectedFields(p, s, lang, location), covers: covers(d, parts) };
}

export const wordTablesFamily: Family = {
  id: 'word-tables',
  renderer: 'docx@9 npm package, resumes laid out in tables, PDF by LibreOffice Writer',
  count: 60,
  // Every 6th: ten files of about 38 KB, so that its subset figure rests on ten documents.
  subsetEvery: 6,
  async render(inputs, ctx) {
    const docs = await eachDocument(inputs, async (input): Promise<CorpusDocument> => {
      const { document, expected, covers } = wordTables(input, ctx.vocab.languages[input.person.language]);
      return { id: input.person.id, ext: 'docx', bytes: await Packer.toBuffer(document), expected, covers };
    });
    const pdfs = await toPdf(docs.map((d) => ({ name: d.id, bytes: d.bytes })));
    return docs.map((d) => ({ ...d, ext: 'pdf', bytes: pdfs.get(d.id)! }));
  },
};
