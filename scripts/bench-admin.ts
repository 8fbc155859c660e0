/**
 * The admin console's figures of issue 8 with 100,000 seeded users on the local backend: the
 * first users page and a search as the browser asks for them (HTTP, admin token, access
 * checks included), and the export of every user to CSV through exportAuthUsers, page by page,
 * with the peak memory of this process (backend, its store and the CSV being built).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { startAuthEmulator, type AuthEmulator } from '../server/dev/auth-emulator';
import type { BackendServer } from '../server/start-backend';
import { fromWire, toWire } from '../src/domain/doc-values';
import type { Query } from '../src/domain/query/types';
import { seedAuthAccounts, seedUserDocs } from './bench-admin-seed';
import { measure, type Figure } from './bench-support';

const PROJECT_ID = 'demo-jobkit-bench-admin';
const USERS = 100_000;
const ADMIN_EMAIL = 'admin@bench.test';

async function adminToken(projectId: string): Promise<string> {
  const { setClaims, signInEmail, signUpEmail } = await import('../tests/support/emulator-accounts');
  const admin = await signUpEmail(ADMIN_EMAIL);
  await setClaims(projectId, admin.uid, { admin: true });
  return (await signInEmail(ADMIN_EMAIL)).idToken;
}

function client(backend: BackendServer, token: string) {
  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${backend.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(toWire(body)),
    });
    const json = fromWire(await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(json.error)}`);
    return json;
  };
  return {
    query: async (q: Query) => (await post('/v1/query', q)).docs as unknown[],
  };
}

/** The two range queries the users tab runs for one search (e-mail and name prefixes). */
const searchQueries = (text: string): Query[] =>
  (['emailLower', 'nameLower'] as const).map((field) => ({
    collection: 'users',
    where: [
      [field, '>=', text],
      [field, '<', `${text}\uf8ff`],
    ],
    orderBy: [[field, 'asc']],
    limit: 50,
  }));

/**
 * Runs the export in a process of its own, as the browser would, so its peak memory is the
 * exporter's alone (this process also hosts the backend and its 100,000 cached documents).
 */
async function exportFigure(backend: BackendServer, token: string): Promise<Figure> {
  const script = fileURLToPath(new URL('./bench-admin-export.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_URL: `${backend.url}/${PROJECT_ID}/us-central1`, BENCH_TOKEN: token },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  let backendPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => (backendPeak = Math.max(backendPeak, process.memoryUsage().rss)), 25);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`export process exited with ${code}: ${out}`);
  const r = JSON.parse(out.trim().split('\n').pop()!) as {
    rows: number;
    mb: number;
    ms: number;
    rssMb: number;
  };
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  return {
    name: 'admin export: all users to CSV (exportAuthUsers pages)',
    targetMs: 10_000,
    runs: 1,
    medianMs: r.ms,
    p95Ms: r.ms,
    note:
      `${r.rows} rows, ${r.mb.toFixed(1)} MB CSV; exporter peak RSS ${mb(r.rssMb)} ` +
      `(< 300 MB: ${r.rssMb < 300 ? 'PASS' : 'OVER'}); backend peak RSS ${mb(backendPeak / 1048576)}`,
  };
}

export async function adminFigures(figures: Figure[], tmp: string): Promise<void> {
  let emulator: AuthEmulator | undefined;
  let backend: BackendServer | undefined;
  try {
    emulator = await startAuthEmulator({ projectId: PROJECT_ID, workDir: path.join(tmp, 'admin-auth') });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    const { startBackend } = await import('../server/start-backend');
    backend = await startBackend({
      port: 0,
      dataDir: path.join(tmp, 'admin-data'),
      projectId: PROJECT_ID,
      adminEmail: ADMIN_EMAIL,
      paymentSimulator: false,
      logError: () => undefined,
    });
    const now = new Date();
    const t = performance.now();
    await seedUserDocs(backend.store, USERS, now);
    await seedAuthAccounts(emulator.host, PROJECT_ID, USERS, now);
    console.log(`admin bench: seeded ${USERS} users in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const token = await adminToken(PROJECT_ID);
    const api = client(backend, token);

    const firstPage: Query = { collection: 'users', orderBy: [['createdAt', 'desc']], limit: 10 };
    figures.push(
      await measure('admin users: first page (10 of 100,000)', 300, { warmup: 1, runs: 10 }, () =>
        api.query(firstPage),
      ),
    );
    const search = async (text: string) => {
      const results = await Promise.all(searchQueries(text).map((q) => api.query(q)));
      if (results.flat().length === 0) throw new Error(`search "${text}" found nobody`);
    };
    figures.push(
      await measure('admin users: search "maya.s" (e-mail + name)', 300, { warmup: 1, runs: 10 }, () =>
        search('maya.s'),
      ),
    );

    figures.push(await exportFigure(backend, token));
  } finally {
    await backend?.close();
    await emulator?.stop();
  }
}
