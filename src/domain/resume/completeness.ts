/**
 * What a generated resume dropped from the source (issue 16): a role whose employer (or, with
 * none, title) is gone, a bullet most of whose words are gone (rewording keeps most of them), a section
 * whose heading is gone. Tailoring may reorder and re-emphasise; it may not drop any of these,
 * so the handler repairs (or refuses) an output that did.
 */
import { isContentWord, tokens } from './fidelity/words';
import type { ParsedResume } from './types';

/** A bullet counts as kept while this share of its content words is still there. */
export const BULLET_WORDS_KEPT = 0.7;

const phrase = (s: string) => ` ${tokens(s).join(' ')} `;

export function droppedContent(source: ParsedResume, outputText: string): string[] {
  const out = phrase(outputText);
  const words = new Set(tokens(outputText));
  const has = (s: string | null | undefined) => !s || !tokens(s).length || out.includes(phrase(s));
  const dropped: string[] = [];
  for (const role of source.experience) {
    const label = [role.title, role.company].filter(Boolean).join(' — ');
    // The employer names a role; a role without one is named by its title.
    if (label && !has(role.company ?? role.title)) dropped.push(`role "${label}"`);
    for (const bullet of role.bullets) {
      const content = tokens(bullet).filter(isContentWord);
      const kept = content.filter((w) => words.has(w)).length;
      if (content.length && kept / content.length < BULLET_WORDS_KEPT)
        dropped.push(`bullet "${bullet.slice(0, 60)}"`);
    }
  }
  for (const school of source.education)
    if (school.school && !has(school.school) && !(school.degree && has(school.degree)))
      dropped.push(`education "${school.school}"`);
  for (const section of source.other)
    if (section.lines.length && !has(section.heading)) dropped.push(`section "${section.heading}"`);
  // Roles filed under a heading of their own ("Academic / Managerial") keep that heading.
  for (const group of new Set(source.experience.map((r) => r.group?.trim()).filter(Boolean)))
    if (!has(group)) dropped.push(`section "${group}"`);
  return dropped;
}
