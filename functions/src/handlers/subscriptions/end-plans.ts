/**
 * The hourly plan task (docs/product-rules.md 7.6): marks paid plans whose end has passed `expired`,
 * so the admin console, its counts and the export show the truth, and sends the reminder
 * notification 3 days before a plan ends. Access never waits for it: every access decision reads
 * `isPlanLive` with the clock (src/domain/subscription.ts).
 */
import {
  endsWithinReminder,
  formatPlanDay,
  planFamilyName,
  PLAN_END_MESSAGES,
  PLAN_REMINDER_DAYS,
} from '@/domain/plan-end';
import type { QueryCursor } from '@/domain/query/types';
import { readStoredUser } from '@/domain/stored-user';
import { endedPlan, planEndsAt } from '@/domain/subscription';
import { userPatch } from '@/domain/user';
import type { HandlerDeps } from '../ports';
import { notifyUser } from '../notify-user';
import { defineScheduledTask } from '../scheduled';

/** Users read per query; the task pages on until a page changes nothing. */
export const END_PLANS_PAGE = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<HandlerDeps, 'store' | 'clock'>;

/** Marks one user's ended plan expired, re-read in a transaction so a renewal in between wins. */
async function expireOne(deps: Deps, uid: string, now: Date): Promise<boolean> {
  const path = `users/${uid}`;
  return deps.store.transaction(async (tx) => {
    const snap = await tx.get(path);
    const sub = snap ? readStoredUser(snap.data).subscription : null;
    if (!sub || sub.status !== 'active' || !endedPlan(sub, now)) return false;
    tx.update(path, userPatch({}, { status: 'expired' }));
    return true;
  });
}

async function expireEnded(deps: Deps, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const page = await deps.store.query({
      collection: 'users',
      where: [
        ['subscription.status', '==', 'active'],
        ['subscription.expiryDate', '<=', now],
      ],
      orderBy: [['subscription.expiryDate', 'asc']],
      limit: END_PLANS_PAGE,
    });
    let changed = 0;
    for (const snap of page) if (await expireOne(deps, snap.id, now)) changed += 1;
    expired += changed;
    // A page that changed nothing holds only plans that never end (a lifetime plan with a stray
    // end date): the next query would return it again.
    if (page.length < END_PLANS_PAGE || changed === 0) return expired;
  }
}

/** Every user whose active plan ends within the reminder window, page by page. */
async function* endingSoon(deps: Deps, now: Date) {
  let after: QueryCursor | undefined;
  for (;;) {
    const page = await deps.store.query({
      collection: 'users',
      where: [
        ['subscription.status', '==', 'active'],
        ['subscription.expiryDate', '>', now],
        ['subscription.expiryDate', '<=', new Date(now.getTime() + PLAN_REMINDER_DAYS * DAY_MS)],
      ],
      orderBy: [['subscription.expiryDate', 'asc']],
      limit: END_PLANS_PAGE,
      startAfter: after,
    });
    for (const snap of page) {
      const user = readStoredUser(snap.data);
      yield { uid: snap.id, user };
      after = { id: snap.id, values: [user.subscription?.expiryDate ?? null] };
    }
    if (page.length < END_PLANS_PAGE) return;
  }
}

async function remindEndingSoon(deps: Deps, now: Date): Promise<number> {
  let reminded = 0;
  for await (const { uid, user } of endingSoon(deps, now)) {
    const sub = user.subscription;
    const end = sub ? planEndsAt(sub) : null;
    if (!sub || !end || !endsWithinReminder(sub, now)) continue;
    const day = formatPlanDay(end, user.timeZone ?? 'UTC');
    const plan = planFamilyName(sub.planId);
    // One reminder per end date: a renewal moves the end and earns a new one.
    await notifyUser(
      deps.store,
      uid,
      {
        event: `plan-ends-${end.toISOString()}`,
        title: PLAN_END_MESSAGES.reminderTitle(plan, day),
        message: PLAN_END_MESSAGES.reminderMessage,
        type: 'warning',
      },
      now,
    );
    reminded += 1;
  }
  return reminded;
}

export const endPlans = defineScheduledTask({
  name: 'endPlans',
  everyMinutes: 60,
  async run(deps): Promise<{ expired: number; reminded: number }> {
    const now = deps.clock.now();
    const expired = await expireEnded(deps, now);
    const reminded = await remindEndingSoon(deps, now);
    return { expired, reminded };
  },
});
