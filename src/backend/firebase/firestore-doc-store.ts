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
import type { DocSnapshot, DocStore, Query } from '../ports';
import { EMULATOR_HOST, EMULATOR_PORTS } from './firebase-app';
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

/** Connects to the Firestore emulator (firebase.json port) when asked to. */
export function connectedFirestore(app: FirebaseApp, useEmulator: boolean): Firestore {
  const db = getFirestore(app);
  if (useEmulator) {
    try {
      connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
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
      return onSnapshot(
        doc(db, path),
        (snap) => next(toSnapshot<T>(snap)),
        (e) => error?.(toBackendError(e)),
      );
    },
    watchQuery<T>(q: Query, next: (docs: DocSnapshot<T>[]) => void, error?: (e: Error) => void) {
      let fq: FsQuery;
      try {
        fq = buildQuery(db, q);
      } catch (e) {
        error?.(toBackendError(e));
        return () => undefined;
      }
      return onSnapshot(
        fq,
        (snap) => next(snap.docs.map((d) => toSnapshot<T>(d)!)),
        (e) => error?.(toBackendError(e)),
      );
    },
  };
}
