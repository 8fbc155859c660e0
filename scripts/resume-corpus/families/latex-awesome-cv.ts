/**
 * The LaTeX resume most shared on GitHub (Byungjin Park's Awesome-CV, LPPL, and its forks), written
 * here from its idea as article macros through pdflatex, in the sans face of the font set: the name
 * centred in two weights, the position under it in small capitals in the accent colour, the
 * contact items on one line parted by bars (Font Awesome icons before them where the style sets
 * icons), headings whose first three letters take the accent before a rule to the margin, each
 * entry's organisation in bold with its place flush right over its position in small capitals with
 * the dates flush right, bullets in small type, and a footer of the month, the name and the page
 * number. The style decides the name's case and lines (the class's two weights), heading case,
 * whether organisation or position leads an entry, and the date format.
 */
import { formatRange, fullName, placeLine } from '../people/style';
import type { Person } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { latexDocument, latexFamily, type LatexPerson, styleCovers, texNameParts } from './latex-doc';
import { tex, texFonts, upper } from './latex-escape';

const ACCENTS = ['DC3522', '0395DE', '00A388', 'EF4089', 'FF6138', '8E44AD'] as const;

interface Doc extends LatexPerson {
  accent: string;
  /** The footer's month, as the class prints \today: the month the resume was made. */
  month: string;
}

const preamble = (d: Doc) =>
  [
    '\\documentclass[a4paper,11pt]{article}',
    texFonts(d.font),
    '\\renewcommand{\\familydefault}{\\sfdefault}',
    '\\usepackage[left=1.4cm,right=1.4cm,top=1.2cm,bottom=1.8cm,footskip=.5cm]{geometry}',
    '\\usepackage{xcolor}\\usepackage{enumitem}\\usepackage{tabularx}\\usepackage{fontawesome5}',
    '\\usepackage[hidelinks]{hyperref}\\usepackage{fancyhdr}',
    '\\input{glyphtounicode}\\pdfgentounicode=1\\setlength{\\parindent}{0pt}',
    `\\definecolor{awesome}{HTML}{${d.accent}}\\definecolor{graytext}{HTML}{5D5D5D}\\definecolor{lighttext}{HTML}{999999}`,
    '\\pagestyle{fancy}\\fancyhf{}\\renewcommand{\\headrulewidth}{0pt}',
    `\\fancyfoot[L]{\\scriptsize\\color{lighttext}${tex(d.month)}}`,
    `\\fancyfoot[C]{\\scriptsize\\color{lighttext}${tex(fullName(d.p))}~~~\\textperiodcentered~~~R\\'esum\\'e}`,
    '\\fancyfoot[R]{\\scriptsize\\color{lighttext}\\thepage}',
    '\\setlist[itemize]{leftmargin=2ex,nosep,topsep=1pt,label={\\color{graytext}\\textbullet}}',
    // A heading: its first three letters in the accent, the rest in text colour, a rule to the margin.
    '\\newcommand{\\cvsection}[2]{\\par\\vspace{6pt}{\\Large\\bfseries{\\color{awesome}#1}#2}\\hspace{6pt}\\color{gray}\\hrulefill\\color{black}\\par\\vspace{3pt}}',
    // An entry: #1 bold, #2 its place flush right; #3 small capitals, #4 its dates flush right.
    '\\newcommand{\\cventry}[5]{\\begin{tabularx}{\\linewidth}{@{}X r@{}}\\textbf{#1} & \\textcolor{awesome}{\\small\\itshape #2}\\\\ \\textcolor{graytext}{\\scshape\\small #3} & \\textcolor{graytext}{\\small\\itshape #4}\\end{tabularx}#5\\par\\vspace{4pt}}',
  ].join('\n');

/** A heading's first three letters and the rest, as \\cvsection takes them (whole letters, not bytes). */
function heading(d: Doc, key: keyof VocabularyLanguage['headings']): string {
  const text = d.style.headingCase === 'upper' ? upper(d.lang.headings[key]) : d.lang.headings[key];
  const letters = [...text];
  return `\\cvsection{${tex(letters.slice(0, 3).join(''))}}{${tex(letters.slice(3).join(''))}}`;
}

const ICONS = ['\\faMapMarker*', '\\faMobile*', '\\faEnvelope', '\\faLinkedin', '\\faGithub', '\\faHome'];

function header(d: Doc): string {
  const { p, style } = d;
  const [first, last] = texNameParts(d);
  const name = `{\\fontsize{32pt}{36pt}\\selectfont\\color{graytext}${first}${style.nameLines === 2 ? '\\\\' : '~'}\\textbf{\\color{black}${last}}}`;
  const items = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].flatMap((t, i) =>
    t ? [`${style.contactIcons ? `${ICONS[i]}~` : ''}${tex(t)}`] : [],
  );
  return [
    '\\begin{center}',
    `${name}\\\\[6pt]`,
    `{\\small\\scshape\\color{awesome}${tex(p.headline)}}\\\\[4pt]`,
    `{\\footnotesize\\color{graytext}${items.join('~~{\\color{lighttext}\\textbar}~~')}}`,
    '\\end{center}',
  ].join('\n');
}

function body(d: Doc): string {
  const { p, style } = d;
  // The class's entry leads with the organisation; forks that lead with the position swap them.
  const positionFirst = style.roleOrder === 'title-over-company' || style.roleOrder === 'title-at-company';
  const entry = (org: string, place: string, position: string, dates: string, items: string[]) => {
    const list = items.length
      ? `\\begin{itemize}\\small\\color{graytext}${items.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}`
      : '';
    const [a, b] = positionFirst ? [position, org] : [org, position];
    return `\\cventry{${tex(a)}}{${tex(place)}}{${tex(b)}}{${tex(dates)}}{${list}}`;
  };
  const range = (e: Person['roles'][number] | Person['schools'][number]) =>
    formatRange(e.start, e.end, style, d.lang);
  return [
    heading(d, 'summary'),
    `{\\small\\color{graytext}${tex(p.summary)}}`,
    heading(d, 'experience'),
    ...p.roles.map((r) => entry(r.company, r.location, r.title, range(r), r.bullets)),
    heading(d, 'education'),
    ...p.schools.map((s) => entry(s.school, s.location, s.degree, range(s), [])),
    heading(d, 'skills'),
    `{\\small\\color{graytext}${p.skills.map(tex).join(', ')}}`,
    heading(d, 'languages'),
    `{\\small\\color{graytext}${p.languages.map((l) => tex(`${l.language} (${l.fluency})`)).join(', ')}}`,
    ...(p.certifications.length
      ? [heading(d, 'certifications'), `{\\small\\color{graytext}${p.certifications.map(tex).join('\\\\ ')}}`]
      : []),
  ].join('\n');
}

const document = (d: Doc) =>
  [preamble(d), '\\begin{document}', header(d), body(d), '\\end{document}'].join('\n');

export const latexAwesomeCvFamily = latexFamily(
  {
    id: 'latex-awesome-cv',
    renderer:
      'the Awesome-CV LaTeX resume (two-weight name, accented headings, flush-right places and dates) in pdflatex',
    count: 60,
    subsetEvery: 12,
  },
  ({ person, style, pick, lang, font }) => {
    const lastRole = person.roles[0]!;
    const made = lastRole.end === 'present' ? { year: 2026, month: pick([1, 4, 7, 10]) } : lastRole.end;
    const month = `${lang.monthsLong[made.month - 1]} ${made.year}`;
    const d: Doc = { p: person, style, lang, font, accent: pick(ACCENTS), month };
    const positionFirst = style.roleOrder === 'title-over-company' || style.roleOrder === 'title-at-company';
    const covers = [
      font.name,
      ...styleCovers(
        {
          p: person,
          style: { ...style, roleOrder: positionFirst ? 'title-over-company' : 'company-over-title' },
        },
        'right',
      ),
    ];
    return latexDocument(d, document(d), covers);
  },
);
