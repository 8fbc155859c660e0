/**
 * The edit form's text state for one user document, and the changes it sends: only fields the
 * admin touched, so a stored value the form cannot show exactly (a Date in an extra field, a
 * plan id outside the list) is never rewritten by merely opening and saving the form.
 */
import type { DocData } from '@/backend/ports';
import {
  extraFieldText,
  KNOWN_USER_FIELDS,
  parseAmount,
  parseCredits,
  parseExtraField,
  type UserChanges,
} from '@/domain/admin/user-edit';
import { storedMap } from '@/domain/stored-fields';

export interface EditValues {
  name: string;
  photoURL: string;
  emailVerified: boolean;
  disabled: boolean;
  planId: string;
  planName: string;
  status: string;
  paymentProvider: string;
  transactionId: string;
  amount: string;
  credits: string;
  /** Unknown top-level fields, as text. */
  extras: Record<string, string>;
}

export const SUBSCRIPTION_TEXT_FIELDS = [
  'planId',
  'planName',
  'status',
  'paymentProvider',
  'transactionId',
] as const;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '0');

export function subscriptionOf(data: DocData): DocData {
  return storedMap.parse(data.subscription);
}

export function editValuesOf(data: DocData): EditValues {
  const sub = subscriptionOf(data);
  const extras: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!KNOWN_USER_FIELDS.includes(key)) extras[key] = extraFieldText(value);
  }
  return {
    name: str(data.name),
    photoURL: str(data.photoURL),
    emailVerified: data.emailVerified === true,
    disabled: data.disabled === true,
    planId: str(sub.planId),
    planName: str(sub.planName),
    status: str(sub.status),
    paymentProvider: str(sub.paymentProvider),
    transactionId: str(sub.transactionId),
    amount: num(sub.amount),
    credits: num(sub.credits),
    extras,
  };
}

/** What changed between the values the form opened with and the current ones. */
export function changesOf(initial: EditValues, values: EditValues): UserChanges {
  const changes: Record<string, unknown> = {};
  const sub: Record<string, unknown> = {};
  if (values.name !== initial.name) changes.name = values.name.trim();
  if (values.photoURL !== initial.photoURL) changes.photoURL = values.photoURL.trim() || null;
  if (values.emailVerified !== initial.emailVerified) changes.emailVerified = values.emailVerified;
  if (values.disabled !== initial.disabled) changes.disabled = values.disabled;
  for (const key of SUBSCRIPTION_TEXT_FIELDS) {
    if (values[key] !== initial[key]) sub[key] = values[key].trim();
  }
  if (sub.transactionId === '') sub.transactionId = null;
  if (values.amount !== initial.amount) sub.amount = parseAmount(values.amount);
  if (values.credits !== initial.credits) sub.credits = parseCredits(values.credits);
  if (Object.keys(sub).length > 0) changes.subscription = sub;
  for (const [key, text] of Object.entries(values.extras)) {
    if (text !== initial.extras[key]) changes[key] = parseExtraField(text);
  }
  return changes as UserChanges;
}
