/** The browser adapters (src/backend/local) against a real backend: CRUD, files, errors. They are
 * what the access table drives, so they are tested beside it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLocalDocStore } from '../../src/backend/local/local-doc-store';
import type { WebSocketCtor } from '../../src/backend/local/listen-client';
import type { DocSnapshot } from '../../src/backend/ports';
import { createLocalFileStore } from '../../src/backend/local/local-file-store';
import { arrayUnion, increment, serverTime } from '../../src/domain/doc-values';
import { signUpEmail, uniqueEmail } from '../support/emulator-accounts';
import {
  call,
  createAdminAccount,
  startTestBackend,
  type TestBackend,
} from '../../server/testing/test-backend';

let backend: TestBackend;
let adminToken: string;
let userToken: string;
let userUid: string;
const fixedNow = new Date('2025-06-01T12:00:00Z');

beforeAll(async () => {
  backend = await startTestBackend({ clock: { now: () => fixedNow } });
  adminToken = (await createAdminAccount()).idToken;
  const user = await signUpEmail(uniqueEmail('adapter'));
  userToken = user.idToken;
  userUid = user.uid;
});
afterAll(() => backend?.stop());

const docsAs = (token: string | null) =>
  createLocalDocStore({
    baseUrl: backend.url,
    getToken: async () => token,
    WebSocket: WebSocket as unknown as WebSocketCtor,
  });

describe('createLocalDocStore over HTTP', () => {
  it('writes and reads with FieldOps and Dates on both sides of the wire', async () => {
    const docs = docsAs(adminToken);
    const path = `users/${userUid}`;
    await backend.store.set(path, { uid: userUid, name: 'A', tags: [] });
    await docs.update(path, {
      tags: arrayUnion('x'),
      n: increment(2),
      seenAt: serverTime(),
      born: new Date(5),
    });
    await docs.set(path, { extra: { deep: true } }, { merge: true });
    expect(await docs.get(path)).toEqual({
      id: userUid,
      path,
      data: {
        uid: userUid,
        name: 'A',
        tags: ['x'],
        n: 2,
        seenAt: fixedNow,
        born: new Date(5),
        extra: { deep: true },
      },
    });
    const byDate = await docs.query({ collection: 'users', where: [['born', '<', new Date(6)]] });
    expect(byDate.map((d) => d.id)).toEqual([userUid]);
    expect(await docs.count({ collection: 'users', where: [['born', '>', new Date(6)]] })).toBe(0);
    expect(await docs.get('users/nobody')).toBeNull();
  });

  it('maps HTTP failures to BackendError codes', async () => {
    const admin = docsAs(adminToken);
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: { code?: string }) => e.code,
      );
    expect(await code(admin.update('users/nobody', { name: 'x' }))).toBe('not-found');
    expect(await code(admin.get('users'))).toBe('invalid-argument');
    expect(await code(admin.query({ collection: 'users', where: [['a', 'like' as never, 1]] }))).toBe(
      'invalid-argument',
    );
    expect(await code(admin.set('users/x', { bad: undefined }))).toBe('invalid-argument');
    expect(await code(docsAs('garbage').get(`users/${userUid}`))).toBe('unauthenticated');
    expect(await code(docsAs(null).get(`users/${userUid}`))).toBe('permission-denied');
    // A user may not learn whether someone else's document exists.
    expect(await code(docsAs(userToken).update('users/nobody', { name: 'x' }))).toBe('permission-denied');
    const offline = createLocalDocStore({ baseUrl: 'http://127.0.0.1:9', getToken: async () => null });
    expect(await code(offline.get('users/x'))).toBe('unavailable');
  });

  it('answers unknown routes and bad JSON in the common error shape', async () => {
    expect(await call(backend.url, 'GET', '/v1/nope')).toMatchObject({
      status: 404,
      body: { error: { status: 'NOT_FOUND' } },
    });
    const res = await fetch(`${backend.url}/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect([res.status, ((await res.json()) as { error: { status: string } }).error.status]).toEqual([
      400,
      'INVALID_ARGUMENT',
    ]);
  });
});

describe('createLocalDocStore live', () => {
  it('delivers Dates and only real changes to watchDoc and watchQuery', async () => {
    const path = `users/${userUid}`;
    await backend.store.set(path, { uid: userUid, name: 'Live', at: new Date(1) });
    const mine = docsAs(userToken);
    const docSeen: Array<DocSnapshot | null> = [];
    const listSeen: DocSnapshot[][] = [];
    const stopDoc = mine.watchDoc(path, (d) => docSeen.push(d));
    const stopList = mine.watchQuery({ collection: 'users', where: [['uid', '==', userUid]] }, (d) =>
      listSeen.push(d),
    );
    await expect.poll(() => docSeen.length + listSeen.length).toBe(2);
    expect(docSeen[0]?.data.at).toEqual(new Date(1));

    await docsAs(adminToken).update(path, { at: new Date(2) });
    await backend.store.set('users/unrelated', { uid: 'unrelated' });
    await expect.poll(() => docSeen.length + listSeen.length).toBe(4);
    expect(docSeen[1]?.data.at).toEqual(new Date(2));
    expect(listSeen[1]?.[0]?.data.at).toEqual(new Date(2));
    await new Promise((r) => setTimeout(r, 100));
    expect(docSeen.length + listSeen.length).toBe(4);
    stopDoc();
    stopList();
    mine.close();
  });
});

describe('createLocalFileStore', () => {
  it('uploads with the content type kept, serves by token, and removes', async () => {
    const files = createLocalFileStore({ baseUrl: backend.url, getToken: async () => userToken });
    const path = `uploads/${userUid}/resumes/my cv.txt`;
    const { url } = await files.upload(path, new Blob(['{"a":1}']), { contentType: 'text/plain' });
    expect(url).toContain('/v1/files/uploads/');
    expect(url).toContain('my%20cv.txt?token=');
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('{"a":1}');
    await files.remove(path);
    // A stale URL proves nothing any more; only the owner learns that the file is gone.
    expect((await fetch(url)).status).toBe(401);
    expect(
      (await fetch(url.split('?')[0]!, { headers: { authorization: `Bearer ${userToken}` } })).status,
    ).toBe(404);
    await expect(files.remove(path)).rejects.toMatchObject({ code: 'not-found' });
  });
});
