/**
 * The product's own catalogue templates (src/domain/templates), every one in turn, printed to PDF
 * by the system Chromium as the template generator does. Their headings are English, so the
 * dates are too; the date format follows the person's style.
 */
import { TEMPLATES } from '@/domain/templates/catalogue';
import { renderTemplateHtml } from '@/domain/templates/render-template';
import type { ParsedResume } from '@/domain/resume/types';
import { expectedFields, formatDate, placeLine } from '../people/style';
import type { Person, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { eachDocument, type Family } from './family';

function toParsed(p: Person, style: Style, lang: VocabularyLanguage): ParsedResume {
  const date = (d: Parameters<typeof formatDate>[0]) => formatDate(d, style.dateFormat, lang);
  return {
    contact: {
      name: `${p.firstName} ${p.lastName}`,
      email: p.email,
      phone: p.phone,
      location: placeLine(p),
      links: [p.linkedin, ...(p.github ? [p.github] : []), ...(p.website ? [p.website] : [])],
    },
    headline: p.headline,
    summary: p.summary,
    experience: p.roles.map((r) => ({
      company: r.company,
      title: r.title,
      startDate: date(r.start),
      endDate: date(r.end),
      location: r.location,
      bullets: r.bullets,
    })),
    education: p.schools.map((s) => ({
      school: s.school,
      degree: s.degree,
      startDate: date(s.start),
      endDate: date(s.end),
      details: [],
      location: s.location,
    })),
    skills: p.skills,
    projects: [],
    certifications: p.certifications,
    other: [{ heading: 'Languages', lines: p.languages.map((l) => `${l.language} (${l.fluency})`) }],
  };
}

export const ownTemplatesFamily = (count: number): Family => ({
  id: 'own-templates',
  renderer: `the product's ${TEMPLATES.length} catalogue templates in Chromium`,
  count,
  // Every 8th (eleven documents, as many templates): its files are large, and the subset stays under 30 MB.
  subsetEvery: 12,
  render: (inputs, ctx) =>
    eachDocument(inputs, async ({ person, style }) => {
      const lang = ctx.vocab.languages.en;
      const index = Number(person.id.slice(-4)) - 1;
      const template = TEMPLATES[index % TEMPLATES.length]!;
      return {
        id: person.id,
        ext: 'pdf',
        bytes: await ctx.chrome().render(renderTemplateHtml(template, toParsed(person, style, lang))),
        expected: expectedFields(person, style, lang),
        covers: `template ${template.id}, dates ${style.dateFormat}`,
      };
    }),
});
