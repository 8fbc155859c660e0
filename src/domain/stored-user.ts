/**
 * A users/{uid} document as its readers see it (the account pages, the comment author, the
 * admin tabs and exports, the handlers that read a plan or a time zone). Writes go through
 * userDocSchema (user.ts); this schema also reads documents written before it: a field of the
 * wrong type reads as null, dates are also read from the strings and numbers older imports
 * hold, and the subscription is completed with its defaults. It never throws.
 */
import { z } from 'zod';
import { storedDate } from './stored-fields';
import { completeSubscription } from './user';

/** The string as stored (not trimmed: comments must carry the profile name exactly), else null. */
const text = z.string().nullable().catch(null);
const flag = z.boolean().nullable().catch(null);

const storedUserFieldsSchema = z.object({
  uid: text,
  name: text,
  email: text,
  photoURL: text,
  createdAt: storedDate,
  lastLogin: storedDate,
  timeZone: text,
  emailVerified: flag,
  disabled: flag,
  /** Sign-in providers, kept by older imports only (the Auth account is the source today). */
  providers: z
    .array(z.unknown())
    .catch([])
    .transform((list) => list.filter((p): p is string => typeof p === 'string' && p !== '')),
  /** Null when the document has no subscription map; otherwise every field filled in. */
  subscription: z.record(z.string(), z.unknown()).transform(completeSubscription).nullable().catch(null),
});

export const storedUserSchema = storedUserFieldsSchema.catch(() => storedUserFieldsSchema.parse({}));
export type StoredUser = z.infer<typeof storedUserSchema>;

export const readStoredUser = (data: unknown): StoredUser => storedUserSchema.parse(data);
