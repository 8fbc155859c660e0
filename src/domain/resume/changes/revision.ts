/**
 * A tailored resume as a set of changes to the base resume (issue 39 item 4): `listChanges` finds
 * them, `versionWith` draws the tailored resume with any of them undone. The tailored resume is what
 * the engine made (the offline engine's own structure; an AI's output as read back); each line keeps
 * where it came from in the base resume (`sources`), so a change is undone by putting that line's
 * words or place back, whatever else is undone with it.
 */
import type { ExperienceEntry, ParsedResume } from '../types';
import type { ChangePlace, ResumeChange } from './change-schema';
import { lineKey, pairLines, reordered } from './pair-lines';

export interface Sources {
  /** Per tailored role, per bullet: the bullet's place in the paired base role, or -1. */
  bullets: number[][];
  skills: number[];
  projects: number[];
}

export interface Revision {
  base: ParsedResume;
  tailored: ParsedResume;
  sources: Sources;
  changes: ResumeChange[];
}

const roleKey = (r: ExperienceEntry) => `${lineKey(r.title ?? '')}|${lineKey(r.company ?? '')}`;

/** A role as the person reads it: "Senior Engineer, Acme". */
export const roleName = (r: ExperienceEntry): string =>
  [r.title, r.company].filter(Boolean).join(', ') || 'Experience';

/**
 * Which base role each tailored role is: the same place when both resumes list the same roles (the
 * structural round trip holds every kept version to that), else the first unpaired role with the
 * same title and employer; -1 when none.
 */
function pairRoles(base: readonly ExperienceEntry[], tailored: readonly ExperienceEntry[]): number[] {
  if (base.length === tailored.length && base.every((r, i) => roleKey(r) === roleKey(tailored[i]!)))
    return base.map((_, i) => i);
  const used = new Set<number>();
  return tailored.map((r) => {
    const i = base.findIndex((b, j) => !used.has(j) && roleKey(b) === roleKey(r));
    if (i >= 0) used.add(i);
    return i;
  });
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  lineKey(a ?? '') === lineKey(b ?? '');

export function listChanges(base: ParsedResume, tailored: ParsedResume): Revision {
  const changes: ResumeChange[] = [];
  if (!sameText(base.summary, tailored.summary))
    changes.push({
      id: 'summary',
      kind: 'summary',
      where: 'Summary',
      effect: 0,
      before: base.summary,
      after: tailored.summary,
    });

  const roles = pairRoles(base.experience, tailored.experience);
  const bullets = tailored.experience.map((role, r) => {
    const from = base.experience[roles[r]!];
    if (!from) return role.bullets.map(() => -1);
    const source = pairLines(from.bullets, role.bullets);
    const where = roleName(role);
    const place: ChangePlace = { list: 'bullets', role: r };
    if (reordered(source))
      changes.push({
        id: `moved:bullets:${r}`,
        kind: 'moved',
        where,
        effect: 0,
        place,
        before: from.bullets,
        after: role.bullets,
      });
    source.forEach((i, p) => {
      if (i >= 0 && !sameText(from.bullets[i], role.bullets[p]))
        changes.push({
          id: `reworded:${r}:${i}`,
          kind: 'reworded',
          where,
          effect: 0,
          place,
          index: i,
          before: from.bullets[i]!,
          after: role.bullets[p]!,
        });
    });
    return source;
  });

  const skills = pairLines(base.skills, tailored.skills);
  if (reordered(skills))
    changes.push({
      id: 'moved:skills',
      kind: 'moved',
      where: 'Skills',
      effect: 0,
      place: { list: 'skills' },
      before: base.skills,
      after: tailored.skills,
    });
  const projects = pairLines(
    base.projects.map((p) => p.name),
    tailored.projects.map((p) => p.name),
  );
  if (reordered(projects))
    changes.push({
      id: 'moved:projects',
      kind: 'moved',
      where: 'Projects',
      effect: 0,
      place: { list: 'projects' },
      before: base.projects.map((p) => p.name),
      after: tailored.projects.map((p) => p.name),
    });
  return { base, tailored, sources: { bullets, skills, projects }, changes };
}

/** Items back in their base order (stable; items from nowhere after them). */
function inBaseOrder<T>(items: readonly T[], source: readonly number[]): T[] {
  const rank = (i: number) => (source[i]! >= 0 ? source[i]! : Number.MAX_SAFE_INTEGER);
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.i) - rank(b.i) || a.i - b.i)
    .map((x) => x.item);
}

const samePlace = (a: ChangePlace, b: ChangePlace) =>
  a.list === b.list &&
  (a.list !== 'bullets' || b.list !== 'bullets' || a.role === b.role) &&
  (a.list !== 'other' || b.list !== 'other' || a.heading === b.heading);

/** The tailored resume with the changes named in `undone` put back as the base resume has them. */
export function versionWith(rev: Revision, undone: ReadonlySet<string>): ParsedResume {
  const off = rev.changes.filter((c) => undone.has(c.id));
  const movedBack = (place: ChangePlace) => off.some((c) => c.kind === 'moved' && samePlace(c.place, place));
  const removed = (place: ChangePlace, line: string) =>
    off.some((c) => c.kind === 'added' && samePlace(c.place, place) && c.after === line);
  const summary = off.find((c) => c.kind === 'summary');
  const t = rev.tailored;

  const experience = t.experience.map((role, r) => {
    const place: ChangePlace = { list: 'bullets', role: r };
    const source = rev.sources.bullets[r] ?? [];
    const lines = role.bullets.map((text, p) => {
      const i = source[p] ?? -1;
      const back = off.find(
        (c) => c.kind === 'reworded' && samePlace(c.place, place) && c.index === i && i >= 0,
      );
      return back?.kind === 'reworded' ? back.before : text;
    });
    return { ...role, bullets: movedBack(place) ? inBaseOrder(lines, source) : lines };
  });
  const skillsPlace: ChangePlace = { list: 'skills' };
  const skills = (movedBack(skillsPlace) ? inBaseOrder(t.skills, rev.sources.skills) : t.skills).filter(
    (s) => !removed(skillsPlace, s),
  );
  const projects = movedBack({ list: 'projects' })
    ? inBaseOrder(t.projects, rev.sources.projects)
    : t.projects;
  return {
    ...t,
    summary: summary?.kind === 'summary' ? summary.before : t.summary,
    experience,
    skills,
    projects,
    certifications: t.certifications.filter((c) => !removed({ list: 'certifications' }, c)),
    other: t.other
      .map((o) => ({
        ...o,
        lines: o.lines.filter((l) => !removed({ list: 'other', heading: o.heading }, l)),
      }))
      .filter((o) => o.lines.length > 0 || rev.base.other.some((b) => b.heading === o.heading)),
  };
}
