/**
 * The REST reader against the shared Firestore emulator, which enforces firestore.rules: it reads
 * what a signed-out visitor may read, with the SDK adapter's values, and is refused the rest.
 * The documents are written by an SDK store with the emulator's "owner" token.
 */
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOwnProject } from '../../../tests/support/emulator-project';
import type { DocStore, PublicReader } from '../ports';
import { emulatorDocStore } from './emulator-doc-store';
import { createFirestoreRestReader } from './firestore-rest-reader';

setLogLevel('error');

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30));
const post = (status: string, day: number, extra: Record<string, unknown> = {}) => ({
  title: `Post ${day}`,
  status,
  type: 'blog',
  lastUpdated: at(day),
  tags: ['cv', 'ats'],
  views: 3,
  rating: 4.5,
  author: { name: 'Ana', photo: null },
  ...extra,
});

let seeder: DocStore;
let reader: PublicReader;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = inOwnProject('rest-reader', (projectId, emulator) => {
    const store = emulatorDocStore({ projectId, ...emulator, token: 'owner' });
    const rest = createFirestoreRestReader({
      baseUrl: `http://${emulator.host}:${emulator.port}`,
      projectId,
      apiKey: null,
    });
    return { store: store.docs, rest, close: store.close };
  });
  [seeder, reader, close] = [opened.store, opened.rest, opened.close];
  await seeder.set('blogs/p1', post('published', 1));
  await seeder.set('blogs/p2', post('published', 3, { type: 'news' }));
  await seeder.set('blogs/p3', post('published', 2));
  await seeder.set('blogs/d1', post('draft', 4));
});
afterAll(() => close?.());

describe('Firestore REST reader (signed-out visitor)', () => {
  it('reads a published post with the values the SDK adapter gives', async () => {
    expect(await reader.get('blogs/p1')).toEqual({ id: 'p1', path: 'blogs/p1', data: post('published', 1) });
  });

  it('is refused a draft, and a missing post (the rules read its status), as the SDK is', async () => {
    await expect(reader.get('blogs/d1')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(reader.get('blogs/nope')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('answers null where the API answers that a readable document is missing, sending the given headers', async () => {
    const sent: RequestInit[] = [];
    const fetchImpl = async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(init ?? {});
      return Response.json({ error: { status: 'NOT_FOUND' } }, { status: 404 });
    };
    const missing = createFirestoreRestReader({
      baseUrl: 'http://x',
      projectId: 'demo-x',
      apiKey: null,
      fetchImpl,
      headers: async () => ({ 'X-Firebase-AppCheck': 'token-1' }),
    });
    expect(await missing.get('blogs/nope')).toBeNull();
    expect(sent[0]?.headers).toEqual({ 'X-Firebase-AppCheck': 'token-1' });
  });

  it('runs filtered, ordered, limited queries', async () => {
    const snaps = await reader.query({
      collection: 'blogs',
      where: [['status', '==', 'published']],
      orderBy: [['lastUpdated', 'desc']],
      limit: 2,
    });
    expect(snaps.map((s) => s.id)).toEqual(['p2', 'p3']);
    const blogOnly = await reader.query({
      collection: 'blogs',
      where: [
        ['status', '==', 'published'],
        ['type', '==', 'blog'],
        ['tags', 'array-contains', 'cv'],
      ],
    });
    expect(blogOnly.map((s) => s.id).sort()).toEqual(['p1', 'p3']);
  });

  it('is refused a query that could return drafts', async () => {
    await expect(reader.query({ collection: 'blogs' })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reports an unreachable database as unavailable', async () => {
    const offline = createFirestoreRestReader({
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'demo-x',
      apiKey: null,
    });
    await expect(offline.get('blogs/p1')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
