/**
 * syncUser: called by the client after every sign-in. Makes sure users/{uid} exists and is
 * complete (with the admin search's nameLower/emailLower), stamps lastLogin, and keeps the
 * `admin` custom claim in line with ADMIN_EMAIL.
 * Identity comes from the Auth record, never from the input; the input only offers a name and
 * photo the client saw (used when neither the Auth record nor the document has one).
 * Name and photo are shown to everyone (comments), so they obey the profile rules
 * (src/domain/public-profile.ts, docs/product-rules.md 2.7): a photo from another host is dropped
 * (stored as null), and a name that reads as staff (profile/staff-name.ts: look-alike letters and
 * invisible characters count) is passed over for the next candidate, then "User", unless the
 * caller is the admin. A stored name or photo that breaks those rules is replaced the same way.
 */
import { z } from 'zod';
import { searchFields, searchFieldsStale } from '@/domain/admin/user-search';
import { isAllowedPhotoURL, PROFILE_LIMITS } from '@/domain/public-profile';
import {
  completeSubscription,
  userDocSchema,
  userPatch,
  type Subscription,
  type UserDoc,
} from '@/domain/user';
import { defineHandler, HandlerError, type AuthUserRecord, type DocData } from './ports';
import { hasVisibleText } from './profile/name-reading';
import { isStaffName } from './profile/staff-name';

/** A stored map (the subscription as it is), to compare field by field. */
const storedMap = z.record(z.string(), z.unknown());

// A bad hint is dropped rather than failing the sign-in: it is only a fallback anyway.
const inputSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional().catch(undefined),
    photoURL: z.url().max(2000).optional().catch(undefined),
  })
  .strict();

export interface SyncUserResult {
  /** Whether the caller is the admin after this call. */
  admin: boolean;
  /** True when custom claims changed: the client must refresh its ID token to see them. */
  claimsChanged: boolean;
}

/** Shown publicly (comments), so never derived from the e-mail address. */
const FALLBACK_NAME = 'User';

type Hint = z.infer<typeof inputSchema>;

interface Who {
  rec: AuthUserRecord;
  hint: Hint;
  /** Whether the caller is the admin once this call is done: only they may use a staff name. */
  admin: boolean;
}

/**
 * Within the profile's bounds (comments copy it), something visible, and no staff name unless
 * the admin's.
 */
const acceptableName = (v: unknown, admin: boolean): v is string =>
  typeof v === 'string' &&
  hasVisibleText(v) &&
  v.length <= PROFILE_LIMITS.nameMax &&
  (admin || !isStaffName(v));

/** The Auth record's name, else the hint's, skipping any that poses as staff; else "User". */
function nameFor({ rec, hint, admin }: Who): string {
  return [rec.displayName, hint.name].find((n) => acceptableName(n, admin)) ?? FALLBACK_NAME;
}

/** The Auth record's photo, else the hint's; null when that one is not on an allowed host. */
function photoFor({ rec, hint }: Who): string | null {
  const photo = rec.photoURL ?? hint.photoURL ?? null;
  return isAllowedPhotoURL(photo) ? photo : null;
}

/**
 * The stored subscription fields (docs/product-rules.md 2.3). `addOns` and `updatedAt` are written by
 * payments when they mean something; readers default them, so sign-in never adds them.
 */
type StoredSubscription = Omit<Subscription, 'addOns' | 'updatedAt'>;
function storedFields(sub: Subscription): StoredSubscription {
  const { addOns: _addOns, updatedAt: _updatedAt, ...stored } = sub;
  return stored;
}

function newUserDoc(uid: string, who: Who, now: Date): UserDoc {
  // docs/product-rules.md 2.2: a document created at sign-in gets the free plan, active.
  const subscription: StoredSubscription = {
    ...storedFields(completeSubscription({})),
    status: 'active',
    startDate: now,
    expiryDate: null,
  };
  const name = nameFor(who);
  const email = who.rec.email ?? '';
  return userDocSchema.parse({
    uid,
    name,
    email,
    // The admin's user search queries these (domain/admin/user-search.ts).
    ...searchFields(name, email),
    photoURL: photoFor(who),
    createdAt: now,
    lastLogin: now,
    subscription,
  });
}

/** Only the fields that are missing, malformed or against the profile rules; never rewrites what is valid. */
function fillIns(uid: string, doc: DocData, who: Who, now: Date): DocData {
  const { rec } = who;
  const top: Partial<UserDoc> = { lastLogin: now };
  if (doc.uid !== uid) top.uid = uid;
  if (!acceptableName(doc.name, who.admin)) top.name = nameFor(who);
  if (typeof doc.email !== 'string' || (doc.email === '' && rec.email)) top.email = rec.email ?? '';
  if (doc.photoURL === undefined || (doc.photoURL !== null && !isAllowedPhotoURL(doc.photoURL))) {
    top.photoURL = photoFor(who);
  }
  if (!(doc.createdAt instanceof Date) && doc.createdAt !== null) top.createdAt = now;
  // Documents from before the admin search, or renamed by the admin since the last sign-in.
  const after = { ...doc, ...top };
  if (searchFieldsStale(after)) Object.assign(top, searchFields(after.name, after.email));

  const complete = storedFields(completeSubscription(doc.subscription));
  const current = storedMap.safeParse(doc.subscription);
  if (!current.success) return userPatch({ ...top, subscription: complete });
  // Dotted paths: only the missing fields change, a paid plan's own fields stay as they are.
  const missing = Object.fromEntries(
    Object.entries(complete).filter(([key, value]) => current.data[key] !== value),
  );
  return userPatch(top, missing);
}

export const syncUser = defineHandler({
  name: 'syncUser',
  access: 'user',
  input: inputSchema,
  async run(deps, ctx, input): Promise<SyncUserResult> {
    const uid = ctx.uid;
    const rec = await deps.auth.getUser(uid);
    if (!rec || rec.disabled) throw new HandlerError('unauthenticated', 'Please log in to continue.');

    const adminEmail = deps.config.adminEmail.trim().toLowerCase();
    const email = rec.email?.trim().toLowerCase() ?? '';
    const shouldBeAdmin = adminEmail !== '' && rec.emailVerified && email === adminEmail;

    const now = deps.clock.now();
    const path = `users/${uid}`;
    const who: Who = { rec, hint: input, admin: shouldBeAdmin };
    await deps.store.transaction(async (tx) => {
      const snap = await tx.get(path);
      if (!snap) tx.set(path, newUserDoc(uid, who, now));
      else tx.update(path, fillIns(uid, snap.data, who, now));
    });

    const isAdmin = rec.customClaims.admin === true;
    if (shouldBeAdmin === isAdmin) return { admin: shouldBeAdmin, claimsChanged: false };

    // Other claims are kept: only `admin` is this handler's business.
    const claims: Record<string, unknown> = { ...rec.customClaims };
    if (shouldBeAdmin) claims.admin = true;
    else delete claims.admin;
    await deps.auth.setClaims(uid, claims);
    return { admin: shouldBeAdmin, claimsChanged: true };
  },
});
