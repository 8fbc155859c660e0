/**
 * Seeds the demo accounts into the Auth emulator and their user documents into the store.
 * Idempotent: runs on every `npm start`, creating only what is missing, so a first run seeds
 * everything and later runs repair a lost emulator export without touching changed data.
 */
import type { Auth } from 'firebase-admin/auth';
import type { AdminStore } from '../../functions/src/handlers/ports';
import { searchFields, searchFieldsStale } from '@/domain/admin/user-search';
import { userDocSchema, userPatch } from '@/domain/user';
import { demoAccounts, type DemoAccount } from './demo-accounts';
import { seedAdminDemo } from './seed-admin-demo';
import { seedBlogs } from './seed-blogs';
import { seedJobs } from './seed-jobs';

export interface SeedResult {
  accounts: DemoAccount[];
  created: string[];
}

async function ensureAuthUser(auth: Auth, a: DemoAccount, isAdmin: boolean): Promise<boolean> {
  try {
    await auth.getUser(a.uid);
    return false;
  } catch {
    await auth.createUser({
      uid: a.uid,
      email: a.email,
      password: a.password,
      displayName: a.name,
      emailVerified: true,
    });
    if (isAdmin) await auth.setCustomUserClaims(a.uid, { admin: true });
    return true;
  }
}

export async function seedDemoData(opts: {
  auth: Auth;
  store: AdminStore;
  adminEmail: string;
  now: Date;
}): Promise<SeedResult> {
  const accounts = demoAccounts(opts.adminEmail);
  const created: string[] = [];
  for (const a of accounts) {
    if (await ensureAuthUser(opts.auth, a, a.role === 'admin')) created.push(`auth:${a.email}`);
    const path = `users/${a.uid}`;
    const existing = await opts.store.get(path);
    if (!existing) {
      await opts.store.set(
        path,
        userDocSchema.parse({
          uid: a.uid,
          name: a.name,
          email: a.email,
          // The admin's user search queries these (src/domain/admin/user-search.ts).
          ...searchFields(a.name, a.email),
          photoURL: null,
          createdAt: opts.now,
          lastLogin: null,
          subscription: a.subscription(opts.now),
        }),
      );
      created.push(path);
    } else if (searchFieldsStale(existing.data)) {
      // Demo data seeded before the search fields existed.
      await opts.store.update(path, userPatch(searchFields(existing.data.name, existing.data.email)));
    }
  }
  // Refreshed on every start (not only when missing) so the postings stay recent.
  await seedJobs(opts.store, opts.now);
  created.push(...(await seedBlogs(opts.store, opts.now)));
  created.push(...(await seedAdminDemo(opts)));
  return { accounts, created };
}
