/**
 * Daily usage counters (docs/product-rules.md 6.3): one document per user per local day,
 * `usage/{uid}_{YYYY-MM-DD}` = `{ userId, day, <feature>: n }`. A use is reserved inside a
 * transaction that also reads the limit, so two requests at the last free slot cannot both
 * pass; a failed generation gives its slot back. The day is the user's in the time zone the
 * server stored for them (zoneOf), never the one a call claims.
 */
import { localDay } from '@/domain/dates';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import {
  usageCountOf,
  usagePath,
  usageWriteSchema,
  type DailyUsage,
  type UsageCounter,
} from '@/domain/daily-usage';
import { FAIR_USE_LIMITS, isFairUseCounter } from '@/domain/fair-use';
import { dailyLimit, type LimitedFeature } from '@/domain/settings';
import { readStoredUser, type StoredUser } from '@/domain/stored-user';
import { completeSubscription, userPatch, type Subscription } from '@/domain/user';
import { isValidTimeZone } from '@/domain/dates';
import { HandlerError, type AdminStore, type AdminTransaction, type DocData } from './ports';
import { readSettings } from './read-settings';

type Reader = Pick<AdminTransaction, 'get'> | Pick<AdminStore, 'get'>;

export async function readSubscription(db: Reader, uid: string): Promise<Subscription> {
  const user = await db.get(`users/${uid}`);
  return (user ? readStoredUser(user.data).subscription : null) ?? completeSubscription({});
}

/** Days are counted in UTC for a caller with no user document yet (none is created here). */
const NO_ZONE = 'UTC';

/**
 * The time zone a user's days are counted in: the first one their browser reported, stored once
 * on their document by the server (clients cannot write it). Later calls claiming another zone
 * are not followed, so switching zones never opens a new day with fresh uses.
 */
function zoneOf(user: StoredUser | null, claimed: string): { zone: string; store: boolean } {
  if (!user) return { zone: NO_ZONE, store: false };
  const stored = user.timeZone;
  if (stored !== null && isValidTimeZone(stored)) return { zone: stored, store: false };
  return { zone: isValidTimeZone(claimed) ? claimed : NO_ZONE, store: true };
}

/**
 * Inside one transaction: the user's day, limit and count so far (all reads), then the zone
 * stored when the user had none. Firestore wants every read before the first write.
 */
async function dayAndCount(
  tx: AdminTransaction,
  uid: string,
  feature: UsageCounter,
  now: Date,
  claimed: string,
) {
  const snap = await tx.get(`users/${uid}`);
  const user = snap ? readStoredUser(snap.data) : null;
  const { zone, store } = zoneOf(user, claimed);
  const day = localDay(now, zone);
  const path = usagePath(uid, day);
  const [settings, usage] = await Promise.all([readSettings(tx), tx.get<DocData>(path)]);
  // A fair-use cap is the same on every plan (docs/product-rules.md 6.3).
  const limit = isFairUseCounter(feature)
    ? FAIR_USE_LIMITS[feature]
    : dailyLimit(settings, user?.subscription ?? completeSubscription({}), feature, now);
  if (store) tx.set(`users/${uid}`, userPatch({ timeZone: zone }), { merge: true });
  return { day, path, limit, used: usageCountOf(usage?.data, feature) };
}

export async function readDailyUsage(
  store: AdminStore,
  uid: string,
  feature: LimitedFeature,
  now: Date,
  /** The zone the call reports: stored only when the user has none yet (zoneOf). */
  claimedZone: string,
): Promise<DailyUsage> {
  const { used, limit, day } = await store.transaction((tx) =>
    dayAndCount(tx, uid, feature, now, claimedZone),
  );
  return { used, limit, day };
}

export interface Reservation extends DailyUsage {
  /** Gives the slot back (failed generation); never throws, a lost slot is not worth an error. */
  release(): Promise<void>;
}

export async function reserveDailyUse(
  store: AdminStore,
  uid: string,
  feature: UsageCounter,
  now: Date,
  /** The zone the call reports: stored only when the user has none yet (zoneOf). */
  claimedZone: string,
  limitMessage: string = magicCvMessages.dailyLimit,
): Promise<Reservation> {
  const { used, limit, day, path } = await store.transaction(async (tx) => {
    const got = await dayAndCount(tx, uid, feature, now, claimedZone);
    if (got.limit !== null && got.used >= got.limit)
      throw new HandlerError('resource-exhausted', limitMessage);
    // Unlimited plans are counted too: the admin's statistics read the same documents.
    tx.set(got.path, usageWriteSchema.parse({ userId: uid, day: got.day, [feature]: got.used + 1 }), {
      merge: true,
    });
    return { ...got, used: got.used + 1 };
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
          const n = usageCountOf(usage?.data, feature);
          if (n > 0) tx.set(path, usageWriteSchema.parse({ [feature]: n - 1 }), { merge: true });
        })
        .catch((e: unknown) => console.error('could not release a usage slot', e));
    },
  };
}
