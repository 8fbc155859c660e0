/**
 * Values in Firestore's REST encoding (`{stringValue: 'x'}`, ...) and the port's plain data, as
 * the SDK adapter gives it (firestore-values.ts): timestamps as Date, references as their path.
 */
import type { DocData } from '../ports';

export type RestValue = Record<string, unknown>;

/** `projects/p/databases/(default)/documents/blogs/a1` -> `blogs/a1`. */
export function docPathOf(name: string): string {
  return name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
}

export function fromRestValue(v: RestValue): unknown {
  if ('stringValue' in v) return v.stringValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('booleanValue' in v) return v.booleanValue;
  if ('timestampValue' in v) return new Date(String(v.timestampValue));
  if ('nullValue' in v) return null;
  if ('referenceValue' in v) return docPathOf(String(v.referenceValue));
  if ('bytesValue' in v) return v.bytesValue;
  if ('geoPointValue' in v) return v.geoPointValue;
  if ('arrayValue' in v) return ((v.arrayValue as { values?: RestValue[] }).values ?? []).map(fromRestValue);
  if ('mapValue' in v) return fromRestFields((v.mapValue as { fields?: Record<string, RestValue> }).fields);
  return null;
}

export function fromRestFields(fields: Record<string, RestValue> | undefined): DocData {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, fromRestValue(v)]));
}

/** A value of a query's filter or cursor in the REST encoding. */
export function toRestValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object') {
    const fields = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toRestValue(v)]));
    return { mapValue: { fields } };
  }
  throw new TypeError(`A ${typeof value} cannot be sent to Firestore.`);
}
