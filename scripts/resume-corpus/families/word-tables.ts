/**
 * Word resumes laid out with tables, as people build them in Word, written by the `docx` package and
 * turned into PDF by LibreOffice (word-pdf.ts): a header table (name in one cell, contact lines
 * right-aligned in another), a shaded banner or labelled contact pairs; then one of three bodies:
 * a narrow date column beside each entry (left or right, dates left- or right-aligned, sometimes
 * stacked), section headings in a label column beside their content, or a sidebar column (left or
 * right, maybe shaded) holding contact details, skills and languages. Section headings are full-width
 * shaded rows or ruled paragraphs in the person's language; skills a table of two or three columns.
 * Table borders are none, rules between rows or a light grid. Every choice comes from the seeded source.
 */
import { AlignmentType, BorderStyle, Document, LevelFormat, LineRuleType, Packer } from 'docx';
import {
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { IBorderOptions, IRunOptions, ParagraphChild } from 'docx';
import { expectedFields, formatRange } from '../people/style';
import type { HeadingLanguage, PersonRole, PersonSchool } from '../people/types';
import { eachDocument, type CorpusDocument, type CorpusPersonInput, type Family } from './family';
import { toPdf } from './word-pdf';

type Block = Paragraph | Table;
type Lang = Parameters<typeof formatRange>[3];
interface Cell {
  children: Block[];
  fill?: string | null;
  span?: number;
}
interface Entry {
  lines: ParagraphChild[][];
  dates: string;
  place: string | null;
  bullets: string[];
}

const FONTS: [string, number][] = [
  ['Calibri', 21],
  ['Arial', 19],
  ['Cambria', 21],
  ['Times New Roman', 22],
  ['Verdana', 18],
];
const ACCENTS = ['1F3864', '2F5496', '385623', '833C0B', '404040', '0E5C6B', '7030A0'];
const LIGHT = ['D9D9D9', 'DEEAF6', 'E2EFD9', 'F2F2F2', 'FBE4D5'];
const GREY = '595959';
/** Contact labels (phone, e-mail, address) and the sidebar's contact heading, per language. */
const LABELS: Record<HeadingLanguage, [string, string, string, string]> = {
  en: ['Phone', 'E-mail', 'Address', 'Contact'],
  de: ['Telefon', 'E-Mail', 'Adresse', 'Kontakt'],
  fr: ['Téléphone', 'E-mail', 'Adresse', 'Contact'],
  es: ['Teléfono', 'Correo', 'Dirección', 'Contacto'],
  pt: ['Telefone', 'E-mail', 'Endereço', 'Contato'],
  it: ['Telefono', 'E-mail', 'Indirizzo', 'Contatti'],
  nl: ['Telefoon', 'E-mail', 'Adres', 'Contact'],
  pl: ['Telefon', 'E-mail', 'Adres', 'Kontakt'],
};

const safeUpper = (s: string) => s.toUpperCase().toLowerCase() === s.toLowerCase();
const line = (color: string, size = 4): IBorderOptions => ({ style: BorderStyle.SINGLE, size, color });
const NO = { style: BorderStyle.NONE, size: 0, color: 'auto' };
/** n equal column widths filling w. */
const even = (n: number, w: number) => Array.from({ length: n }, () => Math.floor(w / n));

function wordTables({ person: p, style: s, pick }: CorpusPersonInput, lang: Lang) {
  const [font, size] = pick(FONTS);
  const accent = pick(ACCENTS);
  const light = pick(LIGHT);
  const body = pick(['date-column', 'date-column', 'label-column', 'sidebar'] as const);
  const header = body === 'sidebar' ? 'sidebar-row' : pick(['split', 'banner', 'labelled'] as const);
  const headings = pick(['band', 'band-dark', 'rule'] as const);
  const rules = pick(['none', 'none', 'rows', 'grid'] as const);
  const letter = p.country === 'US' || p.country === 'CA';
  const [pageW, pageH] = letter ? [12240, 15840] : [11906, 16838];
  const margin = pick([567, 720, 851, 1000]);
  const W = pageW - 2 * margin;
  const labels = LABELS[p.language];
  const H = lang.headings;
  const places = { region: `${p.city}, ${p.region}`, country: `${p.city}, ${p.countryName}`, none: null };
  const location = places[pick(['region', 'region', 'country', 'none'] as const)];
  const upper = s.nameCase === 'upper' && safeUpper(`${p.firstName} ${p.lastName}`);
  const [first, last] = upper
    ? [p.firstName.toUpperCase(), p.lastName.toUpperCase()]
    : [p.firstName, p.lastName];

  const t = (text: string, o: IRunOptions = {}) => new TextRun({ text, ...o });
  const B = (x: string) => t(x, { bold: true });
  const I = (x: string) => t(x, { italics: true });
  const G = (x: string, o: IRunOptions = {}) => t(x, { color: GREY, ...o });
  type ParaOptions = Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'>;
  const para = (children: ParagraphChild[], o: ParaOptions = {}) =>
    new Paragraph({ children, spacing: { after: 30 }, ...o });
  const typed = pick([null, '•', '–']);
  const bullet = (x: string) =>
    typed
      ? para([t(`${typed}\t${x}`)], { indent: { left: 260, hanging: 260 } })
      : para([t(x)], { numbering: { reference: 'bullet', level: 0 } });

  const sides = (h: IBorderOptions, v: IBorderOptions) => ({
    ...{ top: h, bottom: h, insideHorizontal: h },
    ...{ left: v, right: v, insideVertical: v },
  });
  const borders = {
    none: TableBorders.NONE,
    rows: sides(line('BFBFBF'), NO),
    grid: sides(line('A6A6A6'), line('A6A6A6')),
  }[rules];
  function table(widths: number[], rows: Cell[][], o: { cantSplit?: boolean; frame?: boolean } = {}): Table {
    const cell = (c: Cell, at: number) => {
      const span = c.span ?? 1;
      const w = widths.slice(at, at + span).reduce((a, b) => a + b, 0);
      return new TableCell({
        children: c.children.length ? c.children : [para([])],
        width: { size: w, type: WidthType.DXA },
        margins: { left: 100, right: 100, top: 50, bottom: 30 },
        ...(span > 1 ? { columnSpan: span } : {}),
        ...(c.fill ? { shading: { fill: c.fill, type: ShadingType.CLEAR, color: 'auto' } } : {}),
      });
    };
    const row = (cells: Cell[]) => {
      let at = 0;
      const children = cells.map((c) => {
        const made = cell(c, at);
        at += c.span ?? 1;
        return made;
      });
      return new TableRow({ children, cantSplit: o.cantSplit ?? false });
    };
    return new Table({
      width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
      columnWidths: widths,
      layout: TableLayoutType.FIXED,
      borders: o.frame === false ? TableBorders.NONE : borders,
      rows: rows.map(row),
    });
  }

  // Contact items, with or without labels.
  const contacts: [string, string][] = [
    [labels[0], p.phone],
    [labels[1], p.email],
  ];
  if (location) contacts.push([labels[2], location]);
  contacts.push(['LinkedIn', p.linkedin]);
  if (p.github) contacts.push(['GitHub', p.github]);
  if (p.website) contacts.push(['Web', p.website]);
  const labelled = pick([true, false]);
  const contactPara = ([label, value]: [string, string], o: ParaOptions = {}) =>
    para(labelled ? [B(`${label}: `), t(value)] : [t(value)], o);

  const headingText = (x: string) => (s.headingCase === 'upper' ? x.toUpperCase() : x);
  const headRun = (x: string, onDark: boolean) =>
    t(headingText(x), { bold: true, size: size + 4, color: onDark ? 'FFFFFF' : accent });
  /**
   * A section heading standing alone: a full-width shaded one-cell table or a ruled paragraph; no
   * keepNext as a cell's first paragraph (LibreOffice would push the whole sidebar row to page 2).
   */
  function heading(x: string, width = W, keepNext = true): Block[] {
    if (headings === 'rule') {
      const border = { bottom: { ...line(accent, 8), space: 1 } };
      return [para([headRun(x, false)], { border, spacing: { before: 220, after: 80 }, keepNext })];
    }
    const dark = headings === 'band-dark';
    const band = table([width], [[{ children: [para([headRun(x, dark)])], fill: dark ? accent : light }]], {
      frame: false,
    });
    return [para([], { spacing: { before: 120, after: 0 } }), band];
  }

  // Entries: a role's or a school's lines, dates and place.
  const roleEntry = (r: PersonRole): Entry => {
    const lines: Record<typeof s.roleOrder, ParagraphChild[][]> = {
      'title-over-company': [[B(r.title)], [t(r.company, { color: accent })]],
      'company-over-title': [[B(r.company)], [I(r.title)]],
      'company-comma-title': [[B(r.company), t(', '), I(r.title)]],
      'title-at-company': [[B(r.title), t(` ${lang.at} ${r.company}`)]],
      'title-pipe-company-dates': [[B(r.title), t(' | '), t(r.company)]],
    };
    const dates = formatRange(r.start, r.end, s, lang);
    return { lines: lines[s.roleOrder], dates, place: r.location, bullets: r.bullets };
  };
  const schoolOrder = pick(['school-degree', 'degree-school', 'degree-comma-school'] as const);
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
  function entryParas(
    e: Entry,
    dates: 'column' | 'above' | 'inline' | 'below',
    withPlace = true,
  ): Paragraph[] {
    const lines = e.lines.map((l) => [...l]);
    if (dates === 'inline') lines[0]!.push(G(` | ${e.dates}`));
    const out = lines.map((l, i) => para(l, { spacing: { before: i ? 0 : 40, after: 20 } }));
    if (dates === 'above') out.unshift(para([G(e.dates, { bold: true, size: size - 2 })]));
    const note = [dates === 'below' ? e.dates : null, withPlace ? e.place : null].filter(Boolean).join(' · ');
    if (note) out.push(para([G(note, { italics: true, size: size - 2 })]));
    return [...out, ...e.bullets.map(bullet)];
  }

  // Dates in a narrow column: its width from the longest range, its side and alignment.
  const entries = [...p.roles.map(roleEntry), ...p.schools.map(schoolEntry)];
  const longest = Math.max(...entries.map((e) => e.dates.length));
  const stacked = body === 'date-column' && longest > 14 && pick([false, false, true]);
  const chars = stacked ? Math.ceil(longest / 2) + 2 : longest;
  const dateW = Math.min(Math.round(W * 0.3), Math.max(1150, Math.round(chars * size * 5.2) + 260));
  const dateSide = pick(['left', 'left', 'right'] as const);
  const dateAlign = pick([AlignmentType.LEFT, AlignmentType.RIGHT]);
  function datesCell(e: Entry): Cell {
    const sep = { 'en-dash': ' – ', hyphen: ' - ', to: ` ${lang.to} `, 'tight-dash': '–' }[s.dateSeparator];
    const at = e.dates.indexOf(sep);
    const parts =
      stacked && at > 0
        ? [e.dates.slice(0, at + sep.trimEnd().length), e.dates.slice(at + sep.length)]
        : [e.dates];
    const children = parts.map((x) =>
      para([G(x, { size: size - 1 })], { alignment: dateAlign, spacing: { before: 40 } }),
    );
    if (placeInDates && e.place)
      children.push(para([G(e.place, { italics: true, size: size - 2 })], { alignment: dateAlign }));
    return { children };
  }
  const dated = (e: Entry): Cell[] => {
    const text = { children: entryParas(e, 'column', !placeInDates) };
    return dateSide === 'left' ? [datesCell(e), text] : [text, datesCell(e)];
  };
  const dateWidths = (w: number) => (dateSide === 'left' ? [dateW, w - dateW] : [w - dateW, dateW]);

  // Skills: a table of two or three columns, filled across or down; languages a table or a line.
  const skillCols = s.skillsColumns === 2 ? 2 : pick([2, 3, 3]);
  const down = pick([true, false]);
  function skillsTable(width: number): Table {
    const rows = Math.ceil(p.skills.length / skillCols);
    const at = (r: number, c: number) => p.skills[down ? c * rows + r : r * skillCols + c];
    const mark = pick(['', '• ']);
    const grid = Array.from({ length: rows }, (_, r) =>
      Array.from({ length: skillCols }, (_, c) => {
        const x = at(r, c);
        return { children: x ? [para([t(`${mark}${x}`)])] : [] };
      }),
    );
    return table(even(skillCols, width), grid);
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

  // The header.
  const nameRun = (o: IRunOptions) =>
    s.nameLines === 2 ? [t(first, o), t(last, { ...o, break: 1 })] : [t(`${first} ${last}`, o)];
  const nameSize = size * 2 + pick([6, 10, 14]);
  const withHeadline = pick([true, true, false]);
  const blocks: Block[] = [];
  const sideAt = pick(['left', 'right'] as const);
  const sideFill = pick([null, light, light]);
  if (header === 'split') {
    const right = AlignmentType.RIGHT;
    const nameW = Math.round(W * pick([0.5, 0.55, 0.6]));
    const left = [para(nameRun({ bold: true, size: nameSize, color: accent }))];
    if (withHeadline) left.push(para([G(p.headline, { size: size + 3 })]));
    const cells = [
      { children: left },
      { children: contacts.map((c) => contactPara(c, { alignment: right })) },
    ];
    blocks.push(table([nameW, W - nameW], [cells], { frame: false }));
  } else if (header === 'banner') {
    const [fill, ink] = pick([
      [accent, 'FFFFFF'],
      [light, accent],
    ] as const);
    const inside = [
      para(nameRun({ bold: true, size: nameSize, color: ink }), { alignment: AlignmentType.CENTER }),
    ];
    if (withHeadline)
      inside.push(para([t(p.headline, { color: ink, size: size + 3 })], { alignment: AlignmentType.CENTER }));
    blocks.push(table([W], [[{ children: inside, fill }]], { frame: false }));
    const cols = 3;
    const rows = Array.from({ length: Math.ceil(contacts.length / cols) }, (_, r) =>
      Array.from({ length: cols }, (_, c) => {
        const item = contacts[r * cols + c];
        return { children: item ? [contactPara(item, { alignment: AlignmentType.CENTER })] : [] };
      }),
    );
    blocks.push(table(even(cols, W), rows, { frame: false }));
  } else if (header === 'labelled') {
    blocks.push(para(nameRun({ bold: true, size: nameSize, color: accent }), { spacing: { after: 60 } }));
    if (withHeadline) blocks.push(para([G(p.headline, { size: size + 3 })], { spacing: { after: 120 } }));
    const pairs = Array.from({ length: Math.ceil(contacts.length / 2) }, (_, r) =>
      [contacts[2 * r], contacts[2 * r + 1]].flatMap((c) => [
        { children: c ? [para([B(c[0])])] : [] },
        { children: c ? [para([t(c[1])])] : [] },
      ]),
    );
    const [lw, vw] = [Math.round(W * 0.12), Math.round(W * 0.38)];
    blocks.push(table([lw, vw, lw, vw], pairs, { frame: rules === 'grid' }));
  }

  // The body. Dates in the text of a label-column or sidebar body stand above, inline or below it
  // (or in a nested date column in a sidebar's main column).
  const textDates = s.datePlacement === 'right' ? 'above' : s.datePlacement;
  const summary = [para([t(p.summary)], { spacing: { after: 60 } })];
  if (body === 'date-column') {
    const section = (title: string, rows: Cell[][], widths: number[]) => {
      if (headings === 'rule') return [...heading(title), table(widths, rows, { cantSplit: true })];
      const dark = headings === 'band-dark';
      const head = [
        { children: [para([headRun(title, dark)])], fill: dark ? accent : light, span: widths.length },
      ];
      return [
        para([], { spacing: { before: 120, after: 0 } }),
        table(widths, [head, ...rows], { cantSplit: true }),
      ];
    };
    const one = (children: Block[]) => [{ children, span: 2 }];
    const widths = dateWidths(W);
    blocks.push(...section(H.summary, [one(summary)], widths));
    const [roleRows, schoolRows] = [p.roles.map(roleEntry).map(dated), p.schools.map(schoolEntry).map(dated)];
    blocks.push(...section(H.experience, roleRows, widths), ...section(H.education, schoolRows, widths));
    blocks.push(...heading(H.skills), skillsTable(W));
    blocks.push(...heading(H.languages), ...languagesBlocks(W));
    if (p.certifications.length) blocks.push(...heading(H.certifications), ...p.certifications.map(bullet));
  } else if (body === 'label-column') {
    const labelW = Math.round(W * pick([0.2, 0.22, 0.25]));
    const textW = W - labelW;
    const align = pick([AlignmentType.LEFT, AlignmentType.RIGHT]);
    const fill = headings === 'rule' ? null : headings === 'band-dark' ? accent : light;
    const label = (x: string) => ({
      children: [para([headRun(x, fill === accent)], { alignment: align })],
      fill,
    });
    const where = textDates === 'left-column' ? 'above' : textDates;
    const list = (es: Entry[]) => es.flatMap((e) => entryParas(e, where));
    const rows: Cell[][] = [
      [label(H.summary), { children: summary }],
      [label(H.experience), { children: list(p.roles.map(roleEntry)) }],
      [label(H.education), { children: list(p.schools.map(schoolEntry)) }],
      [label(H.skills), { children: [skillsTable(textW - 200), para([])] }],
      [label(H.languages), { children: p.languages.map(languageLine) }],
    ];
    if (p.certifications.length)
      rows.push([label(H.certifications), { children: p.certifications.map(bullet) }]);
    blocks.push(para([]), table([labelW, textW], rows));
  } else {
    const sideW = Math.round(W * pick([0.3, 0.33, 0.35]));
    const mainW = W - sideW;
    const where = textDates;
    const entriesBlocks = (es: Entry[]): Block[] =>
      where === 'left-column'
        ? [table(dateWidths(mainW - 200), es.map(dated), { frame: false, cantSplit: true })]
        : es.flatMap((e) => entryParas(e, where));
    const side: Block[] = [
      ...heading(labels[3], sideW - 200, false),
      ...contacts.map((c) => contactPara(c, { spacing: { after: 60 } })),
      ...heading(H.skills, sideW - 200),
      ...p.skills.map((x) => para([t(x)])),
      ...heading(H.languages, sideW - 200),
      ...p.languages.map(languageLine),
    ];
    const main: Block[] = [
      ...heading(H.summary, mainW - 200, false),
      ...summary,
      ...heading(H.experience, mainW - 200),
      ...entriesBlocks(p.roles.map(roleEntry)),
      ...heading(H.education, mainW - 200),
      ...entriesBlocks(p.schools.map(schoolEntry)),
    ];
    if (p.certifications.length)
      main.push(...heading(H.certifications, mainW - 200), ...p.certifications.map(bullet));
    const top = [para(nameRun({ bold: true, size: nameSize, color: accent }))];
    if (withHeadline) top.push(para([G(p.headline, { size: size + 3 })], { spacing: { after: 80 } }));
    const pair = (a: Cell, b: Cell) => (sideAt === 'left' ? [a, b] : [b, a]);
    const widths = sideAt === 'left' ? [sideW, mainW] : [mainW, sideW];
    const rows = [[{ children: top, span: 2 }], pair({ children: side, fill: sideFill }, { children: main })];
    blocks.push(table(widths, rows, { frame: rules !== 'none' }));
  }

  const bulletLevel = {
    level: 0,
    format: LevelFormat.BULLET,
    text: pick(['•', '–']),
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 300, hanging: 220 } } },
  };
  const document = new Document({
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
  const covers = [
    `word tables, ${body}`,
    body === 'sidebar' ? `${sideAt} sidebar${sideFill ? ' shaded' : ''}, name row` : `${header} header`,
    body === 'date-column'
      ? `date column ${dateSide}, ${dateAlign}-aligned${stacked ? ', stacked' : ''}`
      : `dates ${textDates === 'left-column' ? (body === 'sidebar' ? `in a ${dateSide} column` : 'above') : textDates}`,
    `headings ${headings}`,
    `borders ${rules}`,
    s.roleOrder,
    p.language,
    `${s.nameLines}-line name${upper ? ' upper' : ''}`,
    labelled ? 'labelled contacts' : 'bare contacts',
    `skills ${body === 'sidebar' ? 'list' : `${skillCols} columns`}`,
    font,
  ];
  return { document, expected: expectedFields(p, s, lang, location), covers: covers.join(', ') };
}

export const wordTablesFamily: Family = {
  id: 'word-tables',
  renderer: 'docx@9 npm package, resumes laid out in tables, PDF by LibreOffice Writer',
  count: 60,
  // Every 3rd: twenty files of about 38 KB (0.76 MB), so that its subset figure rests on 20 documents.
  subsetEvery: 3,
  async render(inputs, ctx) {
    const docs = await eachDocument(inputs, async (input): Promise<CorpusDocument> => {
      const { document, expected, covers } = wordTables(input, ctx.vocab.languages[input.person.language]);
      return { id: input.person.id, ext: 'docx', bytes: await Packer.toBuffer(document), expected, covers };
    });
    const pdfs = await toPdf(docs.map((d) => ({ name: d.id, bytes: d.bytes })));
    return docs.map((d) => ({ ...d, ext: 'pdf', bytes: pdfs.get(d.id)! }));
  },
};
