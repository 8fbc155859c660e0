/**
 * AdminStore over the Admin Firestore SDK (rules do not apply to it). Queries are the plain
 * data of src/domain/query/types, translated here; startAfter takes a document id, so the
 * cursor is that document's snapshot.
 */
import type { DocumentSnapshot, Firestore, Query as FsQuery } from 'firebase-admin/firestore';
import type { DocSnapshot, Query } from '../../../src/domain/query/types';
import type { AdminStore, AdminTransaction } from '../handlers/ports';
import { fromFirestoreValue, toFirestoreData, toFirestoreValue } from './firestore-values';

function toSnapshot<T>(snap: DocumentSnapshot): DocSnapshot<T> | null {
  if (!snap.exists) return null;
  return { id: snap.id, path: snap.ref.path, data: fromFirestoreValue(snap.data()) as T };
}

async function buildQuery(db: Firestore, q: Query): Promise<FsQuery> {
  let query: FsQuery = db.collection(q.collection);
  for (const [field, op, value] of q.where ?? []) query = query.where(field, op, toFirestoreValue(value));
  for (const [field, dir] of q.orderBy ?? []) query = query.orderBy(field, dir);
  if (q.startAfter !== undefined) {
    const cursor = await db.collection(q.collection).doc(q.startAfter).get();
    if (!cursor.exists) throw new Error(`startAfter document not found: ${q.collection}/${q.startAfter}`);
    query = query.startAfter(cursor);
  }
  if (q.limit !== undefined) query = query.limit(q.limit);
  return query;
}

export function createFirestoreAdminStore(db: Firestore): AdminStore {
  return {
    async get<T>(path: string) {
      return toSnapshot<T>(await db.doc(path).get());
    },
    async query<T>(q: Query) {
      const res = await (await buildQuery(db, q)).get();
      return res.docs.map((d) => toSnapshot<T>(d)!);
    },
    async count(q) {
      const res = await (await buildQuery(db, q)).count().get();
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
