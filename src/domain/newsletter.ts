/**
 * Blog newsletter sign-ups (docs/product-rules.md 12.3: we store the address,
 * create-only). Shared by the blog's Subscribe box and the access policy, so the client
 * and the rules agree on what a valid sign-up is.
 */
export const NEWSLETTER_COLLECTION = 'newsletterSubscribers';
export const NEWSLETTER_KEYS = ['email', 'createdAt', 'source'] as const;
export const NEWSLETTER_SOURCES = ['blog'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** RFC 5321 caps an address at 254 characters; anything longer is junk or abuse. */
export const NEWSLETTER_EMAIL_MAX = 254;

/**
 * Something@domain.tld without spaces. The same pattern stands in firestore.rules (RE2, where
 * `matches` must match the whole string).
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]+$)[^\s@]+\.[^\s@]/;

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  thanks: 'Thanks for subscribing!',
  failed: 'We could not save your subscription. Please try again.',
} as const;

/** A stored address: trimmed and lowercased, so one person does not sign up twice by case. */
export function normaliseNewsletterEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > NEWSLETTER_EMAIL_MAX) return null;
  return NEWSLETTER_EMAIL_PATTERN.test(email) ? email : null;
}
