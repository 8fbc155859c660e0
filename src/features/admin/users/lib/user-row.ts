/**
 * A users/{uid} document as one row of the admin table, and how its values are shown
 * (docs/product-rules.md 15.3: 'No Name', 'N/A', 'Invalid date', 'Never').
 */
import type { DocData, DocSnapshot } from '@/backend/ports';

export interface UserRow {
  id: string;
  /** Null when the document has no usable name (shown as 'No Name'). */
  name: string | null;
  email: string;
  planId: string;
  status: string;
  createdAt: unknown;
  lastLogin: unknown;
  /** The whole document, for the edit form. */
  data: DocData;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function toUserRow(snap: DocSnapshot): UserRow {
  const d = snap.data;
  const sub = (d.subscription && typeof d.subscription === 'object' ? d.subscription : {}) as DocData;
  return {
    id: snap.id,
    name: text(d.name) || null,
    email: text(d.email),
    planId: text(sub.planId) || 'free',
    status: text(sub.status) || 'inactive',
    createdAt: d.createdAt,
    lastLogin: d.lastLogin,
    data: d,
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
