/**
 * Daily usage counters (DESIGN section 5): one document per user per local day,
 * `usage/{uid}_{YYYY-MM-DD}` = `{ userId, day, <feature>: n }`. A use is reserved inside a
 * transaction that also reads the limit, so two requests at the last free slot cannot both
 * pass; a failed generation gives its slot back. The day is the user's in the time zone the
 * server stored for them (userTimeZone), never the one a call claims.
 */
import { localDay } from '../../../src/domain/dates';
import { magicCvMessages } from '../../../src/domain/magic-cv/messages';
import { dailyLimit, type LimitedFeature } from '../../../src/domain/settings';
import { completeSubscription, type Subscription } from '../../../src/domain/user';
import { isValidTimeZone } from './client-meta';
import { HandlerError, type AdminStore, type AdminTransaction, type DocData } from './ports';
import { readSettings } from './read-settings';

export const USAGE = 'usage';

export const usagePath = (uid: string, day: string) => `${USAGE}/${uid}_${day}`;

type Reader = Pick<AdminTransaction, 'get'> | Pick<AdminStore, 'get'>;

export async function readSubscription(db: Reader, uid: string): Promise<Subscription> {
  const user = await db.get<DocData>(`users/${uid}`);
  return completeSubscription(user?.data.subscription);
}

async function readLimit(db: Reader, uid: string, feature: LimitedFeature): Promise<number | null> {
  const [settings, sub] = await Promise.all([readSettings(db), readSubscription(db, uid)]);
  return dailyLimit(settings, sub, feature);
}

const countOf = (data: DocData | undefined, feature: LimitedFeature): number => {
  const n = data?.[feature];
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
};

/** Days are counted in UTC for a caller with no user document yet (none is created here). */
const NO_ZONE = 'UTC';

/**
 * The time zone a user's days are counted in: the first one their browser reported, stored once
 * on their document by the server (clients cannot write it). Later calls claiming another zone
 * are not followed, so switching zones never opens a new day with fresh uses.
 */
export async function userTimeZone(store: AdminStore, uid: string, claimed: string): Promise<string> {
  return store.transaction(async (tx) => {
    const user = await tx.get<DocData>(`users/${uid}`);
    if (!user) return NO_ZONE;
    const stored = user.data.timeZone;
    if (typeof stored === 'string' && isValidTimeZone(stored)) return stored;
    const zone = isValidTimeZone(claimed) ? claimed : NO_ZONE;
    tx.set(`users/${uid}`, { timeZone: zone }, { merge: true });
    return zone;
  });
}

export interface DailyUsage {
  used: number;
  /** null: unlimited. */
  limit: number | null;
  day: string;
}

export async function readDailyUsage(
  store: AdminStore,
  uid: string,
  feature: LimitedFeature,
  now: Date,
  /** The zone the call reports: stored only when the user has none yet (userTimeZone). */
  claimedZone: string,
): Promise<DailyUsage> {
  const day = localDay(now, await userTimeZone(store, uid, claimedZone));
  const [limit, usage] = await Promise.all([
    readLimit(store, uid, feature),
    store.get<DocData>(usagePath(uid, day)),
  ]);
  return { used: countOf(usage?.data, feature), limit, day };
}

export interface Reservation extends DailyUsage {
  /** Gives the slot back (failed generation); never throws, a lost slot is not worth an error. */
  release(): Promise<void>;
}

export async function reserveDailyUse(
  store: AdminStore,
  uid: string,
  feature: LimitedFeature,
  now: Date,
  /** The zone the call reports: stored only when the user has none yet (userTimeZone). */
  claimedZone: string,
  limitMessage: string = magicCvMessages.dailyLimit,
): Promise<Reservation> {
  const day = localDay(now, await userTimeZone(store, uid, claimedZone));
  const path = usagePath(uid, day);
  const { used, limit } = await store.transaction(async (tx) => {
    const [limit, usage] = await Promise.all([readLimit(tx, uid, feature), tx.get<DocData>(path)]);
    const used = countOf(usage?.data, feature);
    if (limit !== null && used >= limit) throw new HandlerError('resource-exhausted', limitMessage);
    // Unlimited plans are counted too: the admin's statistics read the same documents.
    tx.set(path, { userId: uid, day, [feature]: used + 1 }, { merge: true });
    return { used: used + 1, limit };
  });
  let released = false;
  return {
    used,
    limit,
    day,
    async release() {
      if (released) return;
      released = true;
      await store
        .transaction(async (tx) => {
          const usage = await tx.get<DocData>(path);
          const n = countOf(usage?.data, feature);
          if (n > 0) tx.set(path, { [feature]: n - 1 }, { merge: true });
        })
        .catch((e: unknown) => console.error('could not release a usage slot', e));
    },
  };
}
