/**
 * 100,000 realistic users for the admin console's figures: user documents in the Firestore
 * emulator (firebase-admin batched writes) and the matching accounts in the Auth emulator
 * (exportAuthUsers lists those). Deterministic, so two runs measure the same data.
 */
import type { Firestore } from 'firebase-admin/firestore';

const FIRST = [
  'Aarav',
  'Maya',
  'Liam',
  'Priya',
  'Noah',
  'Sofia',
  'Arjun',
  'Emma',
  'Omar',
  'Chen',
  'Ana',
  'Kofi',
];
const LAST = [
  'Sharma',
  'Smith',
  'Garcia',
  'Khan',
  'Nguyen',
  'Okafor',
  'Rossi',
  'Kim',
  'Patel',
  'Silva',
  'Berg',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'example.org'];
const PAID = ['pro', 'ultimate-monthly', 'basic-monthly', 'premium-yearly', 'magic', 'angel-lifetime'];
const DAY = 86_400_000;

export interface BenchUser {
  uid: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  lastLogin: Date;
  planId: string;
}

export function benchUser(i: number, now: Date): BenchUser {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const createdAt = new Date(now.getTime() - ((i * 7919) % 730) * DAY - (i % 86_400) * 1000);
  return {
    uid: `bench-user-${String(i).padStart(6, '0')}`,
    name: `${first} ${last} ${i}`,
    email: `${first}.${last}${i}@${DOMAINS[i % DOMAINS.length]}`.toLowerCase(),
    emailVerified: i % 3 !== 0,
    createdAt,
    lastLogin: new Date(Math.min(now.getTime(), createdAt.getTime() + ((i * 31) % 400) * DAY)),
    planId: i % 7 === 0 ? PAID[i % PAID.length]! : 'free',
  };
}

function userDoc(u: BenchUser) {
  const paid = u.planId !== 'free';
  return {
    uid: u.uid,
    name: u.name,
    email: u.email,
    nameLower: u.name.toLowerCase(),
    emailLower: u.email.toLowerCase(),
    photoURL: null,
    createdAt: u.createdAt,
    lastLogin: u.lastLogin,
    subscription: {
      planId: u.planId,
      planName: paid ? u.planId : 'Free',
      status: 'active',
      startDate: u.createdAt,
      expiryDate: null,
      paymentProvider: paid ? 'paypal' : 'none',
      transactionId: paid ? `TX${u.uid}` : null,
      amount: paid ? 19.99 : 0,
      credits: 0,
    },
  };
}

/** Firestore's most writes in one batched write. */
export const SEED_BATCH = 500;
export const SEED_IN_FLIGHT = 4;

/**
 * Batched writes of 500 documents, `inFlight` of them at a time: on the emulator this beats
 * BulkWriter (batches of 20, throttled unless told otherwise) and one request a document.
 */
export async function seedUserDocs(
  db: Firestore,
  count: number,
  now: Date,
  inFlight = SEED_IN_FLIGHT,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let start = next; start < count; start = next) {
      next += SEED_BATCH;
      const batch = db.batch();
      for (let i = start; i < Math.min(count, start + SEED_BATCH); i += 1) {
        const u = benchUser(i, now);
        batch.set(db.doc(`users/${u.uid}`), userDoc(u));
      }
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

/** The Auth emulator's batch import (owner credential), 1,000 accounts per request. */
export async function seedAuthAccounts(emulatorHost: string, projectId: string, count: number, now: Date) {
  for (let start = 0; start < count; start += 1000) {
    const users = [];
    for (let i = start; i < Math.min(count, start + 1000); i += 1) {
      const u = benchUser(i, now);
      users.push({
        localId: u.uid,
        email: u.email,
        emailVerified: u.emailVerified,
        displayName: u.name,
        createdAt: String(u.createdAt.getTime()),
        lastLoginAt: String(u.lastLogin.getTime()),
      });
    }
    const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ users }),
    });
    if (!res.ok) throw new Error(`Auth emulator batchCreate: ${res.status} ${await res.text()}`);
  }
}
