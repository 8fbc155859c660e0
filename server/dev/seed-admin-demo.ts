/**
 * Sample activity for the admin console on `npm start` (local mode only): two dozen users with
 * Auth accounts and documents across the plans, their orders in the three provider stores,
 * tailored resumes, templates, pricing-page visits and Angel downloads, spread over the last
 * 60 days, and a welcome notification. Seeded once (the first sample user marks it);
 * deterministic.
 */
import type { Auth } from 'firebase-admin/auth';
import { newOrder } from '../../functions/src/handlers/payments/orders';
import type { AdminStore } from '../../functions/src/handlers/ports';
import { searchFields } from '@/domain/admin/user-search';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notifications';
import {
  ORDER_COLLECTIONS,
  paymentOrderSchema,
  PRICING_VISITS,
  type PaymentOrder,
} from '@/domain/payments/contract';
import { addMonths } from '@/domain/payments/apply-purchase';
import { chargeFor, resolveProduct } from '@/domain/payments/products';
import { DEFAULT_INR_PER_USD } from '@/domain/pricing/rupees';
import { userDocSchema, type UserDoc } from '@/domain/user';

const DAY = 86_400_000;
const NAMES = [
  'Aarav Sharma',
  'Maya Chen',
  'Liam Walker',
  'Priya Nair',
  'Noah Okafor',
  'Sofia Rossi',
  'Arjun Mehta',
  'Emma Larsen',
  'Omar Haddad',
  'Ana Silva',
  'Kofi Mensah',
  'Hana Sato',
  'Lucas Martin',
  'Zara Khan',
  'Mateo Garcia',
  'Ines Dubois',
  'Ravi Iyer',
  'Chloe Evans',
  'Yusuf Demir',
  'Mia Novak',
  'Ethan Brooks',
  'Leila Farah',
  'Daniel Kim',
  'Nora Berg',
];
/** Purchases of real products at their real prices (docs/product-rules.md 6.1, 6.2, 6.6). */
const PAID = (
  [
    ['pro-1-month', 'paypal'],
    ['ultimate-3-months', 'razorpay'],
    ['magic-1-month', 'phonepe'],
    ['angel-lifetime', 'razorpay'],
  ] as const
).map(([productId, provider]) => ({ product: resolveProduct(productId)!, provider }));
const COUNTRIES = [
  'India',
  'United States',
  'United Kingdom',
  'Germany',
  'Canada',
  'Nigeria',
  'Brazil',
  'Japan',
  'Australia',
  'France',
];
const SOURCES = ['direct', 'google', 'linkedin', 'twitter', 'newsletter'];
const PLATFORMS = [
  'windows',
  'mac-silicon',
  'mac-intel',
  'linux-appimage',
  'linux-deb',
  'windows-transparent',
];
const DOWNLOAD_SOURCES = ['desktop', 'angel-page', 'angel-live'];

const MARKER = 'users/sample-user-01';

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

function sampleUser(i: number, now: Date) {
  const name = NAMES[i]!;
  const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
  const createdAt = new Date(now.getTime() - ((i * 37) % 60) * DAY - i * 3_600_000);
  const paid = i % 3 === 0 ? pick(PAID, i / 3) : null;
  return { uid: `sample-user-${String(i + 1).padStart(2, '0')}`, name, email, createdAt, paid };
}

function userDoc(u: ReturnType<typeof sampleUser>, i: number, now: Date): UserDoc {
  const lastLogin = i % 5 === 4 ? null : new Date(now.getTime() - ((i * 13) % 40) * DAY);
  return userDocSchema.parse({
    uid: u.uid,
    name: u.name,
    email: u.email,
    ...searchFields(u.name, u.email),
    photoURL: null,
    createdAt: u.createdAt,
    lastLogin,
    subscription: {
      planId: u.paid?.product.planId ?? 'free',
      planName: u.paid?.product.planName ?? 'Free',
      status: i % 9 === 6 ? 'cancelled' : 'active',
      startDate: u.createdAt,
      expiryDate: u.paid?.product.months != null ? addMonths(u.createdAt, u.paid.product.months) : null,
      paymentProvider: u.paid?.provider ?? 'none',
      transactionId: u.paid ? `pay_${u.uid}` : null,
      amount: u.paid?.product.usd ?? 0,
      credits: 0,
    },
  });
}

/** The order the payment handlers create (newOrder), then as a provider left it. */
function orderDoc(u: ReturnType<typeof sampleUser>, status: 'COMPLETED' | 'FAILED'): PaymentOrder {
  const { product, provider } = u.paid!;
  const charge = chargeFor(product, provider === 'paypal' ? 'USD' : 'INR', DEFAULT_INR_PER_USD);
  const orderId = status === 'FAILED' ? `order_${u.uid}_failed` : `order_${u.uid}`;
  return paymentOrderSchema.parse({
    ...newOrder(provider, orderId, u.uid, product, charge, u.createdAt),
    status,
    errorMessage: status === 'FAILED' ? 'Payment declined by the bank' : '',
    paymentId: status === 'COMPLETED' ? `pay_${u.uid}` : null,
    activatedBy: status === 'COMPLETED' ? 'callback' : null,
  });
}

export async function seedAdminDemo(opts: { auth: Auth; store: AdminStore; now: Date }): Promise<string[]> {
  const { auth, store, now } = opts;
  if (await store.get(MARKER)) return [];
  const users = NAMES.map((_, i) => sampleUser(i, now));
  for (const [i, u] of users.entries()) {
    await auth
      .createUser({ uid: u.uid, email: u.email, displayName: u.name, emailVerified: i % 4 !== 1 })
      .catch(() => undefined); // kept from an earlier run whose store was reset
    await store.set(`users/${u.uid}`, userDoc(u, i, now));
    if (u.paid) {
      await store.set(`${ORDER_COLLECTIONS[u.paid.provider]}/order_${u.uid}`, orderDoc(u, 'COMPLETED'));
    }
    if (i % 7 === 2) {
      const failed = { ...u, paid: pick(PAID, i) };
      await store.set(
        `${ORDER_COLLECTIONS[failed.paid.provider]}/order_${u.uid}_failed`,
        orderDoc(failed, 'FAILED'),
      );
    }
    for (let r = 0; r < (i % 4) + 1; r += 1) {
      const at = new Date(now.getTime() - ((i * 5 + r * 3) % 45) * DAY);
      await store.add('processedResumes', {
        userId: u.uid,
        jobTitle: pick(
          [
            // Posting titles as boards print them; the first (the newest record) is long on purpose:
            // the phone-layout check needs the dashboard's recent list to hold one.
            'Senior Data Analyst, Customer Insights and Experimentation (Remote, North America)',
            'Product Manager',
            'Frontend Engineer',
            'Registered Nurse',
          ],
          i + r,
        ),
        companyName: pick(['Globex', 'Initech', 'Umbrella', 'Hooli'], i + r),
        status: (i + r) % 6 === 5 ? 'failed' : 'completed',
        processedAt: at,
        createdAt: at,
        downloadUrl: null,
        jobUrl: null,
      });
    }
    if (i % 2 === 0) {
      const at = new Date(now.getTime() - ((i * 3) % 50) * DAY);
      await store.add('processedTemplates', {
        userId: u.uid,
        templateName: pick(['Modern', 'Classic', 'Minimal', 'Executive'], i),
        status: 'completed',
        processedAt: at,
        createdAt: at,
        downloadUrl: null,
        sourceType: 'catalogue',
        fontFamily: 'Inter',
      });
    }
  }
  for (let v = 0; v < 60; v += 1) {
    const at = new Date(now.getTime() - ((v * 7) % 60) * DAY - v * 60_000);
    await store.add(PRICING_VISITS, {
      referrer: '',
      source: pick(SOURCES, v),
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      country: pick(COUNTRIES, (v * 3) % 11),
      device: v % 3 === 0 ? 'mobile' : 'desktop',
      browser: pick(['Chrome', 'Safari', 'Firefox'], v),
      os: pick(['Windows', 'macOS', 'Android', 'iOS', 'Linux'], v),
      screenResolution: '1920x1080',
      sessionId: `session-${v % 41}`,
      userId: v % 4 === 0 ? pick(users, v).uid : null,
      createdAt: at,
    });
  }
  for (let d = 0; d < 30; d += 1) {
    const at = new Date(now.getTime() - ((d * 11) % 60) * DAY);
    await store.add('angelDownloads', {
      source: pick(DOWNLOAD_SOURCES, d),
      platform: pick(PLATFORMS, d),
      targetUrl: 'https://downloads.example.com/angel',
      userAgent: 'Mozilla/5.0',
      userId: null,
      createdAt: at,
    });
  }
  await store.add(NOTIFICATIONS_COLLECTION, {
    title: 'Welcome to JobKit',
    message: 'Tailor your resume to a job in a minute with Magic CV, then try the templates.',
    type: 'info',
    targetUserType: 'all',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * DAY),
    isRead: false,
  });
  return [`${users.length} sample users with orders, resumes, visits, downloads and a notification`];
}
