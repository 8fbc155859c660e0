/**
 * What a download button says when its installer is not configured (docs/product-rules.md 8.3):
 * the button stays, disabled, so the visitor learns the build exists but is not published yet.
 */
export const notAvailable = (what: string) => `${what} not available yet`;

/** The Checksum line of a build whose SHA-256 is not configured. */
export const CHECKSUM_NOT_PUBLISHED = 'Checksum not published yet';
