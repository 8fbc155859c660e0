/**
 * More CV classes and packages of texlive-latex-extra, through pdflatex: europasscv (the 2013
 * Europass layout), ecv (a longtable with a ruled label column), harnon-cv (a timeline), ReadableCV
 * (memoir, Roboto Thin) and ESIEEcv (rubrics with a date column). The style decides role order,
 * date placement (the class's label column when it has one), name lines and case, heading case
 * (europasscv upper-cases its own), icons before the contact items (europasscv and ReadableCV draw
 * their own) and skills in one or two columns.
 */
import { renderLatex } from '../latex';
import { expectedFields, formatRange, placeLine } from '../people/style';
import type { HeadingLanguage, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { eachDocument, type Family } from './family';
import { type LatexDoc, styleCovers, texHeading, texNameParts } from './latex-doc';
import { fontSetsFor, TEX_DETERMINISTIC, tex, texFonts } from './latex-escape';

const LAYOUTS = ['europasscv', 'ecv', 'harnon', 'readable', 'esiee'] as const;
type Layout = (typeof LAYOUTS)[number];
const VARIANTS: Record<Layout, readonly string[]> = {
  europasscv: ['logo', 'nologo', 'bigfont'],
  ecv: ['bullets', 'plain'],
  harnon: ['bullets', 'timeline-bullets'],
  readable: ['left', 'right', 'left-opposite', 'right-opposite'],
  esiee: ['smallcaps', 'bold'],
};
const READABLE_COLORS = ['SlateGray3', 'DodgerBlue4', 'Firebrick3', 'SpringGreen4', 'DarkOrange3'] as const;
/** europasscv's language options (it has no Dutch definitions). */
const EUROPASS_LANGUAGE: Record<HeadingLanguage, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  pt: 'portuguese',
  it: 'italian',
  nl: 'english',
  pl: 'polish',
};
type Doc = LatexDoc<Layout>;

/**
 * A role's dates as LaTeX, each date kept on one line ("Jun~2021"): a narrow label column may break
 * the range between its dates, never inside one (a tight dash allows the break after it).
 */
const range = (d: Doc, at: PersonRole | PersonSchool) =>
  tex(formatRange(at.start, at.end, d.style, d.lang))
    .replace(/([\p{L}.]) (?=\d{4}\b)/gu, '$1~')
    .replace(/(\S)–(?=\S)/g, '$1–\\allowbreak ');

/** An entry's label (its dates when they stand in a label column), first line and second line. */
type Entry = { label: string; head: string; sub: string; bullets: string[] };

function entry(d: Doc, title: string, org: string, at: PersonRole | PersonSchool, bold = true): Entry {
  const dates = range(d, at);
  const [t, o, l] = [tex(title), tex(org), tex(at.location)];
  const b = (s: string) => (bold ? `\\textbf{${s}}` : s);
  const lines: Record<Style['roleOrder'], [string, string]> = {
    'title-over-company': [b(t), `\\textit{${o}}, ${l}`],
    'company-over-title': [`${b(o)}, ${l}`, `\\textit{${t}}`],
    'company-comma-title': [b(`${o}, ${t}`), l],
    'title-at-company': [b(`${t} ${tex(d.lang.at)} ${o}`), l],
    'title-pipe-company-dates': [`${b(t)} | ${o} | ${dates}`, l],
  };
  let [head, sub] = lines[d.style.roleOrder];
  let label = '';
  if (d.style.roleOrder !== 'title-pipe-company-dates') {
    if (d.placement === 'left-column') label = dates;
    else if (d.placement === 'right') head += `\\hfill\\mbox{${dates}}`;
    else if (d.placement === 'inline') head += ` (${dates})`;
    else sub += `\\newline \\textit{${dates}}`;
  }
  return { label, head, sub, bullets: 'bullets' in at ? at.bullets : [] };
}

const roles = (d: Doc, bold?: boolean) => d.p.roles.map((r) => entry(d, r.title, r.company, r, bold));
const schools = (d: Doc, bold?: boolean) => d.p.schools.map((s) => entry(d, s.degree, s.school, s, bold));

const list = (items: string[], env = 'itemize') =>
  items.length ? `\\begin{${env}}${items.map((b) => `\\item ${tex(b)}`).join(' ')}\\end{${env}}` : '';

const heading = texHeading;

const nameParts = texNameParts;
const name = (d: Doc, lineBreak = '\\\\') => nameParts(d).join(d.style.nameLines === 2 ? lineBreak : ' ');

/** Address, phone, e-mail, profiles, each led by its FontAwesome icon when the style wants. */
function contacts({ p, style }: Doc): string[] {
  const icons = ['faMapMarker*', 'faPhone', 'faEnvelope', 'faLinkedin', 'faGithub', 'faGlobe'];
  return [placeLine(p), p.phone, p.email, p.linkedin, p.github, p.website].flatMap((t, i) =>
    t ? [(style.contactIcons ? `\\${icons[i]}~` : '') + tex(t)] : [],
  );
}

/** Skills in a run of text, or two columns of a tabular. */
function skills(d: Doc, width = '.46\\linewidth'): string {
  if (d.style.skillsColumns === 1) return d.p.skills.map(tex).join(', ');
  const rows = Array.from({ length: Math.ceil(d.p.skills.length / 2) }, (_, i) =>
    d.p.skills.slice(2 * i, 2 * i + 2),
  );
  const cell = (s: string | undefined) => (s ? `\\textbullet~${tex(s)}` : '');
  const body = rows.map(([a, b]) => `${cell(a)} & ${cell(b)}`).join('\\\\');
  return `\\begin{tabular}[t]{@{}p{${width}}p{${width}}@{}}${body}\\end{tabular}`;
}
const languages = (d: Doc) => d.p.languages.map((l) => `${tex(l.language)} (${tex(l.fluency)})`).join(', ');

/** How a layout sets the document: what comes before the sections, a section, its items, the end. */
interface Spec {
  head: string[];
  section: (h: string) => string;
  close?: string;
  item: (e: Entry) => string;
  text: (s: string) => string;
  /** The skills, when the layout sets them its own way. */
  skills?: string[];
  end: string;
}

const ENUMITEM = '\\usepackage{enumitem}\\setlist[itemize]{nosep,leftmargin=*}';
const UTF8 = '\\usepackage[utf8]{inputenc}';

function spec(d: Doc): Spec {
  const { p, style } = d;
  switch (d.layout) {
    case 'europasscv': {
      const [option, big] = [
        d.variant === 'logo' ? '' : 'nologo,',
        d.variant === 'bigfont' ? 'bigfont,' : '',
      ];
      const links = [
        p.website ? `\\ecvhomepage{${tex(p.website)}}` : '',
        p.github ? `\\ecvgithubpage{${tex(p.github)}}` : '',
        `\\ecvlinkedinpage{${tex(p.linkedin)}}`,
      ];
      return {
        head: [
          `\\documentclass[${EUROPASS_LANGUAGE[p.language]},${option}${big}a4paper]{europasscv}`,
          // Its sans face: Helvetica (the class's own) unless the text needs more letters.
          texFonts(d.font),
          '\\ecvfont{\\sfdefault}',
          // The footer's date and year would change from build to build.
          '\\date{}\\ecvfootnote{}',
          `\\ecvname{${name(d, '\\newline ')}}\\ecvaddress{${tex(placeLine(p))}}\\ecvmobile{${tex(p.phone)}}`,
          `\\ecvemail{${tex(p.email)}}${links.join('')}`,
          '\\begin{document}\\begin{europasscv}\\ecvpersonalinfo',
          `\\ecvitem{}{\\ecvtitlestyle{${tex(p.headline)}}}`,
        ],
        section: (h) => `\\ecvsection{${h}}`,
        item: (e) =>
          [
            `\\ecvtitle{${e.label}}{${e.head}}`,
            `\\ecvitem{}{${e.sub}}`,
            e.bullets.length ? `\\ecvitem{}{${list(e.bullets, 'ecvitemize')}}` : '',
          ].join(''),
        text: (s) => `\\ecvitem{}{${s}}`,
        skills: [`\\ecvitem{}{${skills(d, '.46\\linewidth')}}`],
        end: '\\end{europasscv}\\end{document}',
      };
    }
    case 'ecv': {
      const labels = d.lang.contactLabels;
      const row = (label: string, value: string) => `\\ecvEPR{${label}}{${value}}`;
      const icon = (i: string, label: string) => (style.contactIcons ? `\\${i}~${label}` : label);
      const links = [p.linkedin, p.github, p.website].filter((l): l is string => !!l);
      const bulletList = (b: string[]) =>
        b.length
          ? `\\ecvOVB{\\begin{compactitem}${b.map((x) => `\\item ${tex(x)}`).join(' ')}\\end{compactitem}}`
          : '';
      return {
        head: [
          // ecv asks babel for ngerman, which this texlive lacks: a stub stands in for it.
          '\\begin{filecontents*}[overwrite]{ngerman.ldf}',
          '\\ProvidesLanguage{ngerman}\\LdfInit{ngerman}{captionsngerman}\\adddialect\\l@ngerman0 \\ldf@finish{ngerman}',
          '\\end{filecontents*}',
          `\\documentclass[${p.language === 'de' ? 'german' : 'english'}]{ecv}`,
          // ecv loads inputenc for latin9, and helvet unscaled.
          `\\inputencoding{utf8}${d.font.tex.replace('\\usepackage[scaled=.92]{helvet}', '')}${TEX_DETERMINISTIC}`,
          '\\usepackage{fontawesome5}',
          `\\ecvName{${nameParts(d).join(' ')}}`,
          '\\begin{document}\\begin{ecv}',
          row(icon('faUser', labels.name), `\\textbf{${name(d, '\\newline ')}}`),
          `\\ecvOVR{\\textit{${tex(p.headline)}}}`,
          row(icon('faMapMarker*', labels.address), tex(placeLine(p))),
          row(icon('faPhone', labels.phone), tex(p.phone)),
          row(icon('faEnvelope', labels.email), tex(p.email)),
          ...links.map((l) => `\\ecvOVR{${tex(l)}}`),
        ],
        section: (h) => `\\ecvBreakSection{${h}}`,
        item: (e) =>
          [
            d.variant === 'bullets'
              ? `\\ecvEFR{${e.label}}{${e.head}}`
              : `\\ecvBreakparagraphs\\ecvEPR{${e.label}}{${e.head}}`,
            `\\ecvOVR{${e.sub}}`,
            bulletList(e.bullets),
          ].join(''),
        text: (s) => `\\ecvOVB{${s}}`,
        end: '\\end{ecv}\\end{document}',
      };
    }
    case 'harnon': {
      // Cantarell, the class's face, lacks the macron letters.
      const cantarell = !/[ōŌ]/.test(JSON.stringify(p));
      const [email, phone, place] = [p.email, p.phone, placeLine(p)].map(
        (t, i) => (style.contactIcons ? `\\${['faEnvelope', 'faPhone', 'faMapMarker*'][i]}~` : '') + tex(t),
      );
      const bullets = (b: string[]) =>
        d.variant === 'bullets' ? list(b) : `\\par${b.map((x) => `\\addtimelinebullet{${tex(x)}}`).join('')}`;
      return {
        head: [
          '\\documentclass{harnon-cv}',
          UTF8,
          cantarell ? '' : `${d.font.tex}\\renewcommand*{\\familydefault}{\\sfdefault}`,
          TEX_DETERMINISTIC,
          ENUMITEM,
          '\\usepackage{fontawesome5}',
          // The class prints a stray "l" before the e-mail.
          '\\makeatletter\\patchcmd{\\@maketitle}{l\\small\\@youremail}{\\small\\@youremail}{}{}\\makeatother',
          `\\yourname{${name(d)}}\\youremail{${email}}\\yournumber{${phone}}\\youraddress{${place}}`,
          `\\recenthistory{${tex(p.headline)}}`,
          p.website ? `\\yourwebsite{${tex(p.website)}}` : '',
          '\\begin{document}\\raggedright\\maketitle',
        ],
        section: (h) => `\\addheadertext{${h}}\\starttimeline`,
        close: '\\stoptimeline',
        item: (e) =>
          `\\timelineitem{${e.label}}{\\raggedright\\addsubheader{${e.head}}${e.sub}${bullets(e.bullets)}}\\par\\vspace{1cm}`,
        text: (s) => `\\noindent ${s}\\par`,
        end: '\\end{document}',
      };
    }
    case 'readable': {
      const [align, opposite] = d.variant.split('-');
      const jobFirst = !['company-over-title', 'company-comma-title'].includes(style.roleOrder);
      const noIcons = style.contactIcons
        ? ''
        : '\\renewcommand*{\\Mobilefone}{}\\renewcommand*{\\Letter}{}\\renewcommand*{\\Mundus}{}';
      return {
        head: [
          '\\documentclass[a4paper]{ReadableCV}',
          UTF8,
          TEX_DETERMINISTIC,
          noIcons,
          // Its role and course lines are a tabular's l column, which runs off the page: a p column wraps.
          ...['newRole', 'newRole', 'newCourse', 'newCourse'].map(
            (c) =>
              `\\patchcmd{\\${c}}{{@{}p{3cm} l}}{{@{}p{3cm} >{\\raggedright\\arraybackslash}p{12.4cm}}}{}{}`,
          ),
          `\\setHeaderAlignment{${align}}\\setSectionAlignment{${align}}\\setHeadingColours{${d.color}}`,
          opposite ? '\\setContactLocation{opposite}' : '',
          `\\setJobCompanyOrder{${jobFirst ? 'JobFirst' : 'CompanyFirst'}}`,
          `\\setYourName{${name(d, '\\texorpdfstring{\\\\}{ }')}}\\setYourJobTitle{${tex(p.headline)}}`,
          `\\setYourMobileNo{${tex(p.phone)}}\\setYourEmailAddr{${tex(p.email)}}`,
          p.website ? `\\setYourWebAddr{${tex(p.website)}}` : '',
          '\\begin{document}\\showHeader',
        ],
        section: (h) => `\\newHeading{${h}}{}`,
        item: (e) => e.head,
        text: (s) => `${s}\\par`,
        skills:
          style.skillsColumns === 2
            ? Array.from({ length: Math.ceil(p.skills.length / 9) }, (_, i) => {
                const nine = [...p.skills.slice(9 * i, 9 * i + 9).map(tex), ...Array<string>(9).fill('')];
                return `\\addSkills${nine
                  .slice(0, 9)
                  .map((s) => `{${s}}`)
                  .join('')}`;
              })
            : [`${p.skills.map(tex).join(', ')}\\par`],
        end: '\\end{document}',
      };
    }
    case 'esiee': {
      const fonts =
        d.variant === 'bold'
          ? '\\renewcommand{\\FonteLieu}{\\bfseries}\\renewcommand{\\FonteTitre}{\\itshape}'
          : '';
      return {
        head: [
          '\\documentclass[11pt,a4paper]{article}',
          texFonts(d.font),
          '\\usepackage[margin=2cm]{geometry}\\usepackage{ESIEEcv}\\usepackage{fontawesome5}',
          // Each contribution as a line of its own, no full stop added.
          `\\renewcommand{\\PostApport}{\\newline}\\renewcommand{\\PreApport}{\\textbullet~}${fonts}`,
          `\\begin{document}\\raggedright{\\LARGE\\bfseries ${name(d)}}\\par\\smallskip`,
          `{\\large ${tex(p.headline)}}\\par\\smallskip ${contacts(d).join(' \\textbar{} ')}\\par`,
        ],
        section: (h) => `\\begin{rubrique}{${h}}`,
        close: '\\end{rubrique}',
        item: (e) => e.head,
        text: (s) => `& ${s}\\\\`,
        end: '\\end{document}',
      };
    }
  }
}

/** ReadableCV's \newRole and \newCourse, ESIEEcv's sousrubrique: the role line in their own slots. */
function classEntry(
  d: Doc,
  title: string,
  org: string,
  at: PersonRole | PersonSchool,
  isRole: boolean,
): string {
  const dates = range(d, at);
  const [t, o, l] = [tex(title), tex(org), tex(at.location)];
  const order = d.style.roleOrder;
  const bullets = 'bullets' in at ? at.bullets : [];
  // The first and second slots: title and employer, or one line holding both.
  const [first, second] =
    order === 'company-comma-title'
      ? [`${o}, ${t}`, '']
      : order === 'title-at-company'
        ? [`${t} ${tex(d.lang.at)} ${o}`, '']
        : order === 'title-pipe-company-dates'
          ? [`${t} | ${o} | ${dates}`, '']
          : order === 'company-over-title'
            ? [o, t]
            : [t, o];
  const inLabel = order !== 'title-pipe-company-dates' && d.placement === 'left-column';
  const after = order === 'title-pipe-company-dates' || inLabel ? '' : ` (${dates})`;
  if (d.layout === 'readable') {
    const label = inLabel ? dates : '';
    // ReadableCV's own order switch puts the employer first; its #2 is the job slot.
    const [job, company] = ['company-over-title', 'company-comma-title'].includes(order)
      ? [second, first]
      : [first, second];
    const jobSlot = `${second ? job : first}${after}`;
    const companySlot = second ? company : '';
    // \newCourse declares four arguments and uses three: an empty fourth keeps it from taking the
    // next course or heading as its fourth.
    if (!isRole) return `\\newCourse{${label}}{${jobSlot}}{${companySlot || l}}{}`;
    return `\\newRole{${label}}{${jobSlot}}{${companySlot}}{${l}${list(bullets)}}`;
  }
  // ESIEEcv: the date column, then "Lieu. Titre." and a description line.
  const descr = d.placement === 'below' && after ? `${l}\\newline ${dates}` : l;
  return [
    '\\begin{sousrubrique}',
    inLabel ? `\\Date{${dates}}` : '',
    `\\Lieu{${first}${d.placement === 'below' ? '' : after}}`,
    second ? `\\Titre{${second}}` : '',
    `\\Descr{${descr}}`,
    ...bullets.map((b) => `\\Apport{${tex(b)}}`),
    '\\end{sousrubrique}',
  ].join('');
}

/** Summary, experience, education, skills, languages, certifications. */
function document(d: Doc): string {
  const s = spec(d);
  const own = d.layout === 'readable' || d.layout === 'esiee';
  const bold = d.layout !== 'harnon' && d.layout !== 'europasscv';
  const items = (list: Entry[], raw: string[]) => (own ? raw : list.map(s.item));
  const groups: [keyof VocabularyLanguage['headings'], string[]][] = [
    ['summary', [s.text(tex(d.p.summary))]],
    [
      'experience',
      items(
        roles(d, bold),
        d.p.roles.map((r) => classEntry(d, r.title, r.company, r, true)),
      ),
    ],
    [
      'education',
      items(
        schools(d, bold),
        d.p.schools.map((x) => classEntry(d, x.degree, x.school, x, false)),
      ),
    ],
    ['skills', s.skills ?? [s.text(skills(d))]],
    ['languages', [s.text(languages(d))]],
    ['certifications', d.p.certifications.length ? [s.text(d.p.certifications.map(tex).join('; '))] : []],
  ];
  const body = groups
    .filter(([, list]) => list.length)
    .flatMap(([key, list]) => [s.section(heading(d, key)), ...list, s.close ?? '']);
  return [...s.head, ...body, s.end].filter(Boolean).join('\n');
}

export const latexCvMoreFamily: Family = {
  id: 'latex-cv-more',
  renderer: 'europasscv, ecv, harnon-cv, ReadableCV, ESIEEcv in pdflatex',
  count: 60,
  // Every 12th: five files (about 95 KB each), the fewest the tests take, as for the other LaTeX families.
  subsetEvery: 12,
  async render(inputs, ctx) {
    return eachDocument(inputs, ({ person, style, pick }) => {
      const layout = pick(LAYOUTS);
      const variant = pick(VARIANTS[layout]);
      const lang = ctx.vocab.languages[person.language];
      const fonts = fontSetsFor(JSON.stringify([person, lang]));
      const [font, color] = [pick(fonts), pick(READABLE_COLORS)];
      // ReadableCV's dates stand in its label column or after the role line; ESIEEcv's have no right edge.
      const toLabel =
        layout === 'readable'
          ? style.datePlacement !== 'inline'
          : layout === 'esiee' && style.datePlacement === 'right';
      const placement = toLabel ? 'left-column' : style.datePlacement;
      const d: Doc = { p: person, style, lang, layout, font, placement, variant, color };
      const covers = [
        `${layout} ${variant}`,
        layout === 'readable' ? `roboto ${color}` : layout === 'harnon' ? 'cantarell' : font.name,
        ...styleCovers(d, placement),
        style.skillsColumns === 2 ? 'two-column skills' : '',
      ];
      return {
        id: person.id,
        ext: 'pdf',
        bytes: renderLatex(document(d), undefined, 2),
        expected: expectedFields(person, style, lang, layout === 'readable' ? null : placeLine(person)),
        covers: covers.filter(Boolean).join(', '),
      };
    });
  },
};
