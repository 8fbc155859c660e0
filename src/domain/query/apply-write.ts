/**
 * Applies a write to a document's data the way Firestore does: `set` replaces, `merge` merges
 * nested maps (an empty map replaces, it names no field to merge), `update` takes dotted field
 * paths and fails on a missing document. FieldOps (serverTime, arrayUnion, arrayRemove,
 * increment, delete) resolve against the current value; delete is refused where Firestore
 * refuses it: anywhere in a plain `set`, and inside a map given whole to `update`.
 * Always returns fresh objects: callers may keep the result without aliasing the input.
 */
import { isFieldOp, isWireTime, type FieldOp } from '../doc-values';
import { valuesEqual } from './compare';
import { checkFieldName, isPlainObject, splitFieldPath } from './field-path';
import { StoreError } from './errors';

export type DocData = Record<string, unknown>;
export type WriteMode = 'set' | 'merge' | 'update';

const DELETE = Symbol('delete');
type Resolved = unknown | typeof DELETE;

/** Deep copy of a stored value; rejects what no store can keep (undefined, functions, class instances). */
export function cloneValue(v: unknown, where = 'value'): unknown {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return v;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) throw new StoreError('invalid-argument', `Invalid Date in ${where}.`);
    return new Date(v.getTime());
  }
  if (isWireTime(v)) return new Date(v.__time);
  if (Array.isArray(v)) {
    return v.map((x, i) => {
      if (isFieldOp(x))
        throw new StoreError('invalid-argument', `FieldOps are not allowed inside arrays (${where}).`);
      if (Array.isArray(x))
        throw new StoreError('invalid-argument', `Nested arrays are not allowed (${where}).`);
      return cloneValue(x, `${where}[${i}]`);
    });
  }
  if (isPlainObject(v) && !isFieldOp(v)) {
    const out: DocData = {};
    for (const [k, x] of Object.entries(v)) {
      checkFieldName(k, where);
      out[k] = cloneValue(x, `${where}.${k}`);
    }
    return out;
  }
  throw new StoreError('invalid-argument', `Unsupported value ${String(v)} in ${where}.`);
}

function applyOp(prev: unknown, op: FieldOp, now: Date, where: string, canDelete: boolean): Resolved {
  switch (op.__op) {
    case 'serverTime':
      return new Date(now.getTime());
    case 'delete':
      if (!canDelete)
        throw new StoreError(
          'invalid-argument',
          `deleteField() is only allowed in set with merge or at the top of an update (${where}).`,
        );
      return DELETE;
    case 'increment':
      if (typeof op.by !== 'number')
        throw new StoreError('invalid-argument', `increment needs a number (${where}).`);
      return (typeof prev === 'number' ? prev : 0) + op.by;
    case 'arrayUnion': {
      const out = Array.isArray(prev) ? [...prev] : [];
      for (const v of op.values ?? [])
        if (!out.some((o) => valuesEqual(o, v))) out.push(cloneValue(v, where));
      return out;
    }
    case 'arrayRemove':
      return Array.isArray(prev) ? prev.filter((o) => !(op.values ?? []).some((v) => valuesEqual(o, v))) : [];
    default:
      throw new StoreError('invalid-argument', `Unknown field operation in ${where}.`);
  }
}

/**
 * Resolves one incoming value over `prev`; maps merge recursively only when `merge` is set.
 * `canDelete`: a delete may stand here (every level of a merge, the top of an update).
 */
function resolve(
  prev: unknown,
  value: unknown,
  now: Date,
  merge: boolean,
  where: string,
  canDelete = merge,
): Resolved {
  if (value === undefined)
    throw new StoreError('invalid-argument', `Unsupported value undefined in ${where}.`);
  if (isFieldOp(value)) return applyOp(prev, value, now, where, canDelete);
  if (isPlainObject(value) && !isWireTime(value)) {
    const merging = merge && Object.keys(value).length > 0;
    return resolveMap(merging ? prev : undefined, value, now, merge, where);
  }
  return cloneValue(value, where);
}

function resolveMap(prev: unknown, data: DocData, now: Date, merge: boolean, where: string): DocData {
  const out: DocData = isPlainObject(prev) ? (cloneValue(prev) as DocData) : {};
  for (const [k, v] of Object.entries(data)) {
    checkFieldName(k, where === '' ? 'the document' : where);
    const next = resolve(out[k], v, now, merge, where === '' ? k : `${where}.${k}`);
    if (next === DELETE) delete out[k];
    else out[k] = next;
  }
  return out;
}

function applyUpdate(before: DocData, patch: DocData, now: Date): DocData {
  const out = cloneValue(before) as DocData;
  for (const [dotted, value] of Object.entries(patch)) {
    const keys = splitFieldPath(dotted);
    const last = keys.pop()!;
    let node = out;
    for (const k of keys) {
      // Firestore replaces a non-map on the way with a map rather than failing.
      if (!isPlainObject(node[k])) node[k] = {};
      node = node[k] as DocData;
    }
    const next = resolve(node[last], value, now, false, dotted, true);
    if (next === DELETE) delete node[last];
    else node[last] = next;
  }
  return out;
}

/**
 * The document data after a write. `before` is null when the document does not exist;
 * `update` then fails with `not-found`, like Firestore.
 */
export function applyWrite(before: DocData | null, input: DocData, now: Date, mode: WriteMode): DocData {
  if (!isPlainObject(input)) throw new StoreError('invalid-argument', 'Document data must be an object.');
  if (mode === 'update') {
    if (!before) throw new StoreError('not-found', 'No document to update.');
    return applyUpdate(before, input, now);
  }
  return resolveMap(mode === 'merge' ? before : undefined, input, now, mode === 'merge', '');
}
