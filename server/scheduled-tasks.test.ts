/**
 * The plan task on the local host (docs/product-rules.md 7.6): an ended plan gives the free limit
 * through the real host before the task has run, the host's timer runs the registry's task, and a
 * run marks the plan expired and leaves a live one alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/domain/stored-user';
import { signUpEmail, uniqueEmail, type TestAccount } from '../tests/support/emulator-accounts';
import { defineScheduledTask } from '../functions/src/handlers/scheduled';
import { startScheduledTasks } from './scheduled-tasks';
import { call, startTestBackend, TEST_PROJECT_ID, type TestBackend } from './testing/test-backend';

const DAY = 24 * 60 * 60 * 1000;
let backend: TestBackend;
let ended: TestAccount;
let live: TestAccount;

async function givePlan(uid: string, endsInDays: number) {
  await backend.store.set(`users/${uid}`, {
    uid,
    name: 'Plan Holder',
    subscription: {
      planId: 'ultimate-monthly',
      planName: 'Ultimate (1 Month)',
      status: 'active',
      credits: 1500,
      amount: 29,
      expiryDate: new Date(Date.now() + endsInDays * DAY),
    },
  });
}

const status = async (uid: string) =>
  readStoredUser((await backend.store.get(`users/${uid}`))?.data).subscription?.status;

beforeAll(async () => {
  backend = await startTestBackend({ appUrls: ['http://127.0.0.1:5173'] });
  ended = await signUpEmail(uniqueEmail('ended'));
  live = await signUpEmail(uniqueEmail('live'));
  await givePlan(ended.uid, -1);
  await givePlan(live.uid, 10);
});
afterAll(() => backend?.stop());

describe('plan end on the local host', () => {
  it('refuses the paid limit to an ended plan before any task has marked it', async () => {
    const usage = (user: TestAccount) =>
      call(backend.url, 'POST', `/${TEST_PROJECT_ID}/us-central1/getDailyUsage`, {
        token: user.idToken,
        json: { data: { feature: 'magicCV' } },
      });
    expect(await status(ended.uid)).toBe('active');
    expect((await usage(ended)).body.result.limit).toBe(2);
    expect((await usage(live)).body.result.limit).toBeNull();
  });

  it('runs the registry task: the ended plan is marked expired, the live one is not', async () => {
    await backend.scheduled.runAll();
    expect(await status(ended.uid)).toBe('expired');
    expect(await status(live.uid)).toBe('active');
  });
});

describe('the local timer', () => {
  it('runs a task once soon after start, then every period, never two runs at once', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let release: () => void = () => {};
      const task = defineScheduledTask({
        name: 'slow',
        everyMinutes: 1,
        run: () => {
          runs += 1;
          return new Promise<void>((r) => (release = r));
        },
      });
      const timers = startScheduledTasks(
        [task],
        { store: backend.store, clock: { now: () => new Date() } },
        {
          logError: () => {},
          firstRunMs: 1000,
        },
      );
      await vi.advanceTimersByTimeAsync(999);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toBe(1);
      // Still running at the next period: no second run.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(2);
      release();
      await timers.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
