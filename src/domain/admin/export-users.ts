/**
 * The `exportAuthUsers` callable's contract (docs/product-rules.md 15.7) and the one way a user becomes an
 * export row, shared by the handler (Auth account + users/{uid}) and the tab's fallback that
 * reads the users collection alone. Rows are flat and JSON-safe: dates are ISO strings.
 */
import { z } from 'zod';

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

export interface ExportUserRow {
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
}

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

type Doc = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const iso = (v: unknown): string | null =>
  v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : null;

/** The Auth account wins for identity; the document holds the plan. Either may be missing. */
export function exportUserRow(
  uid: string,
  account: ExportAuthAccount | null,
  doc: Doc | null,
): ExportUserRow {
  const d = doc ?? {};
  const sub = (d.subscription && typeof d.subscription === 'object' ? d.subscription : {}) as Doc;
  const providers =
    account?.providers ?? (Array.isArray(d.providers) ? d.providers.filter((p) => str(p)) : []);
  return {
    uid,
    email: str(account?.email) ?? str(d.email) ?? '',
    name: str(d.name) ?? str(account?.displayName) ?? '',
    emailVerified: account ? account.emailVerified : bool(d.emailVerified),
    disabled: account ? account.disabled : bool(d.disabled),
    providers: providers.join(', '),
    createdAt: iso(account?.createdAt) ?? iso(d.createdAt),
    lastLogin: iso(d.lastLogin) ?? iso(account?.lastSignInAt),
    planId: str(sub.planId) ?? 'free',
    planName: str(sub.planName) ?? 'Free',
    subscriptionStatus: str(sub.status) ?? 'inactive',
    paymentProvider: str(sub.paymentProvider) ?? 'none',
    amount: num(sub.amount),
    credits: num(sub.credits),
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
