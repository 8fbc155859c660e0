/**
 * moderncv (texlive-latex-extra) through pdflatex: its five styles, eight colours, its own
 * FontAwesome glyphs before the contact items. The role line is \cventry's title and employer
 * slots, filled so the page reads in the style's role order as far as the class allows; dates are
 * the class's hint column (left, or right in oldstyle, fancy and banking).
 */
import { renderLatex } from '../latex';
import { expectedFields, formatRange, placeLine } from '../people/style';
import type { Person, PersonRole, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { eachDocument, type Family } from './family';
import { type FontSet, fontSetsFor, tex, texFonts, upper } from './latex-escape';

const STYLES = ['classic', 'casual', 'banking', 'oldstyle', 'fancy'] as const;
type ModerncvStyle = (typeof STYLES)[number];
const COLORS = ['blue', 'orange', 'green', 'red', 'purple', 'grey', 'black', 'burgundy'] as const;

interface Choices {
  cv: ModerncvStyle;
  color: (typeof COLORS)[number];
  /** Head alignment (classic and casual only). */
  align: 'left' | 'right';
  family: 'sans' | 'roman';
  font: FontSet;
  /** One-column skills: rows of a few under no label, or one bullet each. */
  skillRows: 'rows' | 'list';
  languageItem: 'cvitemwithcomment' | 'cvitem';
}

/** \cventry's slots for a role: the first slot is bold and leads, the second follows it. */
function roleSlots(role: PersonRole, order: Style['roleOrder'], lang: VocabularyLanguage, dates: string) {
  const { title, company } = role;
  switch (order) {
    case 'title-over-company':
      return { dates, first: title, second: company };
    case 'company-over-title':
      return { dates, first: company, second: title };
    case 'company-comma-title':
      return { dates, first: `${company}, ${title}`, second: '' };
    case 'title-at-company':
      return { dates, first: `${title} ${lang.at} ${company}`, second: '' };
    case 'title-pipe-company-dates':
      return { dates: '', first: `${title} | ${company} | ${dates}`, second: '' };
  }
}

/**
 * One \cventry. Banking prints the employer slot (#4) bold over the title slot (#3), both in a
 * tabular's unbreakable column: the leading text goes to #4 (a long one in a parbox), or, when
 * nothing goes under it (a role line holding its dates), alone in #3 with no empty row.
 */
function cventry(
  cv: ModerncvStyle,
  dates: string,
  first: string,
  second: string,
  place: string,
  body: string,
) {
  if (cv !== 'banking')
    return `\\cventry{${tex(dates)}}{${tex(first)}}{${tex(second)}}{${tex(place)}}{}{${body}}`;
  const lead =
    first.length > 48 ? `\\parbox[t]{.74\\maincolumnwidth}{\\raggedright ${tex(first)}}` : tex(first);
  if (!dates && !second) return `\\cventry{}{\\textbf{${lead}}}{}{}{${tex(place)}}{${body}}`;
  return `\\cventry{${tex(dates)}}{${tex(second)}}{${lead}}{${tex(place)}}{}{${body}}`;
}

const itemize = (items: string[]) =>
  items.length ? `\\begin{itemize}${items.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}` : '';

function chunks<T>(items: T[], n: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, i * n + n));
}

function document(p: Person, style: Style, c: Choices, lang: VocabularyLanguage): string {
  const heading = (h: string) => `\\section{${tex(style.headingCase === 'upper' ? upper(h) : h)}}`;
  const nameCase = (s: string) => (style.nameCase === 'upper' ? upper(s) : s);
  const range = (r: { start: PersonRole['start']; end: PersonRole['end'] }) =>
    formatRange(r.start, r.end, style, lang);
  const longest = Math.max(...p.roles.map((r) => range(r).length), ...p.schools.map((s) => range(s).length));
  // The hint column holds the dates in classic and casual: as wide as the longest, within bounds.
  const hints = c.cv === 'classic' || c.cv === 'casual' ? Math.min(4.2, Math.max(2.6, longest * 0.19)) : 0;
  // In fancy and oldstyle it holds the contact lines: at least as wide as the e-mail line.
  const contact = `\\newlength{\\contactwidth}\\AtBeginDocument{\\settowidth{\\contactwidth}{\\addressfont\\emailsymbol ${tex(p.email)}\\enskip}%
\\ifdim\\contactwidth>\\hintscolumnwidth\\setlength{\\hintscolumnwidth}{\\contactwidth}\\recomputelengths\\fi}`;
  const head = c.cv === 'classic' || c.cv === 'casual' ? `[${c.align}]` : '';
  const lastName = `${style.nameLines === 2 ? '\\protect\\\\' : ''}${tex(nameCase(p.lastName))}`;
  const body: string[] = [];
  body.push(heading(lang.headings.summary), `\\cvitem{}{${tex(p.summary)}}`);
  body.push(heading(lang.headings.experience));
  for (const role of p.roles) {
    const s = roleSlots(role, style.roleOrder, lang, range(role));
    body.push(cventry(c.cv, s.dates, s.first, s.second, role.location, itemize(role.bullets)));
  }
  body.push(heading(lang.headings.education));
  for (const s of p.schools) body.push(cventry(c.cv, range(s), s.degree, s.school, s.location, ''));
  body.push(heading(lang.headings.skills));
  if (style.skillsColumns === 2) {
    for (const [a, b] of chunks(p.skills, 2))
      body.push(`\\cvlistdoubleitem{${tex(a ?? '')}}{${tex(b ?? '')}}`);
  } else if (c.skillRows === 'rows') {
    for (const row of chunks(p.skills, 4)) body.push(`\\cvitem{}{${row.map(tex).join(', ')}}`);
  } else {
    for (const skill of p.skills) body.push(`\\cvlistitem{${tex(skill)}}`);
  }
  body.push(heading(lang.headings.languages));
  for (const l of p.languages) {
    body.push(
      c.languageItem === 'cvitem'
        ? `\\cvitem{${tex(l.language)}}{${tex(l.fluency)}}`
        : `\\cvitemwithcomment{${tex(l.language)}}{${tex(l.fluency)}}{}`,
    );
  }
  if (p.certifications.length) {
    body.push(heading(lang.headings.certifications));
    for (const cert of p.certifications) body.push(`\\cvlistitem{${tex(cert)}}`);
  }
  const handle = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  return [
    `\\documentclass[11pt,a4paper,${c.family}]{moderncv}`,
    `\\moderncvstyle${head}{${c.cv}}`,
    `\\moderncvcolor{${c.color}}`,
    '\\moderncvicons{awesome}',
    texFonts(c.font),
    '\\usepackage[scale=0.8]{geometry}',
    hints ? `\\setlength{\\hintscolumnwidth}{${hints.toFixed(1)}cm}` : '',
    c.cv === 'fancy' || c.cv === 'oldstyle' ? contact : '',
    `\\name{${tex(nameCase(p.firstName))}}{${lastName}}`,
    `\\title{${tex(p.headline)}}`,
    `\\address{${tex(placeLine(p))}}{}{}`,
    `\\phone[mobile]{${tex(p.phone)}}`,
    `\\email{${tex(p.email)}}`,
    p.website ? `\\homepage{${tex(p.website)}}` : '',
    `\\social[linkedin]{${tex(handle(p.linkedin))}}`,
    p.github ? `\\social[github]{${tex(handle(p.github))}}` : '',
    '\\begin{document}',
    '\\makecvtitle',
    // fancy's items are tabulars with no legal page break between them (\vspace* after each).
    ...(c.cv === 'fancy'
      ? body.map((item) => (item.startsWith('\\section') ? item : `${item}\\pagebreak[0]`))
      : body),
    '\\end{document}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export const moderncvFamily: Family = {
  id: 'latex-moderncv',
  renderer: 'moderncv 2.3.1 (classic, casual, banking, oldstyle, fancy) in pdflatex',
  count: 100,
  // Its files are the corpus's largest (about 135 KB each): every 20th (five documents) keeps the
  // subset under 30 MB.
  subsetEvery: 20,
  async render(inputs, ctx) {
    return eachDocument(inputs, ({ person, style, pick }) => {
      const lang = ctx.vocab.languages[person.language];
      const c: Choices = {
        cv: pick(STYLES),
        color: pick(COLORS),
        align: pick(['left', 'right'] as const),
        family: pick(['sans', 'roman'] as const),
        font: pick(fontSetsFor(JSON.stringify([person, lang]))),
        skillRows: pick(['rows', 'list'] as const),
        languageItem: pick(['cvitemwithcomment', 'cvitem'] as const),
      };
      const covers = [
        `moderncv ${c.cv}${c.cv === 'classic' || c.cv === 'casual' ? ` ${c.align}` : ''} ${c.color}`,
        `${c.font.name} ${c.family}`,
        style.roleOrder,
        person.language,
        style.dateFormat,
        style.nameLines === 2 ? '2-line name' : '',
        style.nameCase === 'upper' ? 'upper-case name' : '',
        `${style.skillsColumns === 2 ? 'two-column' : c.skillRows} skills`,
      ];
      return {
        id: person.id,
        ext: 'pdf',
        bytes: renderLatex(document(person, style, c, lang), undefined, 2),
        expected: expectedFields(person, style, lang, placeLine(person)),
        covers: covers.filter(Boolean).join(', '),
      };
    });
  },
};
