/**
 * The two-column LaTeX resume students share for software jobs (Debarghya Das's "Deedy" template,
 * Apache-licensed, and its forks), written here from its idea, through pdflatex: the given name
 * light and the family name bold on one line, a contact line under them; a narrow left column of
 * education (school, degree, dates and place a line each) and skills, a wide right one of the
 * roles, each "Employer | Title" over "Dates | Place" in small grey type and its bullets; headings
 * in spaced capitals. The style decides the name's case and lines, the heading case (the template
 * sets capitals, forks title case), which column comes first and the date format.
 */
import { formatRange, placeLine } from '../people/style';
import {
  latexDocument,
  latexFamily,
  type LatexPerson,
  styleCovers,
  texHeading,
  texNameParts,
} from './latex-doc';
import { tex, texFonts } from './latex-escape';

interface Doc extends LatexPerson {
  /** The narrow column of education and skills on the left, or on the right. */
  narrowLeft: boolean;
}

const preamble = (d: Doc) =>
  [
    '\\documentclass[letterpaper,10pt]{article}',
    texFonts(d.font),
    '\\usepackage[margin=0.55in,top=0.5in,bottom=0.5in]{geometry}\\usepackage{xcolor}\\usepackage{enumitem}',
    '\\usepackage[hidelinks]{hyperref}\\usepackage{titlesec}\\usepackage{microtype}',
    '\\input{glyphtounicode}\\pdfgentounicode=1\\pagestyle{empty}\\setlength{\\parindent}{0pt}',
    '\\definecolor{subheadings}{HTML}{333333}\\definecolor{date}{HTML}{666666}',
    '\\titleformat{\\section}{\\large\\scshape\\raggedright\\color{subheadings}}{}{0em}{}',
    '\\titlespacing{\\section}{0pt}{8pt}{4pt}',
    '\\newcommand{\\runsubsection}[1]{\\textbf{#1}}',
    '\\newcommand{\\descript}[1]{{\\color{subheadings}\\raggedright #1}}',
    '\\newcommand{\\location}[1]{{\\small\\color{date}#1\\par}}',
    '\\setlist[itemize]{leftmargin=*,nosep,topsep=2pt}',
  ].join('\n');

const heading = texHeading;

function header({ p, style }: Doc): string {
  const [first, last] = texNameParts({ p, style });
  const name = `{\\fontsize{28pt}{30pt}\\selectfont ${first}${style.nameLines === 2 ? '\\\\' : ' '}\\textbf{${last}}}`;
  const items = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].flatMap((t) =>
    t ? [tex(t)] : [],
  );
  return `\\begin{center}${name}\\\\[4pt]{\\small ${items.join(' \\textbar{} ')}}\\end{center}\\vspace{2pt}`;
}

function narrow(d: Doc): string {
  const { p } = d;
  const schools = p.schools.map(
    (s) =>
      `\\runsubsection{${tex(s.school)}}\\\\ \\descript{${tex(s.degree)}}\\\\ \\location{${tex(formatRange(s.start, s.end, d.style, d.lang))} \\textbar{} ${tex(s.location)}}\\vspace{4pt}`,
  );
  return [
    `\\section{${heading(d, 'education')}}`,
    ...schools,
    `\\section{${heading(d, 'skills')}}`,
    `{\\small ${p.skills.map(tex).join(' \\textbullet{} ')}}`,
    `\\section{${heading(d, 'languages')}}`,
    `{\\small ${p.languages.map((l) => tex(`${l.language} (${l.fluency})`)).join('\\\\ ')}}`,
    ...(p.certifications.length
      ? [`\\section{${heading(d, 'certifications')}}`, `{\\small ${p.certifications.map(tex).join('\\\\ ')}}`]
      : []),
  ].join('\n');
}

function wide(d: Doc): string {
  const { p } = d;
  const roles = p.roles.map((r) => {
    const dates = tex(formatRange(r.start, r.end, d.style, d.lang));
    const bullets = r.bullets.length
      ? `\\begin{itemize}${r.bullets.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}`
      : '';
    return `\\runsubsection{${tex(r.company)}} \\descript{\\textbar{} ${tex(r.title)}}\\\\ \\location{${dates} \\textbar{} ${tex(r.location)}}${bullets}\\vspace{5pt}`;
  });
  return [
    `\\section{${heading(d, 'summary')}}`,
    `{\\small ${tex(p.summary)}}`,
    `\\section{${heading(d, 'experience')}}`,
    ...roles,
  ].join('\n');
}

function document(d: Doc): string {
  const [left, right] = d.narrowLeft ? [narrow(d), wide(d)] : [wide(d), narrow(d)];
  const [lw, rw] = d.narrowLeft ? ['0.31', '0.66'] : ['0.66', '0.31'];
  return [
    preamble(d),
    '\\begin{document}',
    header(d),
    `\\begin{minipage}[t]{${lw}\\textwidth}\\raggedright`,
    left,
    '\\end{minipage}\\hfill',
    `\\begin{minipage}[t]{${rw}\\textwidth}\\raggedright`,
    right,
    '\\end{minipage}',
    '\\end{document}',
  ].join('\n');
}

export const latexTwoColumnCvFamily = latexFamily(
  {
    id: 'latex-two-column-cv',
    renderer: 'the two-column LaTeX resume students share (minipage columns, "Employer | Title") in pdflatex',
    count: 60,
    subsetEvery: 12,
    // Two columns on one page: a person with four roles of long bullets does not fit; drawn again.
    accepts: (p) => p.roles.reduce((n, r) => n + r.bullets.length, 0) <= 14,
  },
  ({ person, style, pick, lang, font }) => {
    const d: Doc = { p: person, style, lang, font, narrowLeft: pick([true, true, false]) };
    const covers = [
      font.name,
      d.narrowLeft ? 'education left' : 'education right',
      ...styleCovers(
        { p: person, style: { ...style, roleOrder: 'company-over-title', contactIcons: false } },
        'below',
      ),
    ];
    return latexDocument(d, document(d), covers);
  },
);
