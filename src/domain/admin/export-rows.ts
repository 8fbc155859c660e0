/**
 * Stored documents as flat, JSON-safe export rows (dates as ISO strings), one mapper per
 * source. Order records differ by provider and age (older records use other
 * field names), so each field reads every spelling those records use.
 */
import { plainValue, type ExportRow } from './export-format';
import type { CommentStore } from '../comments';
import type { PaymentProviderId } from '../payments/contract';

type Doc = Record<string, unknown>;

const first = (...values: unknown[]): unknown =>
  values.find((v) => v !== undefined && v !== null && v !== '');
const flat = (v: unknown): unknown => (v === undefined ? null : plainValue(v));

/** processedResumes and processedTemplates: their fields as stored, with the id. */
export function recordRow(id: string, doc: Doc, fields: readonly string[]): ExportRow {
  return Object.fromEntries(fields.map((f) => [f, f === 'id' ? id : flat(doc[f])]));
}

export function paymentRow(id: string, provider: PaymentProviderId, doc: Doc): ExportRow {
  const sub = (doc.subscription && typeof doc.subscription === 'object' ? doc.subscription : {}) as Doc;
  return {
    id,
    provider,
    userId: flat(first(doc.uid, doc.userId)),
    userName: flat(first(doc.name, doc.userName)),
    userEmail: flat(first(doc.email, doc.userEmail)),
    planId: flat(first(doc.planId, sub.planId)),
    planName: flat(first(doc.planName, sub.planName)),
    amount: flat(first(doc.amount, sub.amount)),
    currency: flat(doc.currency),
    status: flat(doc.status),
    transactionId: flat(first(doc.transactionId, doc.paymentId, sub.transactionId)),
    createdAt: flat(first(doc.createdAt, doc.startDate, sub.startDate)),
  };
}

/** docs/product-rules.md 15.7: the three comment stores, labelled. */
export const COMMENT_STORE_LABELS: Record<CommentStore, string> = {
  comments: 'General',
  lazyApplyComments: 'LazyApply',
  magicKeysComments: 'Human Keys',
};

export function commentRow(id: string, store: CommentStore, doc: Doc): ExportRow {
  return {
    id,
    source: COMMENT_STORE_LABELS[store],
    userId: flat(doc.userId),
    userName: flat(doc.userName),
    content: flat(doc.content),
    likes: Array.isArray(doc.likes) ? doc.likes.length : 0,
    parentId: flat(doc.parentId),
    createdAt: flat(doc.createdAt),
  };
}

/** Newest first by an ISO date field; rows without the date go last. */
export function newestFirst(rows: ExportRow[], field: string): ExportRow[] {
  const t = (r: ExportRow) => (typeof r[field] === 'string' ? Date.parse(r[field]) : NaN);
  return [...rows].sort((a, b) => {
    const ta = t(a);
    const tb = t(b);
    if (Number.isNaN(ta)) return Number.isNaN(tb) ? 0 : 1;
    if (Number.isNaN(tb)) return -1;
    return tb - ta;
  });
}
