/**
 * The two-column LaTeX CV of Overleaf's gallery (LianTze Lim's AltaCV, LPPL, and its copies),
 * written here from its idea as article macros through pdflatex: the name in large bold type, a
 * tagline in the accent colour, the contact items flowing in one paragraph with Font Awesome icons
 * and no separators, two columns set by paracol (the wider holding the roles, the narrower the
 * summary, schools, skills as framed tags drawn by TikZ, and languages), headings in capitals
 * over a thick rule, and each event as its title, its organisation in the accent colour, then a
 * line of a calendar icon and the dates beside a map-marker icon and the place, dashed dividers
 * between events. The style decides the name's case and lines, the heading language, whether
 * the roles' column is on the left, and the date format; the icons stay (the class draws them).
 */
import { formatRange, placeLine } from '../people/style';
import type { PersonRole, PersonSchool } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import {
  latexDocument,
  latexFamily,
  type LatexPerson,
  styleCovers,
  texHeading,
  texNameParts,
} from './latex-doc';
import { tex, texFonts } from './latex-escape';

const ACCENTS = ['8F0D0D', '0E5484', '2E7D32', '6A1B9A', 'C75B00', '37474F'] as const;

interface Doc extends LatexPerson {
  accent: string;
  /** The roles' (wider) column on the left, the narrower one on the right. */
  rolesLeft: boolean;
}

const preamble = (d: Doc) =>
  [
    '\\documentclass[10pt,a4paper]{article}',
    texFonts(d.font),
    '\\renewcommand{\\familydefault}{\\sfdefault}',
    '\\usepackage[margin=1.25cm,top=1cm]{geometry}\\usepackage{xcolor}\\usepackage{fontawesome5}',
    '\\usepackage{paracol}\\usepackage{tikz}\\usetikzlibrary{arrows}\\usepackage{enumitem}',
    '\\usepackage[hidelinks]{hyperref}\\input{glyphtounicode}\\pdfgentounicode=1',
    // No line runs past its column into the other (an author mends LaTeX's overfull lines).
    '\\pagestyle{empty}\\setlength{\\parindent}{0pt}\\emergencystretch=3em',
    `\\definecolor{accent}{HTML}{${d.accent}}\\definecolor{emphasis}{HTML}{2E2E2E}\\definecolor{body}{HTML}{666666}`,
    '\\setlist[itemize]{leftmargin=1.5em,nosep,topsep=2pt,label={\\color{accent}\\textbullet}}',
    // A heading: capitals in the accent colour over a thick rule.
    '\\newcommand{\\cvsection}[1]{\\par\\medskip{\\color{accent}\\Large\\bfseries #1}\\\\[-1ex]{\\color{accent}\\rule{\\linewidth}{2pt}}\\par\\smallskip}',
    // An event: title, organisation, then the dates and the place behind their icons.
    '\\newcommand{\\cvevent}[4]{{\\large\\color{emphasis}#1\\par}\\smallskip{\\color{accent}\\bfseries #2\\par}\\smallskip{\\small\\color{body}\\makebox[0.5\\linewidth][l]{\\faCalendar*~#3}\\faMapMarker*~#4\\par}\\smallskip}',
    '\\newcommand{\\divider}{\\par\\textcolor{body!30}{\\hbox to \\linewidth{\\leaders\\hbox to 4pt{\\hss-\\hss}\\hfil}}\\par\\smallskip}',
    '\\newcommand{\\cvtag}[1]{\\tikz[baseline]\\node[anchor=base,draw=body!50,rounded corners,inner xsep=1ex,inner ysep=0.6ex,text height=1.5ex,text depth=.25ex]{#1};\\hspace{0.3em}\\allowbreak}',
  ].join('\n');

const heading = (d: Doc, key: keyof VocabularyLanguage['headings']) =>
  `\\cvsection{${texHeading({ style: { ...d.style, headingCase: 'upper' }, lang: d.lang }, key)}}`;

const ICONS = ['\\faMapMarker*', '\\faPhone', '\\faAt', '\\faLinkedin', '\\faGithub', '\\faGlobe'];

function header(d: Doc): string {
  const { p, style } = d;
  const [first, last] = texNameParts(d);
  const name = `{\\Huge\\bfseries\\color{emphasis}${first}${style.nameLines === 2 ? '\\\\' : ' '}${last}\\par}`;
  const items = [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].flatMap((t, i) =>
    t ? [`\\mbox{${ICONS[i]}~${tex(t)}}`] : [],
  );
  return [
    name,
    '\\medskip',
    `{\\large\\bfseries\\color{accent}${tex(p.headline)}\\par}`,
    '\\medskip',
    `{\\footnotesize\\color{body}${items.join('\\hspace{1.5em} ')}\\par}`,
    '\\bigskip',
  ].join('\n');
}

function events(
  d: Doc,
  entries: { title: string; org: string; at: PersonRole | PersonSchool; items: string[] }[],
) {
  return entries
    .map(({ title, org, at, items }) => {
      const dates = tex(formatRange(at.start, at.end, d.style, d.lang));
      const list = items.length
        ? `\\begin{itemize}${items.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{itemize}`
        : '';
      return `\\cvevent{${tex(title)}}{${tex(org)}}{${dates}}{${tex(at.location)}}${list}`;
    })
    .join('\n\\divider\n');
}

function wide(d: Doc): string {
  const { p } = d;
  return [
    heading(d, 'experience'),
    events(
      d,
      p.roles.map((r) => ({ title: r.title, org: r.company, at: r, items: r.bullets })),
    ),
  ].join('\n');
}

function narrow(d: Doc): string {
  const { p } = d;
  return [
    heading(d, 'summary'),
    `{\\small ${tex(p.summary)}\\par}`,
    heading(d, 'education'),
    events(
      d,
      p.schools.map((s) => ({ title: s.degree, org: s.school, at: s, items: [] })),
    ),
    heading(d, 'skills'),
    `{\\raggedright ${p.skills.map((s) => `\\cvtag{${tex(s)}}`).join('')}\\par}`,
    heading(d, 'languages'),
    `{\\small ${p.languages.map((l) => tex(`${l.language} (${l.fluency})`)).join('\\\\ ')}\\par}`,
    ...(p.certifications.length
      ? [heading(d, 'certifications'), `{\\small ${p.certifications.map(tex).join('\\\\ ')}\\par}`]
      : []),
  ].join('\n');
}

function document(d: Doc): string {
  const [left, right] = d.rolesLeft ? [wide(d), narrow(d)] : [narrow(d), wide(d)];
  return [
    preamble(d),
    `\\columnratio{${d.rolesLeft ? '0.6' : '0.4'}}`,
    '\\begin{document}',
    header(d),
    '\\begin{paracol}{2}',
    left,
    '\\switchcolumn',
    right,
    '\\end{paracol}',
    '\\end{document}',
  ].join('\n');
}

export const latexAltacvFamily = latexFamily(
  {
    id: 'latex-altacv',
    renderer:
      "the AltaCV LaTeX layout of Overleaf's gallery (paracol columns, icon-led dates and places, TikZ tags) in pdflatex",
    count: 60,
    subsetEvery: 12,
  },
  ({ person, style, pick, lang, font }) => {
    const d: Doc = {
      p: person,
      style,
      lang,
      font,
      accent: pick(ACCENTS),
      rolesLeft: pick([true, true, false]),
    };
    const covers = [
      font.name,
      d.rolesLeft ? 'roles left' : 'roles right',
      ...styleCovers(
        { p: person, style: { ...style, roleOrder: 'title-over-company', contactIcons: true } },
        'below',
      ),
    ];
    return latexDocument(d, document(d), covers);
  },
);
