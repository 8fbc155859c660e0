/**
 * Cursor paging through the production Firestore adapter on Google's Firestore emulator: the
 * next page goes on after a document that was deleted since its page was read (the admin users
 * table's "Load More" after a delete; the adapter once turned such a cursor into limit(0), which
 * the SDK rejects).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorAfter } from '@/domain/query/cursor';
import type { Query } from '@/domain/query/types';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../../server/dev/firestore-emulator';
import type { DocStore } from '../ports';
import { emulatorDocStore, type EmulatorDocStore } from './emulator-doc-store';

let emulator: FirestoreEmulator;
let store: EmulatorDocStore;
let docs: DocStore;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  // The emulator's "owner" credential bypasses the rules: this test is about paging.
  store = emulatorDocStore({
    projectId: 'demo-paging',
    host: emulator.host,
    port: emulator.port,
    token: 'owner',
  });
  docs = store.docs;
  for (let i = 1; i <= 6; i++) {
    await docs.set(`users/u${i}`, { name: `User ${i}`, createdAt: new Date(Date.UTC(2025, 0, i)) });
  }
}, 90_000);
afterAll(async () => {
  await store?.close();
  await emulator?.stop();
});

const newestFirst: Query = { collection: 'users', orderBy: [['createdAt', 'desc']], limit: 2 };
const ids = (snaps: { id: string }[]) => snaps.map((s) => s.id);

describe('Firestore adapter paging', () => {
  it('goes on after a cursor document deleted since its page was read', async () => {
    const first = await docs.query(newestFirst);
    expect(ids(first)).toEqual(['u6', 'u5']);
    const cursor = cursorAfter(first[1]!, newestFirst);
    await docs.remove('users/u5');
    expect(ids(await docs.query({ ...newestFirst, startAfter: cursor }))).toEqual(['u4', 'u3']);
  });

  it('breaks ties on the id in the order direction, as the local engine does', async () => {
    await docs.set('users/t1', { name: 'Tie 1', createdAt: new Date(Date.UTC(2025, 0, 3)) });
    const page = { ...newestFirst, limit: 10 };
    const all = ids(await docs.query(page));
    expect(all).toEqual(['u6', 'u4', 'u3', 't1', 'u2', 'u1']);
    const after = await docs.query({
      ...page,
      startAfter: { id: 'u3', values: [new Date(Date.UTC(2025, 0, 3))] },
    });
    expect(ids(after)).toEqual(['t1', 'u2', 'u1']);
  });
});
