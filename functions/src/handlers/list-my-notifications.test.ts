import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx, type TestDeps } from '../testing/fakes';
import { givePlan, UID } from '../testing/magic-cv-arrange';
import { invokeHandler } from './invoke';
import { listMyNotifications } from './list-my-notifications';

function notify(deps: TestDeps, id: string, extra: Record<string, unknown> = {}) {
  deps.store.docs.set(`notifications/${id}`, {
    title: `Title ${id}`,
    message: `Message ${id}`,
    type: 'info',
    targetUserType: 'all',
    createdAt: new Date('2025-01-14T10:00:00Z'),
    expiresAt: new Date('2025-01-20T10:00:00Z'),
    isRead: false,
    ...extra,
  });
}

const ids = async (deps: TestDeps, uid = UID) =>
  (await invokeHandler(listMyNotifications, deps, userCtx(uid), {})).notifications.map((n) => n.id);

describe('listMyNotifications', () => {
  it("gives a free user 'all' and 'free' notifications, not 'premium' ones", async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    notify(deps, 'everyone');
    notify(deps, 'free-only', { targetUserType: 'free', type: 'warning' });
    notify(deps, 'premium-only', { targetUserType: 'premium' });
    expect((await ids(deps)).sort()).toEqual(['everyone', 'free-only']);
  });

  it("gives a paying user 'all' and 'premium' ones; a user without a document counts as free", async () => {
    const deps = createTestDeps();
    givePlan(deps, 'premium-monthly');
    notify(deps, 'everyone');
    notify(deps, 'free-only', { targetUserType: 'free' });
    notify(deps, 'premium-only', { targetUserType: 'premium' });
    expect((await ids(deps)).sort()).toEqual(['everyone', 'premium-only']);
    expect((await ids(deps, 'no-doc')).sort()).toEqual(['everyone', 'free-only']);
    givePlan(deps, 'premium-monthly', UID, 'expired');
    expect((await ids(deps)).sort()).toEqual(['everyone', 'free-only']);
  });

  it('hides expired ones and returns the newest first with ISO dates, at most 20', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    notify(deps, 'expired', { expiresAt: new Date('2025-01-15T09:59:59Z') });
    notify(deps, 'expires-now', { expiresAt: deps.clock.now() });
    for (let i = 0; i < 25; i += 1) {
      notify(deps, `n${String(i).padStart(2, '0')}`, {
        createdAt: new Date(Date.UTC(2025, 0, 1, i)),
        expiresAt: new Date(Date.UTC(2025, 0, 16, 25 - i)),
      });
    }
    const result = await invokeHandler(listMyNotifications, deps, userCtx(UID), {});
    expect(result.notifications).toHaveLength(20);
    expect(result.notifications[0]).toEqual({
      id: 'n24',
      title: 'Title n24',
      message: 'Message n24',
      type: 'info',
      createdAt: '2025-01-02T00:00:00.000Z',
      expiresAt: '2025-01-16T01:00:00.000Z',
    });
    expect(result.notifications.map((n) => n.id)).not.toContain('expired');
    expect(result.notifications.map((n) => n.id)).not.toContain('expires-now');
    expect(result.notifications.at(-1)!.id).toBe('n05');
  });

  it('refuses a caller without a token and unexpected input', async () => {
    const deps = createTestDeps();
    await expect(
      invokeHandler(listMyNotifications, deps, userCtx('x', { uid: null }), {}),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      invokeHandler(listMyNotifications, deps, userCtx(UID), { targetUserType: 'premium' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
