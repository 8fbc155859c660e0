/**
 * Tool ideas sent from the landing page's idea dialog (docs/product-rules.md 17; the fields were
 * not specified, so they are ours: name, e-mail, idea). Shared by the form, the access policy
 * (server/access/ideas.ts) and, through the same numbers, firestore.rules. Pure: no I/O.
 */
import { z } from 'zod';

export const IDEAS_COLLECTION = 'ideas';

export const IDEA_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  ideaMin: 10,
  ideaMax: 2000,
} as const;

/** Exactly the keys a stored idea has; the rules refuse any other. */
export const IDEA_KEYS = ['name', 'email', 'idea', 'userId', 'createdAt'] as const;

/**
 * The e-mail check of the rules (RE2, whole string): looser than the form's, so anything the
 * form accepts is stored, while a hand-made write still needs something like an address.
 */
export const IDEA_EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

export const IDEA_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${IDEA_LIMITS.nameMax} characters.`,
  emailInvalid: 'Please enter a valid e-mail address.',
  ideaTooShort: `Please describe your idea in at least ${IDEA_LIMITS.ideaMin} characters.`,
  ideaTooLong: `Please keep your idea under ${IDEA_LIMITS.ideaMax} characters.`,
  sent: 'Thank you! Your idea has been sent to our team.',
  failed: 'Sorry, we could not send your idea. Please try again.',
} as const;

/** The dialog's form; values are trimmed before they are checked and stored. */
export const ideaFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, IDEA_MESSAGES.nameRequired)
    .max(IDEA_LIMITS.nameMax, IDEA_MESSAGES.nameTooLong),
  email: z
    .string()
    .trim()
    .max(IDEA_LIMITS.emailMax, IDEA_MESSAGES.emailInvalid)
    .pipe(z.email(IDEA_MESSAGES.emailInvalid)),
  idea: z
    .string()
    .trim()
    .min(IDEA_LIMITS.ideaMin, IDEA_MESSAGES.ideaTooShort)
    .max(IDEA_LIMITS.ideaMax, IDEA_MESSAGES.ideaTooLong),
});

export type IdeaFormInput = z.input<typeof ideaFormSchema>;
export type IdeaFormValues = z.output<typeof ideaFormSchema>;
