/**
 * Site-wide links and contact details. CONFIGURATION: the values below are placeholders
 * (example.app / example.com) until the real addresses are known; change them here only.
 */
export const site = {
  brandName: 'JobKit',
  /** The hosted browser version of Angel AI (opens in a new tab). PLACEHOLDER. */
  angelWebUrl: 'https://angel.example.app',
  /** The mobile web version of Angel AI, linked from the mobile menu. PLACEHOLDER. */
  angelMobileUrl: 'https://angel.example.app/mobile',
  /** Support address shown on pricing, support and legal pages. PLACEHOLDER. */
  supportEmail: 'support@example.com',
} as const;

/**
 * Google accounts offered by the local-mode account chooser (the Auth emulator cannot open
 * Google's popup offline). Any other address can be typed into the chooser's form.
 */
export const demoGoogleAccounts: ReadonlyArray<{ email: string; name: string }> = [
  { email: 'new.user@gmail.test', name: 'New User' },
  { email: 'returning.user@gmail.test', name: 'Returning User' },
];
