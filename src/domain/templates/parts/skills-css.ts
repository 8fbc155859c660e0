/** Skill-list treatments (the list markup is the same `<ul class="skills skills-{style}">`). */
import type { SkillStyle } from '../catalogue';

const STYLES: Record<SkillStyle, string> = {
  pills: `.skills-pills { display: flex; flex-wrap: wrap; gap: .38em; }
.skills-pills li { padding: .16em .72em; border-radius: 999px; background: var(--tint); font-size: .92em; }`,
  'outline-pills': `.skills-outline-pills { display: flex; flex-wrap: wrap; gap: .38em; }
.skills-outline-pills li { padding: .12em .6em; border-radius: .4em; font-size: .92em;
  border: 1px solid color-mix(in srgb, var(--accent) 55%, transparent); }`,
  columns: `.skills-columns { display: grid; grid-template-columns: repeat(auto-fill, minmax(30mm, 1fr));
  gap: .22em 1em; }
.skills-columns li { position: relative; padding-left: .95em; }
.skills-columns li::before { content: ''; position: absolute; left: 0; top: .52em; width: .38em;
  height: .38em; background: var(--accent); }`,
  inline: `.skills-inline li { display: inline; }
.skills-inline li + li::before { content: '\\00B7'; margin: 0 .4em 0 .1em; color: var(--accent); font-weight: 700; }`,
  bars: `.skills-bars { display: grid; grid-template-columns: repeat(auto-fill, minmax(25mm, 1fr)); gap: .32em .8em; }
.skills-bars li { padding: .1em 0 .1em .6em; border-left: 3px solid var(--accent);
  background: linear-gradient(to right, var(--tint), transparent 85%); }`,
};

export function skillsCss(style: SkillStyle): string {
  return `.skills { list-style: none; padding: 0; margin: 0; }\n${STYLES[style]}`;
}
