/**
 * The overview's "recent" lists (docs/product-rules.md 15.2) read from users and processedResumes through
 * schemas: a blank or wrong-typed field shows its placeholder, never breaks the list.
 */
import { z } from 'zod';
import { isValidDate, storedValidDate } from '../stored-fields';
import { readStoredUser } from '../stored-user';
import { DEFAULT_SUBSCRIPTION } from '../user';

export interface RecentUser {
  id: string;
  name: string;
  email: string;
  planId: string;
  createdAt: Date | null;
}

export interface RecentResume {
  id: string;
  jobTitle: string;
  status: string;
  processedAt: Date | null;
}

/** The text as stored when it is not blank, else the placeholder. */
const shown = (placeholder: string) =>
  z
    .string()
    .refine((s) => s.trim() !== '')
    .catch(placeholder);

const recentResumeSchema = z
  .object({ jobTitle: shown('Tailored Resume'), status: shown('completed'), processedAt: storedValidDate })
  .catch({ jobTitle: 'Tailored Resume', status: 'completed', processedAt: null });

export function toRecentUser(id: string, data: unknown): RecentUser {
  const user = readStoredUser(data);
  return {
    id,
    name: shown('No Name').parse(user.name),
    email: shown('').parse(user.email),
    planId: (user.subscription ?? DEFAULT_SUBSCRIPTION).planId,
    createdAt: isValidDate(user.createdAt) ? user.createdAt : null,
  };
}

export function toRecentResume(id: string, data: unknown): RecentResume {
  return { id, ...recentResumeSchema.parse(data) };
}
