/**
 * Fakes for handler tests: an AdminAuth holding records in memory, a settable clock, and a
 * HandlerDeps builder that wires them with the memory store and the fake ports (fake-ports.ts).
 */
import type {
  AdminAuth,
  AuthUserRecord,
  Clock,
  HandlerContext,
  HandlerDeps,
  ServerConfig,
} from '../handlers/ports';
import { offlineAi } from '../ai/offline-ai';
import type { PaymentGateways } from '../payments/gateway-ports';
import {
  createFakePdf,
  createFakeScraper,
  createMemoryFiles,
  createScriptedAi,
  type FakePdf,
  type FakeScraper,
  type MemoryFiles,
  type ScriptedAi,
} from './fake-ports';
import { createFakeJobSource, type FakeJobSource } from './fake-job-source';
import { createMemoryAdminStore, type MemoryAdminStore } from './memory-admin-store';

export interface FakeAdminAuth extends AdminAuth {
  readonly users: Map<string, AuthUserRecord>;
  /** How often setClaims was called (tests assert that unchanged claims are not rewritten). */
  setClaimsCalls: number;
  add(user: Partial<AuthUserRecord> & { uid: string }): AuthUserRecord;
}

export function createFakeAdminAuth(): FakeAdminAuth {
  const users = new Map<string, AuthUserRecord>();
  const fake: FakeAdminAuth = {
    users,
    setClaimsCalls: 0,
    add(user) {
      const record: AuthUserRecord = {
        email: null,
        emailVerified: false,
        displayName: null,
        photoURL: null,
        disabled: false,
        createdAt: null,
        lastSignInAt: null,
        customClaims: {},
        providers: [],
        ...user,
      };
      users.set(user.uid, record);
      return record;
    },
    getUser: async (uid) => {
      const u = users.get(uid);
      return u ? structuredClone(u) : null;
    },
    async listUsers(limit, pageToken) {
      const all = [...users.values()];
      const start = pageToken ? Number(pageToken) : 0;
      const page = all.slice(start, start + limit);
      const next = start + limit < all.length ? String(start + limit) : undefined;
      return next ? { users: page, next } : { users: page };
    },
    async setClaims(uid, claims) {
      const u = users.get(uid);
      if (!u) throw new Error(`auth/user-not-found: ${uid}`);
      fake.setClaimsCalls += 1;
      u.customClaims = structuredClone(claims);
    },
    deleteUser: async (uid) => users.delete(uid),
  };
  return fake;
}

export interface FixedClock extends Clock {
  set(date: Date | string): void;
}

export function createFixedClock(start: Date | string = '2025-01-15T10:00:00.000Z'): FixedClock {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set: (date) => void (current = new Date(date)),
  };
}

export interface TestDeps extends HandlerDeps {
  store: MemoryAdminStore;
  files: MemoryFiles;
  auth: FakeAdminAuth;
  clock: FixedClock;
  ai: ScriptedAi;
  pdf: FakePdf;
  jobs: FakeScraper;
  jobSource: FakeJobSource;
}

export function createTestDeps(
  overrides: Partial<ServerConfig> & { secrets?: Record<string, string>; payments?: PaymentGateways } = {},
): TestDeps {
  const clock = createFixedClock();
  const { secrets = {}, payments = NO_PAYMENTS, ...config } = overrides;
  return {
    store: createMemoryAdminStore(clock),
    files: createMemoryFiles(),
    auth: createFakeAdminAuth(),
    clock,
    secrets: { get: (name) => secrets[name] },
    config: {
      adminEmail: 'admin@example.com',
      appUrls: ['https://app.example.com'],
      allowLoopbackOrigins: false,
      inrPerUsd: 83.5,
      ...config,
    },
    ai: createScriptedAi(),
    builtInAi: offlineAi,
    pdf: createFakePdf(),
    jobs: createFakeScraper(),
    jobSource: createFakeJobSource(),
    payments,
  };
}

/** No provider configured (tests of handlers that take no payment). */
export const NO_PAYMENTS: PaymentGateways = { paypal: null, razorpay: null, phonepe: null };

export function userCtx(uid: string, extra: Partial<HandlerContext> = {}): HandlerContext {
  return { uid, email: null, emailVerified: false, admin: false, tz: 'UTC', ...extra };
}
