/**
 * CV classes and packages of texlive-latex-extra other than moderncv, through pdflatex:
 * europecv, simplecv, currvita, curve, komacv, tucv, and two plain article CVs (a tabularx
 * date column; a paracol sidebar holding contact and skills). The style decides role order, date
 * placement (a class's label column when it has one), name lines and case, heading case and
 * FontAwesome icons before the contact items.
 */
import { renderLatex } from '../latex';
import { expectedFields, formatRange, placeLine } from '../people/style';
import type { PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { eachDocument, type Family } from './family';
import { type LatexDoc, styleCovers, texHeading, texNameParts } from './latex-doc';
import { fontSetsFor, tex, texFonts } from './latex-escape';

const CLASSES = ['europecv', 'simplecv', 'currvita', 'curve', 'komacv', 'tucv'] as const;
const LAYOUTS = [...CLASSES, 'tabularx', 'sidebar'] as const;
type Layout = (typeof LAYOUTS)[number];
const VARIANTS: Partial<Record<Layout, readonly string[]>> = {
  simplecv: ['sf', 'plain'],
  komacv: ['classic', 'casual', 'oldstyle'],
  sidebar: ['left', 'right'],
};
const KOMA_COLORS = ['DodgerBlue4', 'Firebrick3', 'SpringGreen4', 'DarkOrange3', 'Purple3'] as const;
/** europecv's language options are the English names: "german", "polish". */
const englishName = new Intl.DisplayNames(['en'], { type: 'language' });

type Doc = LatexDoc<Layout>;

/** An entry's label (the date column) and its first and second lines, in the style's order. */
type Entry = { label: string; head: string; sub: string; bullets: string[] };

function entry(d: Doc, title: string, org: string, at: PersonRole | PersonSchool) {
  const dates = tex(formatRange(at.start, at.end, d.style, d.lang));
  const [t, o, l] = [tex(title), tex(org), tex(at.location)];
  const lines: Record<Style['roleOrder'], [string, string]> = {
    'title-over-company': [`\\textbf{${t}}`, `\\textit{${o}}, ${l}`],
    'company-over-title': [`\\textbf{${o}}, ${l}`, `\\textit{${t}}`],
    'company-comma-title': [`\\textbf{${o}, ${t}}`, l],
    'title-at-company': [`\\textbf{${t} ${tex(d.lang.at)} ${o}}`, l],
    'title-pipe-company-dates': [`\\textbf{${t}} | ${o} | ${dates}`, l],
  };
  let [head, sub] = lines[d.style.roleOrder];
  let label = '';
  if (d.style.roleOrder !== 'title-pipe-company-dates') {
    if (d.placement === 'left-column') label = dates;
    else if (d.placement === 'right') head += `\\hfill ${dates}`;
    else if (d.placement === 'inline') head += ` (${dates})`;
    else sub += `\\newline \\textit{${dates}}`;
  }
  return { label, head, sub };
}

const roles = (d: Doc): Entry[] =>
  d.p.roles.map((r) => ({ ...entry(d, r.title, r.company, r), bullets: r.bullets }));
const schools = (d: Doc): Entry[] =>
  d.p.schools.map((s) => ({ ...entry(d, s.degree, s.school, s), bullets: [] }));

const list = (items: string[], env = 'itemize') =>
  items.length ? `\\begin{${env}}${items.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{${env}}` : '';
const body = (e: Entry, env?: string) => `${e.head}\\newline ${e.sub}${list(e.bullets, env)}`;

const heading = texHeading;

const nameParts = texNameParts;
const name = (d: Doc, lineBreak = '\\\\') => nameParts(d).join(d.style.nameLines === 2 ? lineBreak : ' ');

/** Address, phone, e-mail, profiles, each led by its FontAwesome icon when the style wants. */
function contacts({ p, style, layout }: Doc): string[] {
  const icons = ['faMapMarker*', 'faPhone', 'faEnvelope', 'faLinkedin', 'faGithub', 'faGlobe'];
  const lead = (i: number) =>
    style.contactIcons && layout !== 'komacv' && layout !== 'europecv' ? `\\${icons[i]}~` : '';
  return [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].flatMap((t, i) =>
    t ? [lead(i) + tex(t)] : [],
  );
}

/** Skills in a run of text, or two columns of a tabular (safe inside the classes' table cells). */
function skills(d: Doc): string {
  if (d.style.skillsColumns === 1) return d.p.skills.map(tex).join(', ');
  const rows = Array.from({ length: Math.ceil(d.p.skills.length / 2) }, (_, i) =>
    d.p.skills.slice(2 * i, 2 * i + 2),
  );
  const cell = (s: string | undefined) => (s ? `\\textbullet~${tex(s)}` : '');
  const body = rows.map(([a, b]) => `${cell(a)} & ${cell(b)}`).join('\\\\');
  return `\\begin{tabular}[t]{@{}p{.46\\linewidth}p{.46\\linewidth}@{}}${body}\\end{tabular}`;
}
const languages = (d: Doc) => d.p.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ');

/** How a layout sets the document: what comes before the sections, a section, its items, the end. */
interface Spec {
  head: string[];
  section: (h: string, i: number) => string;
  /** Closes section i (currvita's list, curve's rubric file). */
  close?: (i: number) => string;
  item: (e: Entry) => string;
  text: (s: string) => string;
  /** What closes the document, when more than \end{document}. */
  end?: string;
}

const ENUMITEM = '\\usepackage{enumitem}\\setlist[itemize]{nosep,leftmargin=*}';
const RAGGED = '\\raggedright';
const plainSection = (h: string) => `\\par\\medskip{\\large\\bfseries ${h}}\\par\\hrule\\smallskip `;

function spec(d: Doc): Spec {
  const { p, style } = d;
  const preamble = (cls: string, geometry = '\\usepackage[margin=2cm]{geometry}', lists = ENUMITEM) =>
    [cls, texFonts(d.font), geometry, lists, '\\usepackage{fontawesome5}'].join('\n');
  const line = contacts(d).join(' \\textbar{} ');
  const [left, right] = [contacts(d).slice(0, 3).join('\\\\'), contacts(d).slice(3).join('\\\\')];
  const bullets = (e: Entry, wrap: (s: string) => string) => (e.bullets.length ? wrap(list(e.bullets)) : '');
  const [first, last] = nameParts(d);
  switch (d.layout) {
    case 'europecv':
      return {
        head: [
          `\\documentclass[${englishName.of(p.language)?.toLowerCase()},a4paper,nologo]{europecv}`,
          // europecv loads hyperref at \begin{document}, too late for LaTeX 2022's hooks.
          preamble('\\usepackage{hyperref}', '\\usepackage[margin=2cm,left=1.5cm]{geometry}'),
          `\\ecvname{${name(d, '\\newline ')}}\\ecvaddress{${tex(placeLine(p))}}\\ecvtelephone{${tex(p.phone)}}`,
          `\\ecvemail{${tex(p.email)}}\\ecvfootername{${first} ${last}}`,
          `\\begin{document}${RAGGED}\\begin{europecv}\\ecvpersonalinfo`,
          ...[p.linkedin, p.github].map((l) => (l ? `\\ecvitem{${l.split('.')[0]}}{${tex(l)}}` : '')),
        ],
        section: (h) => `\\ecvsection{${h}}`,
        item: (e) =>
          `\\ecvitem{${e.label}}{${e.head}}\\ecvitem{}{${e.sub}}${bullets(e, (b) => `\\ecvitem{}{${b}}`)}`,
        text: (s) => `\\ecvitem{}{${s}}`,
        end: '\\end{europecv}\\end{document}',
      };
    case 'simplecv':
      return {
        head: [
          preamble(`\\documentclass[11pt,a4paper,${d.variant}]{simplecv}`),
          // sf asks for semibold condensed, which few font sets have (Noto Sans declares it, without metrics).
          d.variant === 'sf'
            ? '\\sectionfont{\\sffamily\\bfseries}\\titlefont{\\sffamily\\bfseries\\LARGE}'
            : '',
          `\\title{${name(d)}}\\leftheader{${left}}\\rightheader{${right}}`,
          `\\begin{document}${RAGGED}\\maketitle`,
        ],
        section: (h) => `\\section{${h}}`,
        item: (e) => `\\begin{topic}\\item[${e.label}] ${body(e)}\\end{topic}`,
        text: (s) => s,
      };
    case 'currvita': {
      const widest = [...roles(d), ...schools(d)].map((e) => e.label).sort((a, b) => b.length - a.length)[0];
      return {
        head: [
          preamble('\\documentclass[11pt,a4paper]{article}\\usepackage[NoDate]{currvita}'),
          `\\AtBeginDocument{\\settowidth{\\cvlabelwidth}{${widest || 'x'}}}`,
          `\\begin{document}${RAGGED}\\begin{cv}{${name(d)}}${line}\\par`,
        ],
        section: (h) => `\\begin{cvlist}{${h}}`,
        close: () => '\\end{cvlist}',
        item: (e) => `\\item[${e.label}] ${body(e)}`,
        text: (s) => `\\item ${s}`,
        end: '\\end{cv}\\end{document}',
      };
    }
    case 'curve':
      // A curve rubric is a file of its own, which \makerubric (ltxtable) reads twice.
      return {
        head: [
          preamble('\\documentclass[11pt,a4paper]{curve}', undefined, ''),
          `\\prefix{}\\leftheader{${left}}\\rightheader{${right}}\\title{${name(d)}}\\subtitle{${tex(p.headline)}}`,
          `\\titlefont{\\LARGE\\bfseries}\\subtitlefont{\\large\\itshape}`,
          `\\begin{document}${RAGGED}\\makeheaders[c]\\maketitle`,
        ],
        section: (h, i) => `\\begin{filecontents*}[overwrite]{rubric${i}.tex}\n\\begin{rubric}{${h}}`,
        close: (i) => `\\end{rubric}\n\\end{filecontents*}\n\\makerubric{rubric${i}}`,
        item: (e) => `\\entry*[${e.label}] ${body(e)}`,
        text: (s) => `\\entry*[] ${s}`,
      };
    case 'komacv': {
      // oldstyle's contact column and the others' date column, widened to what they hold.
      const wide =
        d.variant === 'oldstyle' ? [p.email, p.linkedin, p.github ?? ''] : roles(d).map((e) => e.label);
      const width = Math.min(4.8, Math.max(3, 0.15 * Math.max(...wide.map((w) => w.length))));
      const fields = { acadtitle: p.headline, addressstreet: placeLine(p), mobile: p.phone, email: p.email };
      const links = { linkedin: p.linkedin, github: p.github };
      const set = Object.entries({ ...fields, ...links }).map(([k, v]) =>
        v ? `\\renewcommand*{\\${k}}{${tex(v)}}` : '',
      );
      return {
        head: [
          `\\documentclass[style=${d.variant},fontawesome=${style.contactIcons},color=${d.color}]{komacv}`,
          texFonts(d.font),
          `\\setlength{\\${d.variant === 'oldstyle' ? 'infocolwidth' : 'hintscolwidth'}}{${width.toFixed(1)}cm}`,
          // The space between the names is set at body size unless it is inside the first name.
          `\\renewcommand*{\\firstname}{${first}\\ }\\renewcommand*{\\familyname}{${style.nameLines === 2 ? '\\newline ' : ''}${last}}`,
          set.join(''),
          '\\begin{document}\\maketitle',
        ],
        section: (h) => `\\section{${h}}`,
        item: (e) => `\\cvitem{${e.label}}{${body(e, 'compactitem')}}`,
        text: (s) => `\\cvitem{}{${s}}`,
      };
    }
    case 'tucv':
      return {
        head: [
          preamble('\\documentclass[11pt,letterpaper]{article}\\usepackage[pagesetup]{tucv}', ''),
          `\\begin{document}${RAGGED}{\\LARGE\\bfseries ${name(d)}}\\par\\smallskip ${line}\\par\\medskip`,
        ],
        section: (h) => `\\resheading{${h}}\\par`,
        item: (e) =>
          `\\resentry{${e.head}\\newline ${e.sub}}{${e.label}}${bullets(e, (b) => `\\resentrysinglecol[10pt]{${b}}`)}`,
        text: (s) => `\\resentrysinglecol{${s}}`,
      };
    case 'tabularx': {
      const cols = '@{}>{\\raggedright}p{3.2cm}>{\\raggedright\\arraybackslash}X@{}';
      return {
        head: [
          preamble('\\documentclass[11pt,a4paper]{article}\\usepackage{tabularx}'),
          `\\begin{document}${RAGGED}\\pagestyle{empty}{\\centering{\\huge ${name(d)}}\\par\\smallskip ${line}\\par}`,
        ],
        section: plainSection,
        item: (e) =>
          `\\noindent\\begin{tabularx}{\\linewidth}{${cols}}${e.label} & ${body(e)}\\end{tabularx}\\par\\smallskip`,
        text: (s) => `${s}\\par`,
      };
    }
    case 'sidebar': {
      // paracol's columns both start at the top of page 1; the sidebar is the narrow one.
      const side = [
        `{\\Large\\bfseries ${name(d)}}\\par\\smallskip ${tex(p.headline)}`,
        contacts(d).join('\\par '),
        plainSection(heading(d, 'skills')) + p.skills.map(tex).join('\\par '),
        plainSection(heading(d, 'languages')) +
          p.languages.map((l) => tex(`${l.language}: ${l.fluency}`)).join('\\par '),
      ].join('\\par\\medskip ');
      const sideFirst = d.variant === 'left';
      return {
        head: [
          preamble(
            '\\documentclass[10pt,a4paper]{article}\\usepackage{paracol}',
            '\\usepackage[margin=1.6cm]{geometry}',
          ),
          `\\columnratio{${sideFirst ? 0.3 : 0.68}}\\setlength{\\columnsep}{1.2em}`,
          // Each paracol column starts justified again.
          `\\begin{document}\\pagestyle{empty}\\begin{paracol}{2}${RAGGED} ${sideFirst ? `${side}\\switchcolumn${RAGGED} ` : ''}`,
        ],
        section: plainSection,
        item: (e) => `\\begin{minipage}[t]{\\linewidth}${RAGGED} ${body(e)}\\end{minipage}\\par\\smallskip`,
        text: (s) => `${s}\\par`,
        end: `${sideFirst ? '' : `\\switchcolumn${RAGGED} ${side}`}\\end{paracol}\\end{document}`,
      };
    }
  }
}

/** Summary, experience, education, skills, languages, certifications (the sidebar holds two). */
function document(d: Doc): string {
  const s = spec(d);
  const groups: [keyof VocabularyLanguage['headings'], string[]][] = [
    ['summary', [s.text(tex(d.p.summary))]],
    ['experience', roles(d).map(s.item)],
    ['education', schools(d).map(s.item)],
    ['skills', d.layout === 'sidebar' ? [] : [s.text(skills(d))]],
    ['languages', d.layout === 'sidebar' ? [] : [s.text(languages(d))]],
    ['certifications', d.p.certifications.length ? [s.text(d.p.certifications.map(tex).join('; '))] : []],
  ];
  const body = groups
    .filter(([, items]) => items.length)
    .flatMap(([key, items], i) => [s.section(heading(d, key), i), ...items, s.close?.(i) ?? '']);
  return [...s.head, ...body, s.end ?? '\\end{document}'].filter(Boolean).join('\n');
}

export const latexClassesFamily: Family = {
  id: 'latex-classes',
  renderer:
    'europecv, simplecv, currvita, curve, komacv, tucv, article+tabularx, article+paracol in pdflatex',
  count: 100,
  // Its files are the largest but moderncv's (about 145 KB each): every 20th (five documents) keeps
  // the subset under 30 MB.
  subsetEvery: 20,
  async render(inputs, ctx) {
    return eachDocument(inputs, ({ person, style, pick }) => {
      const layout = pick(LAYOUTS);
      const ownSide = layout === 'sidebar' && style.sidebar !== 'none';
      const variant = ownSide ? style.sidebar : pick(VARIANTS[layout] ?? ['']);
      // The sidebar's main column has no date column; the tabularx CV is one.
      const noLabel = layout === 'sidebar' && style.datePlacement === 'left-column';
      const placement = layout === 'tabularx' ? 'left-column' : noLabel ? 'right' : style.datePlacement;
      const lang = ctx.vocab.languages[person.language];
      const [font, color] = [pick(fontSetsFor(JSON.stringify([person, lang]))), pick(KOMA_COLORS)];
      const d: Doc = { p: person, style, lang, layout, font, placement, variant, color };
      const tucvRight = layout === 'tucv' && placement === 'left-column';
      const covers = [
        `${layout}${variant ? ` ${variant}` : ''}`,
        d.font.name,
        ...styleCovers(d, tucvRight ? 'in the right column' : placement),
        style.skillsColumns === 2 && layout !== 'sidebar' ? 'two-column skills' : '',
      ];
      return {
        id: person.id,
        ext: 'pdf',
        bytes: renderLatex(document(d), undefined, 2),
        expected: expectedFields(person, style, lang, placeLine(person)),
        covers: covers.filter(Boolean).join(', '),
      };
    });
  },
};
