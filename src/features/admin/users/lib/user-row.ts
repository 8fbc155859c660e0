/**
 * A users/{uid} document as one row of the admin table, and how its values are shown
 * (docs/product-rules.md 15.3: 'No Name', 'N/A', 'Invalid date', 'Never').
 */
import type { DocData, DocSnapshot } from '@/backend/ports';
import { readStoredUser } from '@/domain/stored-user';
import { DEFAULT_SUBSCRIPTION } from '@/domain/user';

export interface UserRow {
  id: string;
  /** Null when the document has no usable name (shown as 'No Name'). */
  name: string | null;
  email: string;
  planId: string;
  status: string;
  /** Null when missing; an Invalid Date when unparsable (shown 'Invalid date'). */
  createdAt: Date | null;
  lastLogin: Date | null;
  /** The whole document, for the edit form. */
  data: DocData;
}

export function toUserRow(snap: DocSnapshot): UserRow {
  const user = readStoredUser(snap.data);
  const sub = user.subscription ?? DEFAULT_SUBSCRIPTION;
  return {
    id: snap.id,
    name: user.name?.trim() || null,
    email: user.email?.trim() ?? '',
    planId: sub.planId.trim() || 'free',
    status: sub.status.trim() || 'inactive',
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
    data: snap.data,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Stored dates arrive as Date; older imports may hold strings or numbers. */
export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) return 'Invalid date';
  return dateFormat.format(date);
}

export function formatLastLogin(value: unknown): string {
  return value === null || value === undefined || value === '' ? 'Never' : formatDate(value);
}

export const displayName = (row: Pick<UserRow, 'name'>) => row.name ?? 'No Name';
