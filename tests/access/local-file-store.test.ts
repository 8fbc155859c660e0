/**
 * The browser's file adapter (src/backend/local/local-file-store.ts) against a started local
 * host: uploads, downloads, removal and how failures reach the app as BackendError codes. It is
 * what the access table's file cases drive, so it is tested beside them. (Documents have no
 * local adapter: the Firestore adapter is tested on the emulator, see
 * src/backend/firebase/firestore-paging.node.test.ts and access-rules.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '@/backend/local/local-file-store';
import { signUpEmail, uniqueEmail } from '../support/emulator-accounts';
import { call, startTestBackend, type TestBackend } from '../../server/testing/test-backend';

let backend: TestBackend;
let userToken: string;
let userUid: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const user = await signUpEmail(uniqueEmail('files'));
  userToken = user.idToken;
  userUid = user.uid;
});
afterAll(() => backend?.stop());

const filesAs = (token: string | null, baseUrl = backend.url) =>
  createLocalFileStore({ baseUrl, getToken: async () => token });

/** The BackendError code a failed call rejects with, or 'ok'. */
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

describe('createLocalFileStore', () => {
  it('uploads with the content type kept, serves by token, and removes', async () => {
    const files = filesAs(userToken);
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

  it('maps HTTP failures to BackendError codes', async () => {
    const own = `uploads/${userUid}/resumes/cv.pdf`;
    const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect(await code(filesAs(null).upload(own, pdf()))).toBe('unauthenticated');
    expect(await code(filesAs('garbage').upload(own, pdf()))).toBe('unauthenticated');
    expect(await code(filesAs(userToken).upload(`uploads/someone-else/resumes/cv.pdf`, pdf()))).toBe(
      'permission-denied',
    );
    expect(await code(filesAs(userToken).upload(`uploads/${userUid}/resumes/a\\b.pdf`, pdf()))).toBe(
      'invalid-argument',
    );
    expect(await code(filesAs(userToken).remove(`uploads/${userUid}/resumes/none.pdf`))).toBe('not-found');
    expect(await code(filesAs(userToken, 'http://127.0.0.1:9').upload(own, pdf()))).toBe('unavailable');
  });

  it('answers unknown routes and bad callable JSON in the common error shape', async () => {
    expect(await call(backend.url, 'GET', '/v1/nope')).toMatchObject({
      status: 404,
      body: { error: { status: 'NOT_FOUND' } },
    });
    const res = await fetch(`${backend.url}/demo-project/us-central1/getDailyUsage`, {
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
