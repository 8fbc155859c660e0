/**
 * The `exportAuthUsers` callable's contract (docs/product-rules.md 15.7) and the one way a user becomes an
 * export row, shared by the handler (Auth account + users/{uid}) and the tab's fallback that
 * reads the users collection alone. Rows are flat and JSON-safe: dates are ISO strings.
 */
import { z } from 'zod';
import { isValidDate } from '../stored-fields';
import { readStoredUser } from '../stored-user';
import { DEFAULT_SUBSCRIPTION } from '../user';

export const EXPORT_AUTH_USERS = 'exportAuthUsers';
export const EXPORT_USERS_MAX_LIMIT = 1000;

const isoInstant = z.iso.datetime({ offset: true });

export const exportAuthUsersInputSchema = z
  .object({
    limit: z.number().int().min(1).max(EXPORT_USERS_MAX_LIMIT).default(EXPORT_USERS_MAX_LIMIT),
    pageToken: z.string().min(1).max(2048).optional(),
    filters: z
      .object({
        emailVerified: z.boolean().optional(),
        // Beyond the original payload: the tab's plan and status filters, applied with the others.
        planId: z.string().min(1).max(64).optional(),
        status: z.string().min(1).max(32).optional(),
      })
      .strict()
      .optional(),
    /** Both ends inclusive; the client sends the end day's 23:59:59.999. */
    dateRange: z.object({ start: isoInstant, end: isoInstant }).strict().optional(),
  })
  .strict();
export type ExportAuthUsersInput = z.input<typeof exportAuthUsersInputSchema>;
export type ExportUserFilters = NonNullable<ExportAuthUsersInput['filters']>;

// A type alias (not an interface) so a row is a plain record for the export writers.
export type ExportUserRow = {
  uid: string;
  email: string;
  name: string;
  /** null when unknown (the collection fallback has no Auth record). */
  emailVerified: boolean | null;
  disabled: boolean | null;
  /** Sign-in providers, comma-separated (`google.com, password`). */
  providers: string;
  createdAt: string | null;
  lastLogin: string | null;
  planId: string;
  planName: string;
  subscriptionStatus: string;
  paymentProvider: string;
  amount: number;
  credits: number;
};

export interface ExportAuthUsersResult {
  success: true;
  data: ExportUserRow[];
  /** Present while more Auth accounts follow. */
  nextPageToken?: string;
}

/** What the row needs of an Auth account (functions' AuthUserRecord fits). */
export interface ExportAuthAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  disabled: boolean;
  createdAt: Date | null;
  lastSignInAt: Date | null;
  providers: string[];
}

const str = (v: string | null | undefined): string | null => (v ? v : null);
const iso = (v: Date | null | undefined): string | null => (isValidDate(v) ? v.toISOString() : null);

/** The Auth account wins for identity; the document holds the plan. Either may be missing. */
export function exportUserRow(uid: string, account: ExportAuthAccount | null, doc: unknown): ExportUserRow {
  const d = readStoredUser(doc ?? {});
  const sub = d.subscription ?? DEFAULT_SUBSCRIPTION;
  return {
    uid,
    email: str(account?.email) ?? str(d.email) ?? '',
    name: str(d.name) ?? str(account?.displayName) ?? '',
    emailVerified: account ? account.emailVerified : d.emailVerified,
    disabled: account ? account.disabled : d.disabled,
    providers: (account?.providers ?? d.providers).join(', '),
    createdAt: iso(account?.createdAt) ?? iso(d.createdAt),
    lastLogin: iso(d.lastLogin) ?? iso(account?.lastSignInAt),
    planId: sub.planId,
    planName: sub.planName,
    subscriptionStatus: sub.status,
    paymentProvider: sub.paymentProvider,
    amount: sub.amount,
    credits: sub.credits,
  };
}

export interface InstantRange {
  start: Date | null;
  end: Date | null;
}

/** The filters and the inclusive date range; a row without a creation date fails any range. */
export function userRowMatches(row: ExportUserRow, filters: ExportUserFilters, range: InstantRange): boolean {
  if (filters.emailVerified !== undefined && row.emailVerified !== filters.emailVerified) return false;
  if (filters.planId !== undefined && row.planId !== filters.planId) return false;
  if (filters.status !== undefined && row.subscriptionStatus !== filters.status) return false;
  if (range.start || range.end) {
    const t = row.createdAt ? Date.parse(row.createdAt) : NaN;
    if (Number.isNaN(t)) return false;
    if (range.start && t < range.start.getTime()) return false;
    if (range.end && t > range.end.getTime()) return false;
  }
  return true;
}
