/**
 * Plain-text resumes as people type them: headings underlined, in capitals or followed by a
 * colon; roles in every line order; dates padded into a left column, pushed to the right margin,
 * inline or on a line of their own; bullets "-", "*" or "•"; skills in one or two columns.
 */
import { formatRange, expectedFields, placeLine } from '../people/style';
import type { Person, PersonRole, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { eachDocument, type Family } from './family';

const WIDTH = 78;

type HeadingMark = 'underline' | 'colon' | 'plain' | 'ruled';

function heading(text: string, style: Style, mark: HeadingMark): string[] {
  const t = style.headingCase === 'upper' ? text.toLocaleUpperCase() : text;
  if (mark === 'underline') return ['', t, '='.repeat(t.length)];
  if (mark === 'colon') return ['', `${t}:`];
  if (mark === 'ruled') return ['', '-'.repeat(40), t, '-'.repeat(40)];
  return ['', t];
}

const padRight = (left: string, right: string) =>
  `${left}${' '.repeat(Math.max(2, WIDTH - left.length - right.length))}${right}`;

function roleLines(role: PersonRole, style: Style, lang: VocabularyLanguage, bullet: string): string[] {
  const dates = formatRange(role.start, role.end, style, lang);
  const { company, title } = role;
  const head: string[] = {
    'title-over-company': [title, `${company}, ${role.location}`],
    'company-over-title': [`${company} — ${role.location}`, title],
    'company-comma-title': [`${company}, ${title}`],
    'title-at-company': [`${title} ${lang.at} ${company}`],
    'title-pipe-company-dates': [`${title} | ${company} | ${dates}`],
  }[style.roleOrder];
  const withDates =
    style.roleOrder === 'title-pipe-company-dates'
      ? head
      : style.datePlacement === 'left-column'
        ? head.map((l, i) => `${(i === 0 ? dates : '').padEnd(26)}${l}`)
        : style.datePlacement === 'right'
          ? [padRight(head[0]!, dates), ...head.slice(1)]
          : style.datePlacement === 'inline'
            ? [`${head[0]} (${dates})`, ...head.slice(1)]
            : [...head, dates];
  const indent =
    style.datePlacement === 'left-column' && style.roleOrder !== 'title-pipe-company-dates'
      ? ' '.repeat(26)
      : '';
  return ['', ...withDates, ...role.bullets.map((b) => `${indent}${bullet} ${b}`)];
}

function skillLines(skills: string[], columns: 1 | 2): string[] {
  if (columns === 1) return [skills.join(', ')];
  const half = Math.ceil(skills.length / 2);
  return skills
    .slice(0, half)
    .map((s, i) => `- ${s.padEnd(34)}${skills[half + i] ? `- ${skills[half + i]}` : ''}`.trimEnd());
}

export function plainTextResume(
  p: Person,
  style: Style,
  lang: VocabularyLanguage,
  pick: <T>(x: readonly T[]) => T,
): string {
  const mark = pick(['underline', 'colon', 'plain', 'ruled'] as const);
  const bullet = pick(['-', '*', '•']);
  const h = lang.headings;
  const name =
    style.nameCase === 'upper'
      ? `${p.firstName} ${p.lastName}`.toLocaleUpperCase()
      : `${p.firstName} ${p.lastName}`;
  const nameLines =
    style.nameLines === 2
      ? name.split(' ').length > 1
        ? [name.slice(0, name.indexOf(' ')), name.slice(name.indexOf(' ') + 1)]
        : [name]
      : [name];
  const contact = [placeLine(p), p.phone, p.email, p.linkedin, ...(p.github ? [p.github] : [])];
  const contactLines = pick([true, false]) ? [contact.join(' | ')] : contact;
  const lines = [
    ...nameLines,
    p.headline,
    ...contactLines,
    ...heading(h.summary, style, mark),
    p.summary,
    ...heading(h.experience, style, mark),
    ...p.roles.flatMap((r) => roleLines(r, style, lang, bullet)),
    ...heading(h.education, style, mark),
    ...p.schools.flatMap((s) => ['', s.degree, padRight(s.school, formatRange(s.start, s.end, style, lang))]),
    ...heading(h.skills, style, mark),
    ...skillLines(p.skills, style.skillsColumns),
    ...heading(h.languages, style, mark),
    p.languages.map((l) => `${l.language} (${l.fluency})`).join(', '),
    ...(p.certifications.length
      ? [...heading(h.certifications, style, mark), ...p.certifications.map((c) => `${bullet} ${c}`)]
      : []),
  ];
  return `${lines.join('\n')}\n`;
}

export const plainTextFamily = (count: number): Family => ({
  id: 'plain-text',
  renderer: 'plain UTF-8 text, typed layouts',
  count,
  render: (inputs, ctx) =>
    eachDocument(inputs, ({ person, style, pick }) => {
      const lang = ctx.vocab.languages[person.language];
      return {
        id: person.id,
        ext: 'txt',
        bytes: new TextEncoder().encode(plainTextResume(person, style, lang, pick)),
        expected: expectedFields(person, style, lang),
        covers: `${person.language}, ${style.roleOrder}, dates ${style.datePlacement}, ${style.nameLines}-line name`,
      };
    }),
});
