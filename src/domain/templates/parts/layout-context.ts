/** What a layout renderer receives (ready-made, escaped fragments) and what it returns. */
import type { TemplateDesign } from '../catalogue';
import type { ParsedResume } from '../../resume/types';
import { contactList, nameBlock } from './contact';
import { photoImg } from './photo';
import { buildSections, type SectionSet } from './sections';
import { esc, initials } from './text';

export interface LayoutContext {
  design: TemplateDesign;
  resume: ParsedResume;
  sections: SectionSet;
  /** `<h1 class="name">` plus the headline. */
  name: string;
  contactRow: string;
  contactStack: string;
  /** The `<img>`, or '' when no photo was given or the design has no place for one. */
  photo: string;
  /** Escaped initials for monogram marks ('' without a name). */
  monogram: string;
}

export interface LayoutOutput {
  /** Layout CSS, appended after the base, heading and skill styles. */
  css: string;
  /** The inside of `<body>`: one `.page` element. */
  body: string;
}

export type LayoutRenderer = (ctx: LayoutContext) => LayoutOutput;

export function buildContext(
  design: TemplateDesign,
  resume: ParsedResume,
  photoUrl: string | null,
): LayoutContext {
  return {
    design,
    resume,
    sections: buildSections(resume, design.icons, design.skillStyle),
    name: nameBlock(resume.contact.name, resume.headline),
    contactRow: contactList(resume.contact, 'row', design.icons),
    contactStack: contactList(resume.contact, 'stack', design.icons),
    photo: photoImg(photoUrl, design.photo),
    monogram: esc(initials(resume.contact.name)),
  };
}

/** Summary, experience, projects, education, skills, certifications, other: the ATS order. */
export function singleColumnOrder(ctx: LayoutContext): string[] {
  const s = ctx.sections;
  const career = [s.experience, s.projects];
  const study = [s.education];
  const [first, second] = ctx.design.educationFirst ? [study, career] : [career, study];
  return [s.summary, ...first, ...second, s.skills, s.certifications, ...s.other].filter(Boolean);
}

/** Main column: the story. Side column: the facts. */
export function splitOrder(ctx: LayoutContext): { main: string[]; side: string[] } {
  const s = ctx.sections;
  const main = ctx.design.educationFirst
    ? [s.summary, s.education, s.experience, s.projects]
    : [s.summary, s.experience, s.projects];
  const side = ctx.design.educationFirst
    ? [s.skills, s.certifications, ...s.other]
    : [s.skills, s.education, s.certifications, ...s.other];
  return { main: main.filter(Boolean), side: side.filter(Boolean) };
}
