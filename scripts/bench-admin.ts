/**
 * The admin console's figures of issue 8 with 100,000 seeded users on a local host of its own
 * (bench-local-host.ts): the first users page and a search as the browser asks for them (the
 * users tab's own queries through the Firebase web SDK, with the admin's ID token, against the
 * Firestore emulator running firestore.rules), and the export of every user to CSV through
 * exportAuthUsers, page by page, with the peak memory of the exporter and of this process.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { BackendServer } from '../server/start-backend';
import { emulatorDocStore } from '@/backend/firebase/emulator-doc-store';
import { DEFAULT_LIST_OPTIONS, USERS_PAGE_SIZE, userListQuery } from '@/domain/admin/user-list';
import { prefixQuery } from '@/domain/admin/user-search';
import { SEED_BATCH, SEED_IN_FLIGHT, seedAuthAccounts, seedUserDocs } from './bench-admin-seed';
import { withBenchHost, type BenchHost } from './bench-local-host';
import { measure, type Figure } from './bench-support';

const PROJECT_ID = 'demo-jobkit-bench-admin';
const USERS = 100_000;
const ADMIN_EMAIL = 'admin@bench.test';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function adminToken(projectId: string): Promise<string> {
  const { setClaims, signInEmail, signUpEmail } = await import('../tests/support/emulator-accounts');
  const admin = await signUpEmail(ADMIN_EMAIL);
  await setClaims(projectId, admin.uid, { admin: true });
  return (await signInEmail(ADMIN_EMAIL)).idToken;
}

/**
 * Runs the export in a process of its own, as the browser would, so its peak memory is the
 * exporter's alone (this process also hosts the backend; the documents are in the emulator's).
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

/** The users in the Firestore emulator (firebase-admin, batched) and in the Auth emulator. */
async function seed({ firestore, auth }: BenchHost, now: Date): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-admin-seed-${process.pid}`);
  try {
    const t = performance.now();
    await seedUserDocs(getFirestore(app), USERS, now);
    const docs = seconds(t);
    const t2 = performance.now();
    await seedAuthAccounts(auth.host, PROJECT_ID, USERS, now);
    console.log(
      `admin bench: seeded ${USERS} user documents in ${docs} (Firestore emulator ${firestore.hostPort}, ` +
        `batched writes of ${SEED_BATCH}, ${SEED_IN_FLIGHT} in flight) and ${USERS} Auth accounts in ${seconds(t2)}`,
    );
  } finally {
    await deleteApp(app);
  }
}

export async function adminFigures(figures: Figure[], tmp: string): Promise<void> {
  const opts = {
    projectId: PROJECT_ID,
    adminEmail: ADMIN_EMAIL,
    paymentSimulator: false,
    logError: () => undefined,
  };
  await withBenchHost(path.join(tmp, 'admin'), opts, async (host) => {
    await seed(host, new Date());
    const token = await adminToken(PROJECT_ID);
    // The browser's view: the users tab's queries (src/domain/admin), through the web SDK's
    // document store with the admin's token, the rules in force.
    const browser = emulatorDocStore({
      projectId: PROJECT_ID,
      host: host.firestore.host,
      port: host.firestore.port,
      token,
    });
    // Measured: the emulator's query time grows with the collection (10,000 users: about a
    // fifth of 100,000's); production's index-backed queries do not.
    const note = 'web SDK, Firestore emulator, rules on';
    const query = (name: string, fn: () => Promise<void>) =>
      measure(name, 300, { warmup: 1, runs: 10, note }, fn);
    try {
      figures.push(
        await query('admin users: first page (10 of 100,000)', async () => {
          // A page asks for one row more than it shows: that row tells "Load More" there is more.
          const found = await browser.docs.query(userListQuery(DEFAULT_LIST_OPTIONS));
          if (found.length !== USERS_PAGE_SIZE + 1) throw new Error('first page is not 10 of many');
        }),
        await query('admin users: search "maya.s" (e-mail + name)', async () => {
          const found = await Promise.all([
            browser.docs.query(prefixQuery('emailLower', 'maya.s')),
            browser.docs.query(prefixQuery('nameLower', 'maya.s')),
          ]);
          if (found.flat().length === 0) throw new Error('search "maya.s" found nobody');
        }),
      );
    } finally {
      await browser.close();
    }
    figures.push(await exportFigure(host.backend, token));
  });
}
