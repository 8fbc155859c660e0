/**
 * DocStore over Cloud Firestore (Firebase mode). Loaded with a dynamic import by backend.ts so
 * the local-mode bundle does not carry the Firestore SDK.
 */
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query as FsQuery,
  type QueryConstraint,
} from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import { effectiveOrder, validateQuery } from '@/domain/query/run-query';
import type { DocSnapshot, DocStore, Query, Unsubscribe } from '../ports';
import { hostAndPort } from './emulator-address';
import { toBackendError } from './firebase-errors';
import { fromFirestoreValue, toFirestoreData, toFirestoreValue } from './firestore-values';

function toSnapshot<T>(snap: DocumentSnapshot): DocSnapshot<T> | null {
  if (!snap.exists()) return null;
  return { id: snap.id, path: snap.ref.path, data: fromFirestoreValue(snap.data()) as T };
}

function buildQuery(db: Firestore, q: Query): FsQuery {
  validateQuery(q);
  const parts: QueryConstraint[] = [];
  for (const [field, op, value] of q.where ?? []) parts.push(where(field, op, toFirestoreValue(value)));
  const after = q.startAfter;
  if (after) {
    // A cursor names every order field and then the id, so the order is spelled out in full
    // (the same order Firestore would apply implicitly).
    const order = effectiveOrder(q);
    for (const [field, dir] of order) parts.push(orderBy(field, dir));
    parts.push(orderBy(documentId(), order.at(-1)?.[1] ?? 'asc'));
    parts.push(startAfter(...after.values.map(toFirestoreValue), after.id));
  } else {
    for (const [field, dir] of q.orderBy ?? []) parts.push(orderBy(field, dir));
  }
  if (q.limit !== undefined) parts.push(limit(q.limit));
  return query(collection(db, q.collection), ...parts);
}

async function guard<R>(run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (e) {
    throw toBackendError(e);
  }
}

/**
 * Starts a listener on what `target` builds. Every failure goes to `error` as a BackendError,
 * also a target that cannot be built (a bad path, a malformed query).
 */
function listen<R>(
  target: () => R,
  error: ((e: Error) => void) | undefined,
  start: (built: R, failed: (e: unknown) => void) => Unsubscribe,
): Unsubscribe {
  const failed = (e: unknown) => error?.(toBackendError(e));
  let built: R;
  try {
    built = target();
  } catch (e) {
    failed(e);
    return () => undefined;
  }
  return start(built, failed);
}

/** Connects to the Firestore emulator (firebase.json port) when asked to. */
/** The app's Firestore; with `emulatorUrl`, the Firestore emulator there (local mode, tests). */
export function connectedFirestore(app: FirebaseApp, emulatorUrl: string | null): Firestore {
  const db = getFirestore(app);
  if (emulatorUrl) {
    const { host, port } = hostAndPort(emulatorUrl);
    try {
      connectFirestoreEmulator(db, host, port);
    } catch {
      // Already connected (hot reload): the instance keeps its emulator settings.
    }
  }
  return db;
}

export function createFirestoreDocStore(db: Firestore): DocStore {
  return {
    get: <T>(path: string) => guard(async () => toSnapshot<T>(await getDoc(doc(db, path)))),
    query: <T>(q: Query) =>
      guard(async () => (await getDocs(buildQuery(db, q))).docs.map((d) => toSnapshot<T>(d)!)),
    count: (q) => guard(async () => (await getCountFromServer(buildQuery(db, q))).data().count),
    add: (col, data) => guard(async () => (await addDoc(collection(db, col), toFirestoreData(data))).id),
    set: (path, data, opts) =>
      guard(() => setDoc(doc(db, path), toFirestoreData(data), { merge: opts?.merge ?? false })),
    // Keys of updateDoc are field paths, so 'subscription.planId' works as the port promises.
    update: (path, patch) => guard(() => updateDoc(doc(db, path), toFirestoreData(patch))),
    remove: (path) => guard(() => deleteDoc(doc(db, path))),
    watchDoc<T>(path: string, next: (d: DocSnapshot<T> | null) => void, error?: (e: Error) => void) {
      return listen(
        () => doc(db, path),
        error,
        (ref, failed) => onSnapshot(ref, (snap) => next(toSnapshot<T>(snap)), failed),
      );
    },
    watchQuery<T>(q: Query, next: (docs: DocSnapshot<T>[]) => void, error?: (e: Error) => void) {
      return listen(
        () => buildQuery(db, q),
        error,
        (fq, failed) => onSnapshot(fq, (snap) => next(snap.docs.map((d) => toSnapshot<T>(d)!)), failed),
      );
    },
  };
}
