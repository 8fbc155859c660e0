/**
 * Starts the local host on 127.0.0.1 (docs/architecture.md, "Data path"): the same callable
 * handlers and webhooks as Cloud Functions, the payment simulator and a file stand-in for
 * Storage. Documents live in Google's Firestore emulator (FIRESTORE_EMULATOR_HOST), reached
 * through firebase-admin like in production; ID tokens are verified against the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST).
 */
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createAdminAuth } from '../functions/src/adapters/admin-auth';
import { openAdminStore } from '../functions/src/adapters/firestore-admin-store';
import { composeHandlerDeps, parseAppUrls } from '../functions/src/compose-deps';
import type {
  AdminStore,
  Ai,
  Clock,
  JobScraper,
  JobSource,
  PdfRenderer,
  Secrets,
} from '../functions/src/handlers/ports';
import { createPaymentSimulator, type PaymentSimulator } from '../functions/src/payments/simulator/simulator';
import { createSystemChromeRenderer } from '../functions/src/pdf/puppeteer-renderer';
import type { AnyHandlerDef } from '../functions/src/handlers/registry';
import { createTokenVerifier } from './auth/token-verifier';
import { createDiskFiles, type DiskFiles } from './files/disk-files';
import { buildApp } from './http/app';
import { appOrigins } from './http/origins';
import { loadSimulatorCredentials } from './payments/simulator-secrets';
import { startScheduledTasks, type ScheduledTimers } from './scheduled-tasks';

export interface StartBackendOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  dataDir: string;
  projectId: string;
  adminEmail: string;
  /** Callable handlers; defaults to functions/src/handlers/registry.ts. */
  handlers?: readonly AnyHandlerDef[];
  clock?: Clock;
  secrets?: Secrets;
  /** Where unexpected errors go (default console.error). */
  logError?: (e: unknown) => void;
  /** Default: chosen from AI_PROVIDER / GEMINI_API_KEY / OPENAI_BASE_URL, else the offline engine. */
  ai?: Ai;
  /** Default: the system Chromium (CHROME_PATH or /usr/bin/chromium), launched on first render. */
  pdf?: PdfRenderer;
  /** Default: server-side fetch of the posting page. */
  jobs?: JobScraper;
  /** Default: the `jobs` collection plus the boards in JOB_BOARDS. */
  jobSource?: JobSource;
  /**
   * The payment simulator under /sim (docs/architecture.md 2). Default true: one with webhooks to this
   * backend and the data folder's own credentials (server/payments/simulator-secrets.ts). A
   * simulator passed in brings its credentials; the gateways are configured with them.
   */
  paymentSimulator?: boolean | PaymentSimulator;
  /**
   * The web app's URLs (default: APP_URL, comma-separated): the only pages that may call the
   * backend (server/http/origins.ts), and where payment providers return buyers (any loopback
   * origin is accepted there as well, since the local app may run on any port).
   */
  appUrls?: string[];
}

export interface BackendServer {
  url: string;
  port: number;
  /** The documents without access rules (seeding, tests, scripts): firebase-admin. */
  store: AdminStore;
  files: DiskFiles;
  /** The payment simulator served under `${url}/sim`, unless turned off. */
  simulator?: PaymentSimulator;
  /** The registry's scheduled tasks on local timers (server/scheduled-tasks.ts). */
  scheduled: ScheduledTimers;
  close(): Promise<void>;
}

let instances = 0;

export async function startBackend(opts: StartBackendOptions): Promise<BackendServer> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    // Without it firebase-admin would try Google's servers and reject the emulator's tokens.
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must point at the Auth emulator.');
  }
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    // Likewise: firebase-admin would write to the real project's Firestore.
    throw new Error('FIRESTORE_EMULATOR_HOST must point at the Firestore emulator.');
  }
  const clock = opts.clock ?? { now: () => new Date() };
  const logError = opts.logError ?? ((e: unknown) => console.error('[backend]', e));
  const registry = await import('../functions/src/handlers/registry');
  const handlers = opts.handlers ?? registry.handlers;
  // Simulator secrets belong to the data folder: generated on its first start, then reused.
  const simCredentials =
    opts.paymentSimulator === undefined || opts.paymentSimulator === true
      ? loadSimulatorCredentials(opts.dataDir)
      : undefined;

  instances += 1;
  const adminApp = initializeApp({ projectId: opts.projectId }, `jobkit-backend-${process.pid}-${instances}`);
  const adminAuth = getAuth(adminApp);
  const { store, close: closeStore } = openAdminStore(opts.projectId);
  let url = '';
  const files = createDiskFiles(path.join(opts.dataDir, 'files'), () => url);
  // url is only known after listen, so the simulator reads it (and its webhook targets) lazily.
  const simulator =
    typeof opts.paymentSimulator === 'object'
      ? opts.paymentSimulator
      : simCredentials
        ? createPaymentSimulator({
            baseUrl: () => `${url}/sim`,
            credentials: simCredentials,
            webhooks: {
              paypal: () => `${url}/${opts.projectId}/us-central1/paypalWebhook`,
              razorpay: () => `${url}/${opts.projectId}/us-central1/razorpayWebhook`,
              phonepe: () => `${url}/${opts.projectId}/us-central1/phonePeWebhook`,
            },
          })
        : undefined;
  const secrets: Secrets = opts.secrets ?? { get: (name) => process.env[name] };
  const appUrls = opts.appUrls ?? parseAppUrls(process.env.APP_URL);
  const pdf = opts.pdf ?? createSystemChromeRenderer();
  const handlerDeps = composeHandlerDeps({
    store,
    files,
    auth: createAdminAuth(adminAuth),
    clock,
    secrets,
    adminEmail: opts.adminEmail,
    appUrls,
    allowLoopbackOrigins: true,
    pdf,
    webhookBaseUrl: () => `${url}/${opts.projectId}/us-central1`,
    // Providers with keys in the environment are real; the others are played by the simulator.
    simulator: simulator ? { url: () => `${url}/sim`, credentials: simulator.credentials } : undefined,
    ai: opts.ai,
    jobs: opts.jobs,
    jobSource: opts.jobSource,
  });

  const cleanup = async () => {
    // The warm browser would otherwise outlive the backend (and keep the process alive); a
    // renderer passed in belongs to the caller.
    if (!opts.pdf) await pdf.close?.();
    await closeStore();
    await deleteApp(adminApp);
  };
  try {
    const app = await buildApp({
      projectId: opts.projectId,
      files,
      verifier: createTokenVerifier(adminAuth),
      handlers,
      webhooks: registry.webhooks,
      siteFiles: registry.siteFiles,
      handlerDeps,
      now: () => clock.now(),
      logError,
      simulator,
      appOrigins: appOrigins(appUrls),
    });
    await app.listen({ host: '127.0.0.1', port: opts.port ?? 8787 });
    const scheduled = startScheduledTasks(registry.scheduledTasks, handlerDeps, { logError });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (opts.port ?? 8787);
    url = `http://127.0.0.1:${port}`;
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      store,
      files,
      simulator,
      scheduled,
      // In-flight simulator webhooks target this server: let them land before it closes.
      close: () =>
        (closing ??= scheduled
          .stop()
          .then(() => simulator?.settle())
          .then(() => app.close())
          .then(cleanup)),
    };
  } catch (e) {
    await cleanup();
    throw e;
  }
}
