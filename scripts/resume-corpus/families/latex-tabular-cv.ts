/**
 * The one-page LaTeX resume most often shared on Overleaf and in programmers' forums (Jake
 * Gutierrez's MIT-licensed template and its forks), written here from its idea, through pdflatex:
 * the name in large small capitals over one contact line parted by bars, section headings in small
 * capitals over a rule, each entry a `tabular*` of two rows, bold left and plain right over italic
 * left and italic right, its bullets small. A role reads "Title | dates" over "Employer | place", or
 * "Employer | place" over "Title | dates" (a school always the second way); skills are labelled
 * lines. The style decides that order, the date format, name lines and case, heading case, icons
 * before the contact items and whether a summary opens the page.
 */
import { formatRange, placeLine } from '../people/style';
import type { PersonRole, PersonSchool } from '../people/types';
import { latexDocument, latexFamily, type LatexPerson, texHeading, texNameParts } from './latex-doc';
import { tex, texFonts } from './latex-escape';

interface Doc extends LatexPerson {
  letter: boolean;
  summary: boolean;
}

const preamble = (d: Doc) =>
  [
    `\\documentclass[${d.letter ? 'letterpaper' : 'a4paper'},11pt]{article}`,
    texFonts(d.font),
    '\\usepackage{latexsym}\\usepackage[empty]{fullpage}\\usepackage{titlesec}\\usepackage{xcolor}',
    '\\usepackage{enumitem}\\usepackage[hidelinks]{hyperref}\\usepackage{fancyhdr}\\usepackage{tabularx}',
    '\\usepackage{fontawesome5}\\input{glyphtounicode}\\pdfgentounicode=1',
    '\\pagestyle{fancy}\\fancyhf{}\\fancyfoot{}\\renewcommand{\\headrulewidth}{0pt}\\renewcommand{\\footrulewidth}{0pt}',
    '\\addtolength{\\oddsidemargin}{-0.5in}\\addtolength{\\evensidemargin}{-0.5in}\\addtolength{\\textwidth}{1in}',
    '\\addtolength{\\topmargin}{-.5in}\\addtolength{\\textheight}{1.0in}',
    '\\urlstyle{same}\\raggedbottom\\raggedright\\setlength{\\tabcolsep}{0in}',
    '\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule\\vspace{-5pt}]',
    '\\newcommand{\\resumeItem}[1]{\\item\\small{{#1 \\vspace{-2pt}}}}',
    [
      '\\newcommand{\\resumeSubheading}[4]{\\vspace{-2pt}\\item',
      '\\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}',
      '\\textbf{#1} & #2 \\\\ \\textit{\\small#3} & \\textit{\\small #4} \\\\',
      '\\end{tabular*}\\vspace{-7pt}}',
    ].join('\n'),
    '\\newcommand{\\resumeSubHeadingListStart}{\\begin{itemize}[leftmargin=0.15in, label={}]}',
    '\\newcommand{\\resumeSubHeadingListEnd}{\\end{itemize}}',
    '\\newcommand{\\resumeItemListStart}{\\begin{itemize}}',
    '\\newcommand{\\resumeItemListEnd}{\\end{itemize}\\vspace{-5pt}}',
  ].join('\n');

const heading = texHeading;

function header({ p, style }: Doc): string {
  const [first, last] = texNameParts({ p, style });
  const name = `${first}${style.nameLines === 2 ? ' \\\\ ' : ' '}${last}`;
  const icons = ['\\faMapMarker*', '\\faPhone', '\\faEnvelope', '\\faLinkedin', '\\faGithub', '\\faGlobe'];
  const items = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].flatMap((t, i) => {
    if (!t) return [];
    const shown = i === 2 ? `\\href{mailto:${t}}{\\underline{${tex(t)}}}` : tex(t);
    return [`${style.contactIcons ? `${icons[i]}~` : ''}${shown}`];
  });
  return `\\begin{center}{\\Huge \\scshape ${name}} \\\\ \\vspace{1pt}\\small ${items.join(' $|$ ')}\\end{center}`;
}

/** A role's or school's two rows: bold and plain over italic and italic. */
function subheading(
  d: Doc,
  title: string,
  org: string,
  at: PersonRole | PersonSchool,
  titleFirst: boolean,
): string {
  const dates = tex(formatRange(at.start, at.end, d.style, d.lang));
  const [t, o, l] = [tex(title), tex(org), tex(at.location)];
  const cells = titleFirst ? [t, dates, o, l] : [o, l, t, dates];
  return `\\resumeSubheading{${cells.join('}{')}}`;
}

const items = (bullets: string[]) =>
  bullets.length
    ? `\\resumeItemListStart ${bullets.map((b) => `\\resumeItem{${tex(b)}}`).join(' ')} \\resumeItemListEnd`
    : '';

function document(d: Doc): string {
  const { p, style } = d;
  const titleFirst = style.roleOrder === 'title-over-company' || style.roleOrder === 'title-at-company';
  const list = (entries: string[]) =>
    `\\resumeSubHeadingListStart ${entries.join('\n')} \\resumeSubHeadingListEnd`;
  const labelled = [
    [d.lang.headings.skills, p.skills.join(', ')],
    [d.lang.headings.languages, p.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')],
    ...(p.certifications.length ? [[d.lang.headings.certifications, p.certifications.join('; ')]] : []),
  ].map(([label, text]) => `\\textbf{${tex(label!)}}{: ${tex(text!)}}`);
  return [
    preamble(d),
    '\\begin{document}',
    header(d),
    d.summary ? `\\section{${heading(d, 'summary')}}\\small ${tex(p.summary)}` : '',
    `\\section{${heading(d, 'experience')}}`,
    list(p.roles.map((r) => subheading(d, r.title, r.company, r, titleFirst) + items(r.bullets))),
    `\\section{${heading(d, 'education')}}`,
    list(p.schools.map((s) => subheading(d, s.degree, s.school, s, false))),
    `\\section{${heading(d, 'skills')}}`,
    `\\begin{itemize}[leftmargin=0.15in, label={}]\\small{\\item{${labelled.join(' \\\\ ')}}}\\end{itemize}`,
    '\\end{document}',
  ]
    .filter(Boolean)
    .join('\n');
}

export const latexTabularCvFamily = latexFamily(
  {
    id: 'latex-tabular-cv',
    renderer:
      'the one-page LaTeX resume of Overleaf and its forks (tabular* entries, ruled small-caps headings) in pdflatex',
    count: 60,
    subsetEvery: 12,
  },
  ({ person, style, pick, lang, font }) => {
    const d: Doc = {
      p: person,
      style,
      lang,
      font,
      letter: pick([true, false]),
      summary: pick([true, false]),
    };
    const covers = [
      font.name,
      style.roleOrder === 'title-over-company' || style.roleOrder === 'title-at-company'
        ? 'title over employer'
        : 'employer over title',
      person.language,
      style.dateFormat,
      style.nameLines === 2 ? '2-line name' : '',
      style.nameCase === 'upper' ? 'upper-case name' : '',
      style.contactIcons ? 'contact icons' : '',
      d.summary ? 'summary' : '',
    ];
    return latexDocument(d, document(d), covers);
  },
);
