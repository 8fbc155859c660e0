/**
 * "I have this" on a finished run (issue 39 item 4, "added from a confirmation"): the confirmed
 * requirement joins this run's tailored resume as the person's own statement, the same way it joins
 * their saved resume (confirm-requirement.ts), and each line it adds is a change they can undo.
 */
import { CONFIRMED_HEADING, withConfirmations, type Confirmation } from '../confirm-requirement';
import type { ChangePlace, ResumeChange } from './change-schema';
import type { Revision } from './revision';

const placeId = (p: ChangePlace) => (p.list === 'other' ? `other:${p.heading}` : p.list);

/** The revision with the confirmed lines added to its tailored resume, each an `added` change. */
export function withConfirmed(rev: Revision, confirmations: readonly Confirmation[]): Revision {
  const t = rev.tailored;
  const next = withConfirmations(t, confirmations);
  if (next === t) return rev;
  const changes: ResumeChange[] = [...rev.changes];
  const add = (place: ChangePlace, where: string, before: readonly string[], after: readonly string[]) => {
    for (const line of after.slice(before.length)) {
      const id = `added:${placeId(place)}:${line}`.slice(0, 100);
      if (!changes.some((c) => c.id === id))
        changes.push({ id, kind: 'added', where, effect: 0, place, after: line });
    }
  };
  add({ list: 'skills' }, 'Skills', t.skills, next.skills);
  add({ list: 'certifications' }, 'Certifications', t.certifications, next.certifications);
  const had = t.other.find((o) => o.heading === CONFIRMED_HEADING)?.lines ?? [];
  const has = next.other.find((o) => o.heading === CONFIRMED_HEADING)?.lines ?? [];
  add({ list: 'other', heading: CONFIRMED_HEADING }, CONFIRMED_HEADING, had, has);
  const extra = next.skills.length - t.skills.length;
  return {
    ...rev,
    tailored: next,
    sources: { ...rev.sources, skills: [...rev.sources.skills, ...Array<number>(extra).fill(-1)] },
    changes,
  };
}
