/**
 * Test fixture: a backend on a random port with a temporary data folder, against the Auth
 * emulator that the node test project's global setup started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  setClaims,
  signInEmail,
  signUpEmail,
  uniqueEmail,
  type TestAccount,
} from '../../tests/support/emulator-accounts';
import { startBackend, type BackendServer, type StartBackendOptions } from '../start-backend';

export const TEST_PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-jobkit-test';
export const TEST_ADMIN_EMAIL = 'admin@jobkit.test';

export interface TestBackend extends BackendServer {
  dataDir: string;
  /** Closes the backend and deletes its data folder. */
  stop(): Promise<void>;
}

export async function startTestBackend(opts: Partial<StartBackendOptions> = {}): Promise<TestBackend> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-backend-'));
  const backend = await startBackend({
    port: 0,
    projectId: TEST_PROJECT_ID,
    adminEmail: TEST_ADMIN_EMAIL,
    ...opts,
    dataDir,
  });
  return {
    ...backend,
    dataDir,
    async stop() {
      await backend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An e-mail account carrying the `admin: true` claim in its ID token. */
export async function createAdminAccount(prefix = 'admin'): Promise<TestAccount> {
  const email = uniqueEmail(prefix);
  const { uid } = await signUpEmail(email);
  await setClaims(TEST_PROJECT_ID, uid, { admin: true });
  return signInEmail(email);
}

/** `fetch` against the backend with an optional bearer token and JSON body. */
export async function call(
  base: string,
  method: string,
  route: string,
  opts: { token?: string | null; json?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect replies ad hoc
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${route}`, {
    method,
    headers,
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}
