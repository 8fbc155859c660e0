/**
 * The setDisplayName callable's contract (docs/product-rules.md 2.7): the only way a person
 * changes the name others see on their comments. firestore.rules refuses a client write of
 * users/{uid}.name, because the rules cannot read a name as the eye does (Unicode look-alikes);
 * the handler checks it against the staff words first.
 */
import { z } from 'zod';
import { PROFILE_LIMITS } from './public-profile';

export const SET_DISPLAY_NAME = 'setDisplayName';

/** The messages a refused name gets, exactly (docs/product-rules.md 2.7). */
export const DISPLAY_NAME_MESSAGES = {
  blank: 'Please enter a name.',
  tooLong: `A name can be at most ${PROFILE_LIMITS.nameMax} characters.`,
  staff:
    'This name reads as a Jobkit staff name (such as admin, moderator, support or Jobkit) and is kept for the Jobkit team. Please choose another name.',
  noAccount: 'Your account is not set up yet. Please sign out and sign in again.',
} as const;

export const displayNameInputSchema = z
  .object({
    name: z
      .string({ error: DISPLAY_NAME_MESSAGES.blank })
      .trim()
      .min(1, { error: DISPLAY_NAME_MESSAGES.blank })
      .max(PROFILE_LIMITS.nameMax, { error: DISPLAY_NAME_MESSAGES.tooLong }),
  })
  .strict();

export type DisplayNameInput = z.input<typeof displayNameInputSchema>;

export interface DisplayNameResult {
  /** The name as stored (trimmed). */
  name: string;
}
