/**
 * The LaTeX CV with a dark banner and an aside (Adrien Friggeri's CV class, MIT, and its copies),
 * written here from its idea as article macros through pdflatex: a banner across the top of the
 * first page drawn by TikZ, the given name light and the family name bold in white on it and the
 * headline under them in grey; an aside in the left margin of the first page (textpos) holding the
 * contact details, languages and skills, one a line, under headings in lower case; the body
 * column beside it, its headings in lower case (or as the style writes them) with their first
 * three letters in a colour that changes from section to section; and each entry a row of a
 * table: its dates in a narrow column on the left, the title in bold with the organisation and its
 * place flush right in small grey type, then its bullets. The style decides the name's case,
 * whether headings are in lower case, the date format, and whether the title or the
 * organisation leads an entry.
 */
import { formatRange, placeLine } from '../people/style';
import type { PersonRole, PersonSchool } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { latexDocument, latexFamily, type LatexPerson, styleCovers, texNameParts } from './latex-doc';
import { tex, texFonts, upper } from './latex-escape';

/** The colours a section's first letters take, one section after another. */
const COLOURS = ['0071BC', 'E51A4C', 'F7941D', '75BB43', '93278F'] as const;

interface Doc extends LatexPerson {
  /** Headings in lower case, as the class's own example writes them. */
  lowerHeadings: boolean;
}

const preamble = (d: Doc) =>
  [
    '\\documentclass[10pt,a4paper]{article}',
    texFonts(d.font),
    '\\renewcommand{\\familydefault}{\\sfdefault}',
    '\\usepackage[left=6.1cm,top=2cm,right=1.5cm,bottom=2cm,nohead,nofoot]{geometry}',
    '\\usepackage{xcolor}\\usepackage{tikz}\\usepackage[absolute,overlay]{textpos}\\usepackage{enumitem}',
    '\\usepackage{tabularx}\\usepackage[hidelinks]{hyperref}\\input{glyphtounicode}\\pdfgentounicode=1',
    '\\pagestyle{empty}\\setlength{\\parindent}{0pt}\\emergencystretch=3em',
    ...COLOURS.map((c, i) => `\\definecolor{sec${i}}{HTML}{${c}}`),
    '\\definecolor{gray}{HTML}{4D4D4D}\\definecolor{lightgray}{HTML}{999999}\\definecolor{banner}{HTML}{333333}',
    '\\setlist[itemize]{leftmargin=2.9cm,nosep,topsep=1pt,label={\\color{lightgray}\\textbullet}}',
    // A heading: its first three letters in the section's colour, the rest in grey.
    '\\newcommand{\\cvsection}[3]{\\par\\bigskip{\\LARGE\\color{#1}#2\\color{gray}#3}\\par\\medskip}',
    // An entry: dates in a narrow column; the title bold with the organisation flush right, then the bullets under them.
    '\\newcommand{\\entry}[4]{\\begin{tabularx}{\\linewidth}{@{}p{2.2cm}@{\\hspace{0.3cm}}X@{}}\\textcolor{gray}{\\footnotesize #1} & \\textbf{#2}\\hfill\\textcolor{lightgray}{\\footnotesize #3}\\end{tabularx}\\par#4\\smallskip}',
    '\\newcommand{\\asidesection}[1]{{\\Large\\color{gray}#1}\\par\\smallskip}',
  ].join('\n');

function heading(d: Doc, key: keyof VocabularyLanguage['headings'], n: number): string {
  const raw = d.lang.headings[key];
  const text = d.lowerHeadings ? raw.toLocaleLowerCase() : d.style.headingCase === 'upper' ? upper(raw) : raw;
  const letters = [...text];
  return `\\cvsection{sec${n % COLOURS.length}}{${tex(letters.slice(0, 3).join(''))}}{${tex(letters.slice(3).join(''))}}`;
}

const asideHeading = (d: Doc, key: keyof VocabularyLanguage['headings']) => {
  const raw = d.lang.headings[key];
  return `\\asidesection{${tex(d.lowerHeadings ? raw.toLocaleLowerCase() : raw)}}`;
};

function banner(d: Doc): string {
  const [first, last] = texNameParts(d);
  return [
    '\\begin{tikzpicture}[remember picture,overlay]',
    '\\node[rectangle,fill=banner,anchor=north,minimum width=\\paperwidth,minimum height=3.4cm] (box) at (current page.north){};',
    `\\node[anchor=center] (name) at (box) {\\fontsize{36pt}{40pt}\\selectfont\\color{white}${first} \\textbf{${last}}};`,
    `\\node[anchor=north] at (name.south) {\\large\\color{lightgray}${tex(d.p.headline)}};`,
    '\\end{tikzpicture}',
  ].join('\n');
}

function aside(d: Doc): string {
  const { p } = d;
  const contact = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].flatMap((t) =>
    t ? [tex(t)] : [],
  );
  return [
    '\\begin{textblock*}{4.4cm}(1.2cm,4.6cm)\\raggedleft',
    asideHeading(d, 'contact'),
    `{\\small ${contact.join('\\\\ ')}\\par}\\bigskip`,
    asideHeading(d, 'languages'),
    `{\\small ${p.languages.map((l) => tex(`${l.language} (${l.fluency})`)).join('\\\\ ')}\\par}\\bigskip`,
    asideHeading(d, 'skills'),
    `{\\small ${p.skills.map(tex).join('\\\\ ')}\\par}`,
    '\\end{textblock*}',
  ].join('\n');
}

function entries(
  d: Doc,
  list: { title: string; org: string; at: PersonRole | PersonSchool; items: string[] }[],
) {
  const orgFirst = d.style.roleOrder === 'company-over-title' || d.style.roleOrder === 'company-comma-title';
  return list
    .map(({ title, org, at, items }) => {
      const dates = tex(formatRange(at.start, at.end, d.style, d.lang));
      const [bold, right] = orgFirst ? [org, `${title}, ${at.location}`] : [title, `${org}, ${at.location}`];
      const bullets = items.length
        ? `\\begin{itemize}${items.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}`
        : '';
      return `\\entry{${dates}}{${tex(bold)}}{${tex(right)}}{${bullets}}`;
    })
    .join('\n');
}

function body(d: Doc): string {
  const { p } = d;
  const sections: string[] = [
    heading(d, 'summary', 0),
    `${tex(p.summary)}\\par`,
    heading(d, 'experience', 1),
    entries(
      d,
      p.roles.map((r) => ({ title: r.title, org: r.company, at: r, items: r.bullets })),
    ),
    heading(d, 'education', 2),
    entries(
      d,
      p.schools.map((s) => ({ title: s.degree, org: s.school, at: s, items: [] })),
    ),
  ];
  if (p.certifications.length)
    sections.push(heading(d, 'certifications', 3), `${p.certifications.map(tex).join('\\\\ ')}\\par`);
  return sections.join('\n');
}

const document = (d: Doc) =>
  [
    preamble(d),
    '\\begin{document}',
    banner(d),
    aside(d),
    '\\vspace*{2.2cm}',
    body(d),
    '\\end{document}',
  ].join('\n');

export const latexFriggeriFamily = latexFamily(
  {
    id: 'latex-friggeri',
    renderer:
      "Friggeri's LaTeX CV (a TikZ banner, an aside in the margin, dates in a narrow column) in pdflatex",
    count: 60,
    subsetEvery: 12,
  },
  ({ person, style, pick, lang, font }) => {
    const d: Doc = { p: person, style, lang, font, lowerHeadings: pick([true, true, false]) };
    const orgFirst = style.roleOrder === 'company-over-title' || style.roleOrder === 'company-comma-title';
    const covers = [
      font.name,
      d.lowerHeadings ? 'lower-case headings' : '',
      ...styleCovers(
        {
          p: person,
          style: {
            ...style,
            nameLines: 1,
            roleOrder: orgFirst ? 'company-over-title' : 'title-over-company',
            contactIcons: false,
          },
        },
        'left-column',
      ),
    ];
    // The banner is drawn at the page's corner, which the second run knows.
    return latexDocument(d, document(d), covers, 2);
  },
);
