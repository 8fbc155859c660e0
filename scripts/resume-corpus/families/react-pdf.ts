/**
 * Resumes drawn by @react-pdf/renderer (4.3, with React, installed by the corpus script into
 * .corpus/renderers), the library web resume builders make their PDFs with in the browser: no
 * browser and no typesetter, its own flexbox layout and its own line breaking, every font embedded
 * as a CID subset, icons drawn as vector paths. Three layouts in the manner of such builders,
 * written here as React element trees:
 * - bar: an accent bar over the page, the name and headline, the contact items in a wrapping row,
 *   headings led by a short accent rule, a role's employer over its title and dates (or the style's
 *   order);
 * - sidebar: a shaded column of the name, contact details, skills and languages beside the rest;
 * - classic: the name centred over a contact line parted by bars, headings ruled under.
 * The style decides the role order, where dates stand, name lines and case, heading case, skill
 * columns and drawn icons before the contact items; the family decides the font, the accent,
 * letter-spaced headings and the paper.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expectedFields, formatRange, placeLine } from '../people/style';
import type { Person, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { inObjectOrder } from '../object-order';
import { eachDocument, type Family } from './family';
import { installRenderer } from './install-theme';
import { styleCovers } from './latex-doc';
import { upper } from './latex-escape';

const PACKAGES = ['@react-pdf/renderer@4.3.0', 'react@19.1.0'];
const LAYOUTS = ['bar', 'sidebar', 'classic'] as const;
type Layout = (typeof LAYOUTS)[number];
const TTF = '/usr/share/fonts/truetype';
/** Faces registered with react-pdf: regular, bold, italic (its standard fonts cannot show "ł"). */
const FONTS: Record<string, [string, string, string]> = {
  'DejaVu Sans': ['dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf'],
  'Liberation Sans': [
    'liberation/LiberationSans-Regular.ttf',
    'liberation/LiberationSans-Bold.ttf',
    'liberation/LiberationSans-Italic.ttf',
  ],
  'Liberation Serif': [
    'liberation/LiberationSerif-Regular.ttf',
    'liberation/LiberationSerif-Bold.ttf',
    'liberation/LiberationSerif-Italic.ttf',
  ],
  Carlito: ['crosextra/Carlito-Regular.ttf', 'crosextra/Carlito-Bold.ttf', 'crosextra/Carlito-Italic.ttf'],
  Tinos: ['croscore/Tinos-Regular.ttf', 'croscore/Tinos-Bold.ttf', 'croscore/Tinos-Italic.ttf'],
};
const ACCENTS = ['#1f4e79', '#8b1e3f', '#2e6b4f', '#5b3f8c', '#b35900', '#38bdf8'] as const;
/** SOURCE_DATE_EPOCH's moment (pinned-stamps.ts), the document's creation date. */
const FIXED_DATE = new Date(1_700_000_000_000);

/* The slice of @react-pdf/renderer and React this family calls. */
type El = unknown;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => El;
interface ReactPdf {
  h: H;
  Document: unknown;
  Page: unknown;
  View: unknown;
  Text: unknown;
  Svg: unknown;
  Path: unknown;
  renderToBuffer(doc: El): Promise<Buffer>;
}

let library: Promise<ReactPdf> | undefined;
const loadLibrary = (root: string): Promise<ReactPdf> =>
  (library ??= (async () => {
    const dir = installRenderer(root, PACKAGES);
    const load = (name: string, file: string) =>
      import(pathToFileURL(path.join(dir, 'node_modules', name, file)).href) as Promise<
        Record<string, unknown>
      >;
    const react = await load('react', 'index.js');
    const pdf = await load('@react-pdf/renderer', 'lib/react-pdf.js');
    const font = pdf.Font as {
      register(o: {
        family: string;
        fonts: { src: string; fontWeight?: string; fontStyle?: string }[];
      }): void;
      registerHyphenationCallback(f: (word: string) => string[]): void;
    };
    for (const [family, [regular, bold, italic]] of Object.entries(FONTS))
      font.register({
        family,
        fonts: [
          { src: path.join(TTF, regular) },
          { src: path.join(TTF, bold), fontWeight: 'bold' },
          { src: path.join(TTF, italic), fontStyle: 'italic' },
        ],
      });
    // Builders turn hyphenation off: a word breaks only where the text has a space.
    font.registerHyphenationCallback((word) => [word]);
    const createElement = ((react.default as Record<string, unknown> | undefined)?.createElement ??
      react.createElement) as H;
    const x: ReactPdf = {
      h: createElement,
      Document: pdf.Document,
      Page: pdf.Page,
      View: pdf.View,
      Text: pdf.Text,
      Svg: pdf.Svg,
      Path: pdf.Path,
      renderToBuffer: pdf.renderToBuffer as ReactPdf['renderToBuffer'],
    };
    // Every face loaded once before any document: react-pdf reads a face's file on its first use,
    // and files read side by side finish in any order, which would order a document's objects.
    for (const family of Object.keys(FONTS))
      for (const face of [{}, { fontWeight: 'bold' }, { fontStyle: 'italic' }])
        await x.renderToBuffer(
          x.h(
            x.Document,
            null,
            x.h(x.Page, null, x.h(x.Text, { style: { fontFamily: family, ...face } }, 'Aa')),
          ),
        );
    return x;
  })());

interface Doc {
  p: Person;
  style: Style;
  lang: VocabularyLanguage;
  layout: Layout;
  font: string;
  accent: string;
  spacedHeadings: boolean;
  letter: boolean;
}

const heading = (d: Doc, key: keyof VocabularyLanguage['headings']) =>
  d.style.headingCase === 'upper' ? upper(d.lang.headings[key]) : d.lang.headings[key];
const nameParts = (d: Doc) =>
  [d.p.firstName, d.p.lastName].map((s) => (d.style.nameCase === 'upper' ? upper(s) : s)) as [string, string];

/** 24-unit icon paths (a pin, a handset, an envelope, a square, a circle, a globe), one per contact item. */
const ICON_PATHS = [
  'M12 2C8 2 5 5 5 9c0 5 7 13 7 13s7-8 7-13c0-4-3-7-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
  'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 7v7h2v-7zm0-3v2h2V7zm4 3v7h2v-4c0-1 .5-1.5 1.3-1.5S15 12 15 13v4h2v-4.5c0-2-1-3-2.6-3-.9 0-1.6.4-2 1V10z',
  'M12 2a10 10 0 0 0-3.2 19.5c.5 0 .7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.6.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.5.7.5A10 10 0 0 0 12 2z',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.4 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.4-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4z',
];

/** The React tree of one document. */
function tree(x: ReactPdf, d: Doc): El {
  const { h, View, Text } = x;
  const { p, style, accent } = d;
  const [first, last] = nameParts(d);
  const row = (props: Record<string, unknown>, ...c: unknown[]) =>
    h(View, { ...props, style: { flexDirection: 'row', ...(props.style as object) } }, ...c);
  const txt = (s: object, t: string) => h(Text, { style: s }, t);

  const sec = (key: keyof VocabularyLanguage['headings'], color = accent) => {
    const label = txt(
      {
        fontSize: d.layout === 'classic' ? 11.5 : 12,
        fontWeight: 'bold',
        color: d.layout === 'classic' ? '#111' : color,
        letterSpacing: d.spacedHeadings ? 1.2 : 0,
      },
      heading(d, key),
    );
    if (d.layout === 'bar')
      return h(
        View,
        { style: { marginTop: 10, marginBottom: 4 }, minPresenceAhead: 40 },
        h(View, { style: { width: 28, height: 3, backgroundColor: accent, marginBottom: 3 } }),
        label,
      );
    return h(
      View,
      {
        style: {
          marginTop: 9,
          marginBottom: 4,
          borderBottomWidth: 0.8,
          borderBottomColor: d.layout === 'classic' ? '#111' : color,
        },
        minPresenceAhead: 40,
      },
      label,
    );
  };

  const icon = (i: number, color: string) =>
    h(
      x.Svg,
      { viewBox: '0 0 24 24', style: { width: 8, height: 8, marginRight: 3 } },
      h(x.Path, { d: ICON_PATHS[i]!, fill: color }),
    );
  const contactItems = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website];
  const contact = (color: string) =>
    contactItems.flatMap((t, i) =>
      t
        ? [
            row(
              { style: { alignItems: 'center' } },
              ...(style.contactIcons ? [icon(i, color)] : []),
              txt({}, t),
            ),
          ]
        : [],
    );

  const bullets = (items: string[]) =>
    items.map((b) =>
      row({ style: { marginLeft: 6, marginTop: 1.5 } }, txt({ width: 9 }, '•'), txt({ flex: 1 }, b)),
    );

  /** A role's or school's lines and dates, in the style's order and placement. */
  const entry = (title: string, org: string, at: PersonRole | PersonSchool, items: string[]) => {
    const dates = formatRange(at.start, at.end, style, d.lang);
    const lines: Record<Style['roleOrder'], [string, string]> = {
      'title-over-company': [title, `${org}, ${at.location}`],
      'company-over-title': [`${org}, ${at.location}`, title],
      'company-comma-title': [`${org}, ${title}`, at.location],
      'title-at-company': [`${title} ${d.lang.at} ${org}`, at.location],
      'title-pipe-company-dates': [`${title} | ${org} | ${dates}`, at.location],
    };
    const [head, sub] = lines[style.roleOrder];
    const shown = style.roleOrder === 'title-pipe-company-dates' ? '' : dates;
    const placement = shown ? style.datePlacement : 'none';
    const date = (s: object = {}) => txt({ fontSize: 9, color: '#555', ...s }, shown);
    const headText = (s: object = {}) =>
      txt({ fontWeight: 'bold', ...s }, placement === 'inline' ? `${head} (${shown})` : head);
    const subText = txt({ fontStyle: 'italic', color: '#333' }, sub);
    const lead =
      placement === 'left-column'
        ? row({ wrap: false }, date({ width: 78 }), h(View, { style: { flex: 1 } }, headText(), subText))
        : h(
            View,
            { wrap: false },
            placement === 'right' ? row({}, headText({ flex: 1 }), date({ marginLeft: 8 })) : headText(),
            subText,
            ...(placement === 'below' ? [date({ fontStyle: 'italic' })] : []),
          );
    return h(View, { style: { marginBottom: 6 } }, lead, ...bullets(items));
  };

  const languages = p.languages.map((l) => `${l.language} (${l.fluency})`);
  const skills =
    style.skillsColumns === 2
      ? row({ style: { flexWrap: 'wrap' } }, ...p.skills.map((s) => txt({ width: '50%' }, `• ${s}`)))
      : txt({}, p.skills.join(', '));
  const main = [
    sec('summary'),
    txt({}, p.summary),
    sec('experience'),
    ...p.roles.map((r) => entry(r.title, r.company, r, r.bullets)),
    sec('education'),
    ...p.schools.map((s) => entry(s.degree, s.school, s, [])),
  ];
  const certifications = p.certifications.length
    ? [sec('certifications'), txt({}, p.certifications.join('; '))]
    : [];
  // A layout in one column: the main sections, then skills, languages and certifications.
  const oneColumn = [
    ...main,
    sec('skills'),
    skills,
    sec('languages'),
    txt({}, languages.join(', ')),
    ...certifications,
  ];
  const nameText = (size: number, color: string, align: 'left' | 'center') => {
    const s = { fontSize: size, lineHeight: 1.2, fontWeight: 'bold', color, textAlign: align };
    return style.nameLines === 2 ? h(View, null, txt(s, first), txt(s, last)) : txt(s, `${first} ${last}`);
  };

  const page = (padding: number, ...c: unknown[]) =>
    h(
      x.Page,
      {
        size: d.letter ? 'LETTER' : 'A4',
        style: { padding, fontFamily: d.font, fontSize: 9.5, lineHeight: 1.35, color: '#222' },
      },
      ...c,
    );

  let body: El;
  switch (d.layout) {
    case 'bar':
      body = page(
        0,
        h(View, { fixed: true, style: { height: 8, backgroundColor: accent } }),
        h(
          View,
          { style: { paddingHorizontal: 40, paddingTop: 18, paddingBottom: 30 } },
          nameText(22, '#111', 'left'),
          txt({ fontSize: 11, color: accent, marginBottom: 4 }, p.headline),
          row({ style: { flexWrap: 'wrap', columnGap: 12, rowGap: 2 } }, ...contact(accent)),
          ...oneColumn,
        ),
      );
      break;
    case 'classic': {
      const items = contact('#111').flatMap((c, i) => (i ? [txt({ marginHorizontal: 5 }, '|'), c] : [c]));
      body = page(
        40,
        nameText(21, '#111', 'center'),
        txt({ fontSize: 11, textAlign: 'center' }, p.headline),
        row({ style: { justifyContent: 'center', flexWrap: 'wrap', fontSize: 9, marginTop: 2 } }, ...items),
        ...oneColumn,
      );
      break;
    }
    case 'sidebar': {
      const side = h(
        View,
        { style: { width: '32%', backgroundColor: '#f1f3f5', padding: 16 } },
        nameText(18, accent, 'left'),
        txt({ fontSize: 10, marginBottom: 4 }, p.headline),
        sec('contact'),
        h(View, { style: { fontSize: 8.5, rowGap: 2 } }, ...contact(accent)),
        sec('skills'),
        h(View, { style: { fontSize: 8.5 } }, ...p.skills.map((s) => txt({}, s))),
        sec('languages'),
        h(View, { style: { fontSize: 8.5 } }, ...languages.map((s) => txt({}, s))),
      );
      const rest = h(View, { style: { flex: 1, padding: 20, paddingTop: 18 } }, ...main, ...certifications);
      body = page(
        0,
        row({ style: { flexGrow: 1 } }, ...(style.sidebar === 'right' ? [rest, side] : [side, rest])),
      );
      break;
    }
  }
  return h(
    x.Document,
    {
      title: `${p.firstName} ${p.lastName}`,
      creator: 'react-pdf',
      producer: 'react-pdf',
      creationDate: FIXED_DATE,
      modificationDate: FIXED_DATE,
    },
    body,
  );
}

/**
 * react-pdf names each font subset with letters drawn by Math.random: drawn here from a seed of
 * the document's own, so a rebuild writes the same bytes.
 */
async function seededRender(x: ReactPdf, doc: El, seed: number): Promise<Uint8Array> {
  const random = Math.random;
  let s = seed % 2147483647 || 1;
  Math.random = () => (s = (s * 16807) % 2147483647) / 2147483647;
  try {
    return new Uint8Array(await x.renderToBuffer(doc));
  } finally {
    Math.random = random;
  }
}

/** A person with many bullets runs past one page; the sidebar's shaded column is drawn for one. */
const bulletCount = (p: Person) => p.roles.reduce((n, r) => n + r.bullets.length, 0);

export const reactPdfFamily: Family = {
  id: 'react-pdf',
  renderer: "@react-pdf/renderer 4.3 (web resume builders' PDF library): bar, sidebar and classic layouts",
  count: 60,
  subsetEvery: 12,
  async render(inputs, ctx) {
    const x = await loadLibrary(ctx.root);
    return eachDocument(inputs, async ({ person, style, pick }) => {
      const lang = ctx.vocab.languages[person.language];
      const layout = bulletCount(person) > 14 ? pick(['bar', 'classic'] as const) : pick(LAYOUTS);
      const d: Doc = {
        p: person,
        style,
        lang,
        layout,
        font: pick(Object.keys(FONTS)),
        accent: pick(ACCENTS),
        spacedHeadings: pick([false, false, true]),
        letter: pick([false, true]),
      };
      const seed = Number(person.id.replace(/\D/g, '')) + 7;
      const covers = [
        layout,
        d.font,
        d.spacedHeadings ? 'letter-spaced headings' : '',
        ...styleCovers(d, style.datePlacement),
        style.skillsColumns === 2 && layout !== 'sidebar' ? 'two-column skills' : '',
        layout === 'sidebar' ? `sidebar ${style.sidebar === 'right' ? 'right' : 'left'}` : '',
      ];
      return {
        id: person.id,
        ext: 'pdf',
        bytes: inObjectOrder(await seededRender(x, tree(x, d), seed)),
        expected: expectedFields(person, style, lang, placeLine(person)),
        covers: covers.filter(Boolean).join(', '),
      };
    });
  },
};
