/**
 * The stored comment's schemas (docs/product-rules.md 10), apart from comments.ts's constants: the
 * comments section loads them with the comments, as it nears the view.
 */
import { z } from 'zod';
import { COMMENT_LIMITS, DEFAULT_COMMENT_AUTHOR } from './comments';

/** A stored comment as the list reads it; lenient so one odd document never breaks the list. */
export const commentSchema = z.object({
  userId: z.string(),
  userName: z.string().catch(DEFAULT_COMMENT_AUTHOR),
  userPhotoURL: z.string().nullable().catch(null),
  content: z.string().catch(''),
  createdAt: z.date().nullable().catch(null),
  likes: z.array(z.string()).catch([]),
  parentId: z.string().optional().catch(undefined),
  /** Posted by staff (the admin claim, which firestore.rules holds it to): the Team badge. */
  isStaff: z.boolean().catch(false),
});

export type CommentData = z.infer<typeof commentSchema>;

/**
 * A comment as the server writes it (the sample reviews): the keys and bounds firestore.rules
 * holds a client's post to, with the time as a date.
 */
export const commentWriteSchema = z
  .object({
    userId: z.string().min(1),
    userName: z.string().min(1).max(COMMENT_LIMITS.userNameMax),
    userPhotoURL: z.string().max(COMMENT_LIMITS.photoUrlMax).nullable(),
    content: z.string().min(1).max(COMMENT_LIMITS.contentMax),
    createdAt: z.date(),
    likes: z.array(z.string()),
    parentId: z.string().min(1).optional(),
    isStaff: z.boolean().optional(),
  })
  .strict();
