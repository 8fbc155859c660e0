/**
 * Test helpers that talk to the Auth emulator's REST API directly: create accounts, sign in,
 * and mint ID tokens for e-mail and google.com users. Used by server, access and seed tests.
 */
export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
}

function base(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (global setup missing?)');
  return `http://${host}`;
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

const KEY = '?key=demo-api-key';

export async function signUpEmail(email: string, password = 'secret123'): Promise<TestAccount> {
  const r = await post<{ localId: string; idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp${KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: r.localId, email, idToken: r.idToken };
}

export async function signInEmail(email: string, password = 'secret123'): Promise<TestAccount> {
  const r = await post<{ localId: string; idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword${KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: r.localId, email, idToken: r.idToken };
}

/** A google.com user, as the local account chooser signs one in (e-mail verified). */
export async function signInGoogle(email: string, name = 'Test User'): Promise<TestAccount> {
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const r = await post<{ localId: string; idToken: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp${KEY}`,
    {
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://127.0.0.1',
      returnSecureToken: true,
      returnIdpCredential: true,
    },
  );
  return { uid: r.localId, email, idToken: r.idToken };
}

/** Sets custom claims the way the server does (owner credential), for forging tests. */
export async function setClaims(projectId: string, uid: string, claims: Record<string, unknown>) {
  await post(
    `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    { localId: uid, customAttributes: JSON.stringify(claims) },
    { authorization: 'Bearer owner' },
  );
}

/** A token the emulator never issued: right shape, wrong content. */
export function forgedToken(uid: string, claims: Record<string, unknown> = {}): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: uid, user_id: uid, ...claims })}.`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}
