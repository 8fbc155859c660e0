/**
 * The browser DocStore contract: the shared document cases (tests/support/doc-contract), live
 * snapshots, and errors as BackendError codes. It runs on the memory fake that component tests
 * use (memory/memory-doc-store.contract.test.ts) and on the Firestore adapter over the emulator
 * (firebase/firestore-doc-store.contract.node.test.ts).
 *
 * Watches: the first snapshot comes after watch* returns, then one per change of the result and
 * none for a write that changes nothing there. The fake delivers them inside the write, Firestore
 * just after it, so the cases wait for them. Not covered, by design: a serverTime() write, which
 * Firestore shows twice (null until the server acknowledges it) and the fake once.
 */
import { describe, expect, it, vi } from 'vitest';
import { describeQueryContract } from '../../tests/support/doc-contract/query-cases';
import { describeWriteContract } from '../../tests/support/doc-contract/write-cases';
import { seedDocs, useFreshStore, type StoreHarness } from '../../tests/support/doc-contract/harness';
import { BackendError, type DocStore } from './ports';

export interface DocStoreHarness extends StoreHarness<DocStore> {
  /** How long to wait for a snapshot that must not come. */
  quietMs: number;
}

/** Errors leave every DocStore as BackendError. */
export const backendCodeOf = (e: unknown): string =>
  e instanceof BackendError ? e.code : `not a BackendError: ${String(e)}`;

export function describeDocStoreContract(name: string, h: DocStoreHarness): void {
  describe(`DocStore contract: ${name}`, () => {
    describeWriteContract(h);
    describeQueryContract(h);
    describeWatchContract(h);
  });
}

function describeWatchContract(h: DocStoreHarness): void {
  describe('watches', () => {
    const { store } = useFreshStore(h);
    const arrived = (seen: unknown[], n: number) =>
      vi.waitFor(() => expect(seen).toHaveLength(n), { timeout: 5000, interval: 10 });
    /** Runs each write, then waits until the watch has delivered that many snapshots in all. */
    const play = async (seen: unknown[], steps: [write: () => Promise<unknown>, snapshots: number][]) => {
      for (const [write, snapshots] of steps) {
        const before = seen.length;
        await write();
        // A write that must not add a snapshot is given the time to add one anyway.
        if (snapshots === before) await new Promise((r) => setTimeout(r, h.quietMs));
        await arrived(seen, snapshots);
      }
    };

    it('watchDoc: first snapshot after it returns, then one per change of the document', async () => {
      const s = store();
      const seen: unknown[] = [];
      const stop = s.watchDoc('w/1', (d) => seen.push(d));
      expect(seen).toEqual([]);
      await arrived(seen, 1);
      await play(seen, [
        [() => s.set('w/1', { n: 1 }), 2],
        [() => s.set('w/1', { n: 1 }), 2],
        [() => s.set('w/2', { n: 2 }), 2],
        [() => s.update('w/1', { 'm.k': 2 }), 3],
        [() => s.remove('w/1'), 4],
        [async () => (stop(), await s.set('w/1', { n: 3 })), 4],
      ]);
      expect(seen).toEqual([
        null,
        { id: '1', path: 'w/1', data: { n: 1 } },
        { id: '1', path: 'w/1', data: { n: 1, m: { k: 2 } } },
        null,
      ]);
    });

    it('watchQuery: first snapshot after it returns, then one per change of the result', async () => {
      const s = store();
      await seedDocs(s, { 'c/a': { n: 1 }, 'c/b': { n: 5 } });
      const seen: string[][] = [];
      const stop = s.watchQuery({ collection: 'c', where: [['n', '<', 3]] }, (docs) =>
        seen.push(docs.map((d) => `${d.id}:${JSON.stringify(d.data)}`)),
      );
      expect(seen).toEqual([]);
      await arrived(seen, 1);
      await play(seen, [
        [() => s.set('c/c', { n: 9 }), 1],
        [() => s.set('c/d', { n: 2 }), 2],
        [() => s.update('c/a', { n: 7 }), 3],
        [() => s.update('c/d', { extra: true }), 4],
        [() => s.remove('c/d'), 5],
        [async () => (stop(), await s.set('c/e', { n: 0 })), 5],
      ]);
      expect(seen).toEqual([
        ['a:{"n":1}'],
        ['a:{"n":1}', 'd:{"n":2}'],
        ['d:{"n":2}'],
        ['d:{"n":2,"extra":true}'],
        [],
      ]);
    });

    it('reports a bad path or a malformed query to the error callback as invalid-argument', async () => {
      const s = store();
      const codes: string[] = [];
      const next = vi.fn();
      s.watchDoc('w', next, (e) => codes.push(backendCodeOf(e)));
      s.watchQuery({ collection: 'w', limit: -1 }, next, (e) => codes.push(backendCodeOf(e)));
      await arrived(codes, 2);
      expect(codes).toEqual(['invalid-argument', 'invalid-argument']);
      expect(next).not.toHaveBeenCalled();
    });
  });
}
