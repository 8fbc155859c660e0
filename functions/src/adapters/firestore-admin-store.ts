/**
 * AdminStore over the Admin Firestore SDK (rules do not apply to it). Queries are the plain
 * data of src/domain/query/types, translated here; a startAfter cursor is a position (order
 * values, then the document id), so it holds even after that document is deleted.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  FieldPath,
  getFirestore,
  type DocumentSnapshot,
  type Firestore,
  type Query as FsQuery,
} from 'firebase-admin/firestore';
import { effectiveOrder, validateQuery } from '@/domain/query/run-query';
import type { DocSnapshot, Query } from '@/domain/query/types';
import type { AdminStore, AdminTransaction } from '../handlers/ports';
import { fromFirestoreValue, toFirestoreData, toFirestoreValue } from './firestore-values';

function toSnapshot<T>(snap: DocumentSnapshot): DocSnapshot<T> | null {
  if (!snap.exists) return null;
  return { id: snap.id, path: snap.ref.path, data: fromFirestoreValue(snap.data()) as T };
}

function buildQuery(db: Firestore, q: Query): FsQuery {
  validateQuery(q);
  let query: FsQuery = db.collection(q.collection);
  for (const [field, op, value] of q.where ?? []) query = query.where(field, op, toFirestoreValue(value));
  const after = q.startAfter;
  if (after) {
    // Every order field, then the id: the order Firestore would apply implicitly, spelled out.
    const order = effectiveOrder(q);
    for (const [field, dir] of order) query = query.orderBy(field, dir);
    query = query.orderBy(FieldPath.documentId(), order.at(-1)?.[1] ?? 'asc');
    query = query.startAfter(...after.values.map(toFirestoreValue), after.id);
  } else {
    for (const [field, dir] of q.orderBy ?? []) query = query.orderBy(field, dir);
  }
  if (q.limit !== undefined) query = query.limit(q.limit);
  return query;
}

export function createFirestoreAdminStore(db: Firestore): AdminStore {
  return {
    async get<T>(path: string) {
      return toSnapshot<T>(await db.doc(path).get());
    },
    async getAll<T>(paths: readonly string[]) {
      if (paths.length === 0) return [];
      const snaps = await db.getAll(...paths.map((p) => db.doc(p)));
      return snaps.map((s) => toSnapshot<T>(s));
    },
    async query<T>(q: Query) {
      const res = await buildQuery(db, q).get();
      return res.docs.map((d) => toSnapshot<T>(d)!);
    },
    async count(q) {
      const res = await buildQuery(db, q).count().get();
      return res.data().count;
    },
    async add(collection, data) {
      const ref = await db.collection(collection).add(toFirestoreData(data));
      return ref.id;
    },
    async set(path, data, opts) {
      await db.doc(path).set(toFirestoreData(data), { merge: opts?.merge ?? false });
    },
    async update(path, patch) {
      // Keys of an update are field paths in Firestore, so 'subscription.planId' works as is.
      await db.doc(path).update(toFirestoreData(patch));
    },
    async remove(path) {
      await db.doc(path).delete();
    },
    transaction<R>(fn: (tx: AdminTransaction) => Promise<R>) {
      return db.runTransaction(async (t) => {
        const tx: AdminTransaction = {
          get: async <T>(path: string) => toSnapshot<T>(await t.get(db.doc(path))),
          set: (path, data, opts) =>
            void t.set(db.doc(path), toFirestoreData(data), { merge: opts?.merge ?? false }),
          update: (path, patch) => void t.update(db.doc(path), toFirestoreData(patch)),
          remove: (path) => void t.delete(db.doc(path)),
        };
        return fn(tx);
      });
    },
  };
}

let opened = 0;

/**
 * An AdminStore on its own firebase-admin app (the local host, scripts). The app comes from the
 * same copy of firebase-admin as this adapter's Timestamp and FieldValue: a second copy (e.g.
 * functions/node_modules beside the root's) would not recognise the other's values.
 * FIRESTORE_EMULATOR_HOST decides where it connects.
 */
export function openAdminStore(projectId: string): { store: AdminStore; close(): Promise<void> } {
  const app = initializeApp({ projectId }, `admin-store-${process.pid}-${(opened += 1)}`);
  return { store: createFirestoreAdminStore(getFirestore(app)), close: () => deleteApp(app) };
}
