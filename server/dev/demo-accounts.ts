/**
 * The demo accounts `npm start` seeds (local mode only; never used in production). Fixed uids
 * keep the accounts and their documents in step even if the Auth emulator's export was lost.
 */
import type { Subscription } from '@/domain/user';

export interface DemoAccount {
  role: 'admin' | 'free user' | 'paid user';
  uid: string;
  name: string;
  email: string;
  password: string;
  subscription: (now: Date) => Subscription;
}

const DAY = 24 * 60 * 60 * 1000;

const freePlan = (now: Date): Subscription => ({
  planId: 'free',
  planName: 'Free',
  status: 'active',
  startDate: now,
  expiryDate: null,
  paymentProvider: 'none',
  transactionId: null,
  amount: 0,
  addOns: [],
  updatedAt: now,
  credits: 0,
});

export function demoAccounts(adminEmail: string): DemoAccount[] {
  return [
    {
      role: 'admin',
      uid: 'demo-admin',
      name: 'Site Admin',
      email: adminEmail,
      password: 'admin-demo-123',
      subscription: freePlan,
    },
    {
      role: 'free user',
      uid: 'demo-free',
      name: 'Fiona Free',
      email: 'free@jobkit.test',
      password: 'free-demo-123',
      subscription: freePlan,
    },
    {
      role: 'paid user',
      uid: 'demo-paid',
      name: 'Paul Paid',
      email: 'paid@jobkit.test',
      password: 'paid-demo-123',
      subscription: (now) => ({
        planId: 'ultimate-monthly',
        planName: 'Ultimate (1 Month)',
        status: 'active',
        startDate: now,
        expiryDate: new Date(now.getTime() + 30 * DAY),
        paymentProvider: 'razorpay',
        transactionId: 'pay_demo_0001',
        amount: 19.99,
        credits: 100,
        addOns: [],
        updatedAt: now,
      }),
    },
  ];
}
