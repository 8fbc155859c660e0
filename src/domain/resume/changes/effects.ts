/**
 * What each change does to the match score (issue 39 item 4, "the score's change explained by those
 * changes"): the score of the version as it stands against the same version without that change
 * (for a change the person undid: what taking the undo back would give). Changes interact (moving a
 * bullet up matters less once the summary names the same skill), so the effects need not add up to
 * the whole change; the result says so.
 */
import type { ParsedResume } from '../types';
import type { ResumeChange } from './change-schema';
import { versionWith, type Revision } from './revision';

export function withEffects(
  rev: Revision,
  undone: ReadonlySet<string>,
  score: (resume: ParsedResume) => number,
): ResumeChange[] {
  const now = score(versionWith(rev, undone));
  return rev.changes.map((change) => {
    const other = new Set(undone);
    if (undone.has(change.id)) other.delete(change.id);
    else other.add(change.id);
    const without = score(versionWith(rev, other));
    return { ...change, effect: undone.has(change.id) ? without - now : now - without };
  });
}
