/**
 * What the document contract (write-cases.ts, query-cases.ts) runs on: the document operations
 * that the browser DocStore and the server AdminStore share (same signatures), a fresh empty
 * store for every case, and how to read the store's errors and its time. The same cases run on
 * the in-memory fakes and on the production adapters over Google's Firestore emulator, so a
 * unit test on a fake sees what Firestore would do.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import type { DocData, DocStore } from '@/backend/ports';

/** The document operations of DocStore and AdminStore (AdminStore has the same signatures). */
export type DocOps = Pick<DocStore, 'get' | 'query' | 'count' | 'add' | 'set' | 'update' | 'remove'>;

export interface OpenedStore<S> {
  store: S;
  /**
   * Another client of the same documents that arranges the query cases (default: `store`). The
   * Firestore web SDK matches its cached writes with rules of its own, which differ from the
   * server's for null and NaN (`< 3` takes NaN, `in [null]` takes null), and then never settles
   * a query whose result they change; documents written by another client, as an app mostly
   * reads them, come from the server alone.
   */
  seeder?: DocOps;
  /** Releases the store (and, on the emulator, deletes its documents). */
  close(): Promise<void>;
}

export interface StoreHarness<S extends DocOps> {
  /** A store of its own with no documents. */
  open(): Promise<OpenedStore<S>>;
  /** What serverTime() resolves to: a fake's fixed clock, or null for the real time (Firestore). */
  clock: Date | null;
  /** An error's code in the port's words ('not-found'); what is not a code of the store's own. */
  codeOf(e: unknown): string;
}

/** Opens a fresh store before each case of the enclosing describe and closes it after. */
export function useFreshStore<S extends DocOps>(h: StoreHarness<S>): { store(): S; seeder(): DocOps } {
  let opened: OpenedStore<S> | null = null;
  beforeEach(async () => {
    opened = await h.open();
  });
  afterEach(async () => {
    await opened?.close();
    opened = null;
  });
  const current = () => {
    if (!opened) throw new Error('no store open: call the getter inside a case');
    return opened;
  };
  return { store: () => current().store, seeder: () => current().seeder ?? current().store };
}

/** The code `p` fails with, or 'no failure'. */
export async function failureCode(h: StoreHarness<DocOps>, p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return h.codeOf(e);
  }
  return 'no failure';
}

/**
 * serverTime() resolved to the fake's clock, or to the time of the write on Firestore (the
 * emulator runs on this machine; a second of slack covers its clock reading).
 */
export function expectServerTime(h: StoreHarness<DocOps>, value: unknown, before: number): void {
  expect(value).toBeInstanceOf(Date);
  const ms = (value as Date).getTime();
  if (h.clock) {
    expect(ms).toBe(h.clock.getTime());
  } else {
    expect(ms).toBeGreaterThanOrEqual(before - 1000);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1000);
  }
}

/** Writes documents one by one: path -> data. */
export async function seedDocs(store: DocOps, docs: Record<string, DocData>): Promise<void> {
  for (const [path, data] of Object.entries(docs)) await store.set(path, data);
}

export const idsOf = (snaps: readonly { id: string }[]): string[] => snaps.map((s) => s.id);
