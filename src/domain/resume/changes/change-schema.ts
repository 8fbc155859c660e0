/**
 * "What we changed" (issue 39 item 4; docs/architecture.md 4.5): each change a tailoring made to the
 * person's base resume, as the result lists it and as the server stores it with the run. A change
 * has a stable id, so the person can undo it (and take the undo back) before downloading; the PDF and
 * the history record follow (functions/src/handlers/revise-tailored.ts).
 *
 * Kinds, as the result names them:
 * - `summary`: the summary rewritten for the job (or written where the resume had none);
 * - `moved`: a role's bullets, the skills or the projects put in another order;
 * - `reworded`: one bullet's words changed (a tidy-up of spaces, a closing full stop or the first
 *   letter's case is not a change);
 * - `added`: a skill, certification or line the person confirmed with "I have this".
 */
import { z } from 'zod';
import { MAX_RESUME_TEXT } from '../../magic-cv/limits';

export const CHANGE_KINDS = ['summary', 'moved', 'reworded', 'added'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The name each kind has on the page. */
export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  summary: 'Summary rewritten',
  moved: 'Moved',
  reworded: 'Reworded',
  added: 'Added from your confirmation',
};

/** Bounded by the longest resume a run takes (MAX_RESUME_TEXT), so no change of a real resume is refused. */
const text = z.string().max(MAX_RESUME_TEXT);

/** Where a change stands: a role's bullets (by the role's place in the tailored resume), or a list. */
const placeSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('bullets'), role: z.number().int().min(0) }),
  z.object({ list: z.literal('skills') }),
  z.object({ list: z.literal('projects') }),
  z.object({ list: z.literal('certifications') }),
  z.object({ list: z.literal('other'), heading: text }),
]);
export type ChangePlace = z.infer<typeof placeSchema>;

const common = {
  id: z.string().min(1).max(100),
  /** Where it is, in the person's words ("Senior Engineer, Acme", "Skills"). */
  where: text,
  /** Points the match score gains from it (negative: loses); computed with the other changes kept. */
  effect: z.number().int().default(0),
};

export const resumeChangeSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('summary'), before: text.nullable(), after: text.nullable() }),
  z.object({
    ...common,
    kind: z.literal('moved'),
    place: placeSchema,
    /** The lines in their new order (what moved, as the person reads it). */
    after: z.array(text),
    before: z.array(text),
  }),
  z.object({
    ...common,
    kind: z.literal('reworded'),
    place: placeSchema,
    /** The bullet's place in the base resume's role. */
    index: z.number().int().min(0),
    before: text,
    after: text,
  }),
  z.object({ ...common, kind: z.literal('added'), place: placeSchema, after: text }),
]);
export type ResumeChange = z.infer<typeof resumeChangeSchema>;

export const MAX_CHANGES = 2000;
export const changeListSchema = z.array(resumeChangeSchema).max(MAX_CHANGES);
