/**
 * The base resume (issue 16): the structured resume a person reviewed and corrected ("Review what
 * we read"), kept per user in baseResumes/{uid} and offered the next time instead of reading the
 * file again. Only the saveBaseResume / deleteBaseResume handlers write it (zod-checked, the
 * caller's own uid); the owner reads it (firestore.rules).
 */
import { z } from 'zod';
import { MAX_RESUME_TEXT } from '../magic-cv/contract';
import { parsedResumeSchema } from './resume-schema';
import type { ParsedResume } from './types';

export const BASE_RESUMES = 'baseResumes';
export const SAVE_BASE_RESUME = 'saveBaseResume';
export const DELETE_BASE_RESUME = 'deleteBaseResume';

export const baseResumePath = (uid: string) => `${BASE_RESUMES}/${uid}`;

export const saveBaseResumeInputSchema = z
  .object({
    resume: parsedResumeSchema,
    /** The text the resume was read from (a file's text or the paste): what the honesty check compares with. */
    sourceText: z.string().trim().max(MAX_RESUME_TEXT),
    /** The file it came from, shown as "Saved from resume.pdf". */
    sourceName: z.string().trim().max(200).nullable().default(null),
  })
  .strict();
export type SaveBaseResumeInput = z.input<typeof saveBaseResumeInputSchema>;

/** baseResumes/{uid} as the client reads it (updatedAt arrives as a Date from every adapter). */
export const baseResumeDocSchema = z.object({
  userId: z.string(),
  resume: parsedResumeSchema,
  sourceText: z.string(),
  sourceName: z.string().nullable().default(null),
  updatedAt: z.date(),
});

export interface BaseResume {
  userId: string;
  resume: ParsedResume;
  sourceText: string;
  sourceName: string | null;
  updatedAt: Date;
}
