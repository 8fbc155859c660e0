/**
 * A resume written in Markdown the ways people write one for pandoc: the name as a level-one
 * heading (ATX or underlined), the headline in bold or italics, contact items on one line or as
 * a list, real headings in the person's language, each role's first line as a heading or in bold
 * in every role order, its dates inline, on a line of their own, or in a pipe table's cell beside
 * it (left or flush right), bullets, schools in three shapes, skills as a line, a list or a table.
 * Choices beyond the Style come from the person's own random source. pandoc.ts turns it into
 * documents; this file only writes the text.
 */
import { formatRange, fullName, placeLine } from '../people/style';
import type { Person, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';

type Pick = <T>(items: readonly T[]) => T;

/**
 * Every character Markdown may read as markup escaped with a backslash (pandoc's rule), and a
 * number that would open an ordered list where it opens a line ("(02) 9715 6457", "3. ").
 */
export const md = (text: string): string =>
  text
    .replace(/[\\`*_{}[\]<>#|~^$@]/g, (c) => `\\${c}`)
    .replace(/^\(/, '\\(')
    .replace(/^(\d+)([.)])/, '$1\\$2');

/** Contact glyphs people paste from a symbol table. */
const ICONS = { place: '⌂', phone: '☎', email: '✉', web: '⊕' } as const;

interface Shape {
  /** A role's first line: a level-three heading or a bold paragraph. */
  roleHead: 'heading' | 'bold';
  bullet: '-' | '*';
  school: 'school-over-degree' | 'degree-comma-school' | 'degree-dash-school';
  skills: 'line' | 'list' | 'table';
}

function heading(text: string, style: Style): string {
  return `## ${md(style.headingCase === 'upper' ? text.toLocaleUpperCase() : text)}`;
}

/** A role's header lines (Markdown), its dates set as the style places them. */
function roleBlock(role: PersonRole, style: Style, lang: VocabularyLanguage, shape: Shape): string[] {
  const dates = formatRange(role.start, role.end, style, lang);
  const [title, company, place] = [md(role.title), md(role.company), md(role.location)];
  const lines: string[] = {
    'title-over-company': [title, `${company}, ${place}`],
    'company-over-title': [`${company} — ${place}`, title],
    'company-comma-title': [`${company}, ${title}`],
    'title-at-company': [`${title} ${md(lang.at)} ${company}`],
    'title-pipe-company-dates': [`${title} | ${company} | ${md(dates)}`],
  }[style.roleOrder];
  const [first, ...rest] = lines;
  const head = (text: string) => (shape.roleHead === 'heading' ? `### ${text}` : `**${text}**`);
  const second = rest.map((l) => `*${l}*`);
  const bullets = role.bullets.map((b) => `${shape.bullet} ${md(b)}`);
  if (style.roleOrder === 'title-pipe-company-dates')
    return [head(first!), ...second.flatMap((l) => ['', l]), '', ...bullets];
  switch (style.datePlacement) {
    case 'inline':
      return [head(`${first} (${md(dates)})`), ...second.flatMap((l) => ['', l]), '', ...bullets];
    case 'below':
      return [head(first!), '', ...second.map((l) => `${l}  `), `*${md(dates)}*`, '', ...bullets];
    // A pipe table with no header row: the header's first line beside its dates.
    case 'right':
      return [
        `|   |   |`,
        `|:--|--:|`,
        `| **${first}** | ${md(dates)} |`,
        '',
        ...second.flatMap((l) => [l, '']),
        ...bullets,
      ];
    case 'left-column':
      return [
        `|   |   |`,
        `|:--|:--|`,
        `| ${md(dates)} | **${first}** |`,
        '',
        ...second.flatMap((l) => [l, '']),
        ...bullets,
      ];
  }
}

function schoolBlock(s: PersonSchool, style: Style, lang: VocabularyLanguage, shape: Shape): string[] {
  const dates = md(formatRange(s.start, s.end, style, lang));
  const [school, degree] = [md(s.school), md(s.degree)];
  if (shape.school === 'school-over-degree') return [`**${school}**  `, `${degree}  `, dates];
  if (shape.school === 'degree-comma-school') return [`**${degree}**, ${school} (${dates})`];
  return [`**${degree}** — ${school}  `, `*${dates}*`];
}

function skillBlock(skills: string[], style: Style, shape: Shape): string[] {
  if (shape.skills === 'line' || (style.skillsColumns === 1 && shape.skills === 'table'))
    return [skills.map(md).join(', ')];
  if (shape.skills === 'list') return skills.map((s) => `${shape.bullet} ${md(s)}`);
  const half = Math.ceil(skills.length / 2);
  const rows = skills.slice(0, half).map((s, i) => `| ${md(s)} | ${md(skills[half + i] ?? '')} |`);
  return ['|   |   |', '|:--|:--|', ...rows];
}

function contactBlock(p: Person, style: Style, pick: Pick): string[] {
  const items: [keyof typeof ICONS, string][] = [
    ['place', placeLine(p)],
    ['phone', p.phone],
    ['email', p.email],
    ['web', p.linkedin],
    ...(p.github ? [['web', p.github] as [keyof typeof ICONS, string]] : []),
  ];
  const text = items.map(([kind, value]) => (style.contactIcons ? `${ICONS[kind]} ${md(value)}` : md(value)));
  const form = pick(['dot', 'pipe', 'list', 'breaks'] as const);
  if (form === 'dot') return [text.join(' · ')];
  if (form === 'pipe') return [text.join(' \\| ')];
  if (form === 'list') return text.map((t) => `- ${t}`);
  return text.map((t, i) => (i < text.length - 1 ? `${t}  ` : t));
}

/** The resume as Markdown, and what varies in it in a few words. */
export function markdownResume(
  p: Person,
  style: Style,
  lang: VocabularyLanguage,
  pick: Pick,
): { markdown: string; covers: string } {
  const shape: Shape = {
    roleHead: pick(['heading', 'bold'] as const),
    bullet: pick(['-', '*'] as const),
    school: pick(['school-over-degree', 'degree-comma-school', 'degree-dash-school'] as const),
    skills: pick(['line', 'list', 'table'] as const),
  };
  // Upper case only where it reads back as the same letters (not "Weiß" -> "WEISS").
  const upper = fullName(p).toLocaleUpperCase();
  const same = upper.toLocaleLowerCase() === fullName(p).toLocaleLowerCase();
  const name = md(style.nameCase === 'upper' && same ? upper : fullName(p));
  const nameBlock = pick([true, false]) ? [`# ${name}`] : [name, '='.repeat(name.length)];
  const headline = pick(['**', '*', ''] as const);
  const h = lang.headings;
  const blocks: string[][] = [
    nameBlock,
    [`${headline}${md(p.headline)}${headline}`],
    contactBlock(p, style, pick),
    [heading(h.summary, style)],
    [md(p.summary)],
    [heading(h.experience, style)],
    ...p.roles.map((r) => roleBlock(r, style, lang, shape)),
    [heading(h.education, style)],
    ...p.schools.map((s) => schoolBlock(s, style, lang, shape)),
    [heading(h.skills, style)],
    skillBlock(p.skills, style, shape),
    [heading(h.languages, style)],
    [p.languages.map((l) => md(`${l.language} (${l.fluency})`)).join(', ')],
    ...(p.certifications.length
      ? [[heading(h.certifications, style)], p.certifications.map((c) => `${shape.bullet} ${md(c)}`)]
      : []),
  ];
  return {
    markdown: `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`,
    covers: `${p.language}, ${style.roleOrder}, dates ${style.datePlacement}, role head ${shape.roleHead}, schools ${shape.school}, skills ${shape.skills}`,
  };
}
