/**
 * The AdminStore contract: the shared document cases (tests/support/doc-contract) and the
 * transactions handlers rely on for limits and idempotency. It runs on the memory fake
 * (memory-admin-store.test.ts) and on the Firestore adapter over the emulator
 * (../adapters/firestore-admin-store.contract.test.ts), so a handler test on the fake sees
 * what Firestore would do.
 */
import { describe, expect, it } from 'vitest';
import { describeQueryContract } from '../../../tests/support/doc-contract/query-cases';
import { describeWriteContract } from '../../../tests/support/doc-contract/write-cases';
import {
  failureCode,
  seedDocs,
  useFreshStore,
  type StoreHarness,
} from '../../../tests/support/doc-contract/harness';
import type { AdminStore } from '../handlers/ports';

export function describeAdminStoreContract(name: string, h: StoreHarness<AdminStore>): void {
  describe(`AdminStore contract: ${name}`, () => {
    describeWriteContract(h);
    describeQueryContract(h);
    describeGetAllContract(h);
    describeTransactionContract(h);
  });
}

function describeGetAllContract(h: StoreHarness<AdminStore>): void {
  describe('getAll', () => {
    const { store } = useFreshStore(h);

    it('reads several documents in the order asked, null where one does not exist', async () => {
      const s = store();
      await seedDocs(s, { 'c/a': { n: 1 }, 'c/b': { n: 2 } });
      const got = await s.getAll<{ n: number }>(['c/b', 'c/none', 'c/a', 'c/b']);
      expect(got.map((d) => d && { id: d.id, path: d.path, n: d.data.n })).toEqual([
        { id: 'b', path: 'c/b', n: 2 },
        null,
        { id: 'a', path: 'c/a', n: 1 },
        { id: 'b', path: 'c/b', n: 2 },
      ]);
      expect(await s.getAll([])).toEqual([]);
    });
  });
}

function describeTransactionContract(h: StoreHarness<AdminStore>): void {
  describe('transactions', () => {
    const { store } = useFreshStore(h);

    it('commits its writes together and resolves to what its function returned', async () => {
      const s = store();
      await seedDocs(s, { 'c/x': { n: 1 }, 'c/old': { a: 1 }, 'c/m': { m: { k: 1 } } });
      const result = await s.transaction(async (tx) => {
        const x = await tx.get<{ n: number }>('c/x');
        const missing = await tx.get('c/none');
        tx.set('c/copy', { n: x!.data.n, missing: missing === null });
        tx.update('c/x', { n: x!.data.n + 1 });
        tx.set('c/m', { m: { j: 2 } }, { merge: true });
        tx.remove('c/old');
        // A document written earlier in the same transaction can be updated.
        tx.update('c/copy', { 'then.k': 1 });
        return 'done';
      });
      expect(result).toBe('done');
      expect((await s.get('c/x'))!.data).toEqual({ n: 2 });
      expect((await s.get('c/copy'))!.data).toEqual({ n: 1, missing: true, then: { k: 1 } });
      expect((await s.get('c/m'))!.data).toEqual({ m: { k: 1, j: 2 } });
      expect(await s.get('c/old')).toBeNull();
    });

    it('writes nothing when one of its writes fails, and fails with not-found', async () => {
      const s = store();
      await s.set('c/x', { n: 1 });
      const run = s.transaction(async (tx) => {
        tx.set('c/new', { v: 1 });
        tx.update('c/x', { n: 2 });
        tx.update('c/missing', { v: 2 });
      });
      expect(await failureCode(h, run)).toBe('not-found');
      expect(await s.get('c/new')).toBeNull();
      expect((await s.get('c/x'))!.data).toEqual({ n: 1 });
    });

    it('writes nothing when its function throws, and rejects with that error', async () => {
      const s = store();
      const boom = new Error('boom');
      const run = s.transaction(async (tx) => {
        tx.set('c/new', { v: 1 });
        throw boom;
      });
      await expect(run).rejects.toBe(boom);
      expect(await s.get('c/new')).toBeNull();
    });

    it('refuses a read after a write and writes nothing', async () => {
      const s = store();
      const run = s.transaction(async (tx) => {
        tx.set('c/new', { v: 1 });
        await tx.get('c/x');
      });
      expect(await failureCode(h, run)).toBe('invalid-argument');
      expect(await s.get('c/new')).toBeNull();
    });

    it('loses no increment when read-modify-write transactions run at once', async () => {
      const s = store();
      await s.set('c/x', { n: 0 });
      const bump = () =>
        s.transaction(async (tx) => {
          const snap = await tx.get<{ n: number }>('c/x');
          await new Promise((r) => setTimeout(r, 5));
          tx.update('c/x', { n: snap!.data.n + 1 });
        });
      await Promise.all(Array.from({ length: 5 }, bump));
      expect((await s.get('c/x'))!.data).toEqual({ n: 5 });
    });
  });
}
