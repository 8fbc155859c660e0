/**
 * A Word resume built with the `docx` package from a person and a Style: the name as a Title (or a
 * large bold run) on one or two lines, contact items with symbol characters or Wingdings glyphs,
 * an optional sidebar (a borderless two-column table), real Word headings in the person's language,
 * roles in every role order with dates in a left column, at a right tab stop, inline or below,
 * real bullet numbering, skills in one or two columns (a table or a two-column section).
 * Choices beyond the Style (font, page, accent, bullets) come from the person's own random source.
 */
import { AlignmentType, BorderStyle, Document, HeadingLevel, LevelFormat, LineRuleType } from 'docx';
import { Paragraph, SectionType, ShadingType, SymbolRun, Tab, Table, TableBorders, TableCell } from 'docx';
import { TableLayoutType, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import type { IRunOptions, ISectionOptions, ParagraphChild } from 'docx';
import { expectedFields, formatRange } from '../people/style';
import type { PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import type { CorpusDocument, CorpusPersonInput } from './family';

type Block = Paragraph | Table;
type Placement = Style['datePlacement'] | 'pipe';
type Contact = 'phone' | 'email' | 'place' | 'web';
interface Entry {
  lines: TextRun[][];
  dates: string;
  place: string | null;
  body: Paragraph[];
}

const FONTS = { Calibri: 21, Arial: 20, Georgia: 20, Garamond: 23, 'Times New Roman': 22, Cambria: 21 };
const ACCENTS = ['000000', '1F3864', '2E74B5', '404040', '7B2C2C', '1D5E4A', '5B2C6F'];
const GREY = '595959';
const BULLETS: [string, string?][] = [['•'], ['▪'], ['–'], ['\uF0B7', 'Symbol'], ['o', 'Courier New']];
const UNICODE_ICONS: Record<Contact, string> = { phone: '☎', email: '✉', place: '⌂', web: '⊕' };
/** Wingdings glyphs LibreOffice maps too: telephone, envelope, card, arrow. */
const WINGDINGS: Record<Contact, string> = { phone: 'F028', email: 'F02A', place: 'F02B', web: 'F0E8' };

const t = (text: string, o: IRunOptions = {}) => new TextRun({ text, ...o });
type ParaOptions = Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'>;
/** Every paragraph keeps its lines together: a name split over a page break beside a sidebar would read apart. */
const para = (children: ParagraphChild[], o: ParaOptions = {}) =>
  new Paragraph({ keepLines: true, children, ...o });
const bullet = (text: string) =>
  para([t(text)], { numbering: { reference: 'bullet', level: 0 }, spacing: { after: 20 } });
/** Upper-casing that reads back as the same letters (not "ß" -> "SS"). */
const safeUpper = (s: string) => s.toUpperCase().toLowerCase() === s.toLowerCase();

/** A borderless table; `cantSplit` keeps each row on one page (a left-column entry). */
function grid(widths: number[], rows: Block[][][], fills: (string | null)[] = [], cantSplit = false): Table {
  const cell = (c: Block[], i: number) => {
    const fill = fills[i];
    return new TableCell({
      children: c.length ? c : [para([])],
      width: { size: widths[i] ?? 0, type: WidthType.DXA },
      margins: { left: 100, right: 100, top: 40, bottom: 40 },
      ...(fill ? { shading: { fill, type: ShadingType.CLEAR, color: 'auto' } } : {}),
    });
  };
  const width = { size: widths.reduce((x, y) => x + y, 0), type: WidthType.DXA };
  const [layout, borders] = [TableLayoutType.FIXED, TableBorders.NONE];
  return new Table({
    width,
    columnWidths: widths,
    layout,
    borders,
    rows: rows.map((c) => new TableRow({ children: c.map(cell), cantSplit })),
  });
}

export interface WordResume {
  document: Document;
  expected: CorpusDocument['expected'];
  covers: string;
}

export function wordResume(
  { person: p, style: s, pick }: CorpusPersonInput,
  lang: VocabularyLanguage,
): WordResume {
  const [font, size] = pick(Object.entries(FONTS));
  const headFont = pick([font, font, pick(Object.keys(FONTS))]);
  const accent = pick(ACCENTS);
  const icons = pick(['unicode', 'wingdings'] as const);
  const centered = s.sidebar === 'none' && pick([true, false]);
  const nameTitle = pick([true, false]);
  const letter = p.country === 'US' || p.country === 'CA';
  const [pageW, pageH] = letter ? [12240, 15840] : [11906, 16838];
  const margin = pick([720, 900, 1080, 1134, 1440]);
  const W = pageW - 2 * margin;
  const sideRatio = s.skillsColumns === 2 ? pick([0.38, 0.4]) : pick([0.3, 0.33, 0.36]);
  const sideW = s.sidebar === 'none' ? 0 : Math.round(W * sideRatio);
  const mainW = s.sidebar === 'none' ? W : W - sideW - 200;
  const places = { region: `${p.city}, ${p.region}`, country: `${p.city}, ${p.countryName}`, none: null };
  const location = places[pick(['region', 'region', 'country', 'none'] as const)];
  const twoColumnKinds = s.sidebar === 'none' ? (['table', 'section'] as const) : (['table'] as const);
  const skillsKind = pick(s.skillsColumns === 2 ? twoColumnKinds : (['inline', 'list'] as const));
  const placement: Placement = s.roleOrder === 'title-pipe-company-dates' ? 'pipe' : s.datePlacement;
  const inlineSep = pick([', ', ' (', ' — ', ' | ']);
  const longDates = s.dateFormat === 'Month YYYY' || s.dateSeparator === 'to';
  const dateW = Math.max(longDates ? 1900 : 1550, Math.round(mainW * (longDates ? 0.26 : 0.21)));
  const upper = s.nameCase === 'upper' && safeUpper(`${p.firstName} ${p.lastName}`);
  // keepNext off for a table cell's first paragraph: LibreOffice would push the whole sidebar row to page 2.
  const heading = (text: string, level: 1 | 2 = 1, keepNext = true) =>
    para([t(s.headingCase === 'upper' ? text.toUpperCase() : text)], {
      heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
      keepNext,
    });

  function contactRuns(kind: Contact, text: string): ParagraphChild[] {
    if (!s.contactIcons) return [t(text)];
    if (icons === 'unicode') return [t(`${UNICODE_ICONS[kind]} `, { color: accent }), t(text)];
    return [new SymbolRun({ char: WINGDINGS[kind], symbolfont: 'Wingdings', color: accent }), t(` ${text}`)];
  }
  const maybe: [Contact, string | null][] = [
    ['phone', p.phone],
    ['email', p.email],
    ['place', location],
  ];
  maybe.push(['web', p.linkedin], ['web', p.github], ['web', p.website]);
  const contacts = maybe.filter((c): c is [Contact, string] => c[1] !== null);

  const G = { color: GREY };
  const GI = { italics: true, color: GREY };
  function entryBlocks(e: Entry, width: number, where: Placement): Paragraph[] {
    const out = e.lines.map((runs, i) => {
      const children: ParagraphChild[] = [...runs];
      const [right, inline] = [i === 0 && where === 'right', i === 0 && where === 'inline'];
      if (right) children.push(new TextRun({ children: [new Tab(), e.dates], ...G }));
      if (inline) children.push(t(`${inlineSep}${e.dates}${inlineSep === ' (' ? ')' : ''}`, G));
      const tabStops = right ? { tabStops: [{ type: TabStopType.RIGHT, position: width - 20 }] } : {};
      return para(children, { keepNext: true, spacing: { before: i ? 0 : 140, after: 20 }, ...tabStops });
    });
    const notes = [where === 'below' ? e.dates : null, where === 'left-column' ? null : e.place];
    const note = notes.filter((x) => x).join(' · ');
    if (note) out.push(para([t(note, GI)], { keepNext: true, spacing: { after: 40 } }));
    return [...out, ...e.body];
  }
  function entriesBlocks(list: Entry[], width: number, where: Placement): Block[] {
    if (where !== 'left-column') return list.flatMap((e) => entryBlocks(e, width, where));
    const rows = list.map((e) => [
      [
        para([t(e.dates, { ...G, size: size - 2 })], { spacing: { before: 140 } }),
        ...(e.place ? [para([t(e.place, { ...GI, size: size - 2 })])] : []),
      ],
      entryBlocks(e, width - dateW, where),
    ]);
    return [grid([dateW, width - dateW], rows, [], true)];
  }

  const B = (x: string) => t(x, { bold: true });
  const I = (x: string) => t(x, { italics: true });
  const roleEntry = (r: PersonRole): Entry => {
    const dates = formatRange(r.start, r.end, s, lang);
    const lines: Record<Style['roleOrder'], TextRun[][]> = {
      'company-comma-title': [[B(r.company), t(', '), I(r.title)]],
      'title-at-company': [[B(r.title), t(` ${lang.at} `), t(r.company)]],
      'title-pipe-company-dates': [[B(r.title), t(' | '), t(r.company), t(' | '), t(dates, G)]],
      'title-over-company': [[B(r.title)], [t(r.company, { color: accent })]],
      'company-over-title': [[B(r.company)], [I(r.title)]],
    };
    return { lines: lines[s.roleOrder], dates, place: r.location, body: r.bullets.map(bullet) };
  };
  const schoolOrder = pick(['school-degree', 'degree-school', 'degree-comma-school'] as const);
  const schoolEntry = (e: PersonSchool): Entry => {
    const dates = formatRange(e.start, e.end, s, lang);
    const lines = {
      'school-degree': [[B(e.school)], [I(e.degree)]],
      'degree-school': [[B(e.degree)], [t(e.school)]],
      'degree-comma-school': [[B(e.degree), t(', '), t(e.school)]],
    }[schoolOrder];
    if (placement === 'pipe') lines[0]!.push(t(` | ${dates}`, G));
    return { lines, dates, place: pick([e.location, null]), body: [] };
  };

  const half = Math.ceil(p.skills.length / 2);
  const small = (x: string) => para([t(x, { size: size - 3 })], { spacing: { after: 30 } });
  const cell = (xs: string[]) => xs.map(s.sidebar === 'none' ? bullet : small);
  const skillsW = Math.floor((s.sidebar === 'none' ? W : sideW - 200) / 2);
  const skillsTable = () =>
    grid([skillsW, skillsW], [[cell(p.skills.slice(0, half)), cell(p.skills.slice(half))]]);
  const skillsInline = () => [para([t(p.skills.join(pick([', ', ' · ', ' • ', ' | '])))])];
  const skillKinds = { table: () => [skillsTable()], inline: skillsInline, list: () => p.skills.map(bullet) };
  const skillBlocks: Block[] = skillsKind === 'section' ? [] : skillKinds[skillsKind]();
  const langSep = pick([' — ', ': ', ' – ', ' (']);
  const languages = p.languages.map((l) =>
    para([B(l.language), t(`${langSep}${l.fluency}${langSep === ' (' ? ')' : ''}`)]),
  );

  // The page: a header, then sections of one or two columns.
  const first = upper ? p.firstName.toUpperCase() : p.firstName;
  const last = upper ? p.lastName.toUpperCase() : p.lastName;
  const nameRuns = (o: IRunOptions) =>
    s.nameLines === 2 ? [t(first, o), t(last, { ...o, break: 1 })] : [t(`${first} ${last}`, o)];
  const big: IRunOptions = { bold: true, size: size * 2 + 4, font: headFont, color: accent };
  const align = centered ? AlignmentType.CENTER : AlignmentType.LEFT;
  const header: Block[] = [
    nameTitle
      ? para(nameRuns({}), { heading: HeadingLevel.TITLE, alignment: align })
      : para(nameRuns(big), { alignment: align, spacing: { after: 60 } }),
  ];
  if (pick([true, true, false]))
    header.push(para([t(p.headline, { ...G, size: size + 4 })], { alignment: align }));
  if (s.sidebar === 'none') {
    const sep = pick([' | ', ' · ', ' • ', '   ']);
    const rows = pick([1, 2]) === 1 ? [contacts] : [contacts.slice(0, 3), contacts.slice(3)];
    const line = (row: [Contact, string][]) =>
      row.flatMap(([k, x], i) => [...(i ? [t(sep, G)] : []), ...contactRuns(k, x)]);
    for (const row of rows.filter((r) => r.length)) header.push(para(line(row), { alignment: align }));
  }
  const segments: { cols: 1 | 2; children: Block[] }[] = [{ cols: 1, children: header }];
  const add = (...b: Block[]) => segments[segments.length - 1]!.children.push(...b);
  const H = lang.headings;
  const skillsEarly = pick([true, false]);
  const main: Block[] = [
    heading(H.summary, 1, s.sidebar === 'none'),
    para([t(p.summary)], { spacing: { after: 80 } }),
  ];
  const skillsHead = heading(H.skills, s.sidebar === 'none' ? 1 : 2);
  const pushSkills = (into: Block[]) => into.push(skillsHead, ...skillBlocks);
  const mainTail: Block[] = [];
  if (s.sidebar === 'none' && skillsEarly) pushSkills(main);
  mainTail.push(heading(H.experience), ...entriesBlocks(p.roles.map(roleEntry), mainW, placement));
  mainTail.push(heading(H.education), ...entriesBlocks(p.schools.map(schoolEntry), mainW, placement));
  if (s.sidebar === 'none' && !skillsEarly) pushSkills(mainTail);
  if (s.sidebar === 'none') mainTail.push(heading(H.languages), ...languages);
  if (p.certifications.length) mainTail.push(heading(H.certifications), ...p.certifications.map(bullet));

  if (s.sidebar !== 'none') {
    const side: Block[] = contacts.map(([k, x]) => para(contactRuns(k, x), { spacing: { after: 60 } }));
    pushSkills(side);
    side.push(heading(H.languages, 2), ...languages);
    const body = [...main, ...mainTail];
    const shade = pick([null, 'F2F2F2', 'EAF1F8']);
    const pair = <T>(side: T, main: T): T[] => (s.sidebar === 'left' ? [side, main] : [main, side]);
    add(grid(pair(sideW, W - sideW), [pair(side, body)], pair(shade, null)));
  } else if (skillsKind === 'section') {
    // The skills heading ends the one-column part; the skills fill a continuous two-column section.
    const all = [...main, ...mainTail];
    const at = all.indexOf(skillsHead) + 1;
    add(...all.slice(0, at));
    segments.push({ cols: 2, children: p.skills.map(bullet) }, { cols: 1, children: all.slice(at) });
  } else add(...main, ...mainTail);

  const rule = { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } };
  const heading1 = {
    run: { font: headFont, size: size + 6, bold: true, color: accent },
    paragraph: { spacing: { before: 240, after: 80 }, ...(pick([true, false]) ? { border: rule } : {}) },
  };
  const m = margin;
  const sections: ISectionOptions[] = segments.map((seg, i) => ({
    properties: {
      ...(i ? { type: SectionType.CONTINUOUS } : {}),
      page: { size: { width: pageW, height: pageH }, margin: { top: m, bottom: m, left: m, right: m } },
      ...(seg.cols === 2 ? { column: { count: 2, space: 360 } } : {}),
    },
    children: seg.children,
  }));
  const [bulletText, bulletFont] = pick(BULLETS);
  const lineRule = LineRuleType.AUTO;
  const bulletRun = bulletFont ? { run: { font: bulletFont } } : {};
  const bulletLevel = {
    level: 0,
    format: LevelFormat.BULLET,
    text: bulletText,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360, hanging: 260 } }, ...bulletRun },
  };
  const document = new Document({
    creator: `${p.firstName} ${p.lastName}`,
    title: `${p.firstName} ${p.lastName} — CV`,
    styles: {
      default: {
        document: { run: { font, size }, paragraph: { spacing: { after: 0, line: 252, lineRule } } },
        title: { run: { ...heading1.run, size: size * 2 + 8 }, paragraph: { spacing: { after: 60 } } },
        heading1,
        heading2: {
          run: { ...heading1.run, size: size + 2 },
          paragraph: { spacing: { before: 200, after: 60 } },
        },
      },
    },
    numbering: { config: [{ reference: 'bullet', levels: [bulletLevel] }] },
    sections,
  });
  const covers = [
    'word',
    s.sidebar === 'none' ? 'no sidebar' : `${s.sidebar} sidebar`,
    s.roleOrder,
    placement === 'pipe' ? 'dates in pipe line' : `dates ${s.datePlacement}`,
    p.language,
    `${s.nameLines}-line name${upper ? ' upper' : ''}`,
    s.contactIcons ? `${icons} icons` : 'no icons',
    `skills ${skillsKind}`,
    font,
  ].join(', ');
  return { document, expected: expectedFields(p, s, lang, location), covers };
}
