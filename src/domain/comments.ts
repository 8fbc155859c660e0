/**
 * Community comments and Human Key reviews (docs/product-rules.md 10): the stores, the
 * document shape and the limits shared by the comments feature, the access policies and the
 * seeding handler. Pure: no I/O. The schemas are in comment-schemas.ts, so a page can show its
 * comments section (heading, composer) without zod until the comments are read.
 */
import type { CommentData } from './comment-schemas';
import { PROFILE_LIMITS } from './public-profile';

export type { CommentData };

/** One store per place: landing + Magic CV, Easy Apply, Human Key reviews. */
export const COMMENT_STORES = ['comments', 'lazyApplyComments', 'magicKeysComments'] as const;
export type CommentStore = (typeof COMMENT_STORES)[number];

export const COMMENT_LIMITS = {
  contentMax: 2000,
  /** A comment carries its author's profile name and photo exactly, so their bounds are the profile's. */
  userNameMax: PROFILE_LIMITS.nameMax,
  photoUrlMax: PROFILE_LIMITS.photoUrlMax,
  /** Top-level comments shown before "Show More Comments". */
  visibleTopLevel: 3,
  /** The live query's window; older comments drop out of the list. */
  queryLimit: 200,
} as const;

/** Keys a client may write when posting; parentId only on replies, isStaff only from staff. */
export const COMMENT_KEYS = [
  'userId',
  'userName',
  'userPhotoURL',
  'content',
  'createdAt',
  'likes',
  'parentId',
  'isStaff',
] as const;
export const REQUIRED_COMMENT_KEYS = COMMENT_KEYS.filter((k) => k !== 'parentId' && k !== 'isStaff');

/** The badge beside a staff author's name (docs/product-rules.md 10.2). */
export const STAFF_BADGE = 'Team';

export const DEFAULT_COMMENT_AUTHOR = 'Anonymous';

export type Comment = CommentData & { id: string };

export interface CommentMessages {
  post: string;
  reply: string;
  delete: string;
}

// docs/product-rules.md 10.3: the general and Easy Apply stores share one wording; Human Keys has its own.
const generalMessages: CommentMessages = {
  post: 'Failed to post comment. Please try again.',
  reply: 'Failed to post reply. Please try again.',
  delete: 'Failed to delete comment. Please try again.',
};

export const COMMENT_MESSAGES: Record<CommentStore, CommentMessages> = {
  comments: generalMessages,
  lazyApplyComments: generalMessages,
  magicKeysComments: {
    post: 'Failed to post. Please try again.',
    reply: 'Failed to reply. Please try again.',
    delete: 'Failed to delete. Please try again.',
  },
};

export const SEEDING_FAILED_MESSAGE = 'Seeding failed. Check console for details.';
export const SIGNED_OUT_PLACEHOLDER = 'Please log in to join the conversation';

/** Marks the sample reviews the admin seeds, so they can be recognised and not seeded twice. */
export const SAMPLE_USER_PREFIX = 'sample-';
