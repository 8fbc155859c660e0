/**
 * The policy facts (docs/product-rules.md 14.2: fair use, refunds and cancellation), stated once so the
 * terms, the refund policy and the support FAQ never quote different numbers.
 */

/** Fair use per plan: Magic CV resumes per day and Angel usage. */
export const FAIR_USE: ReadonlyArray<{ plan: string; resumesPerDay: string; angel: string }> = [
  { plan: 'Free', resumesPerDay: '3', angel: 'Limited access' },
  { plan: 'Starter', resumesPerDay: '30', angel: '1 session per month' },
  { plan: 'Pro', resumesPerDay: '100', angel: '1 session per week' },
  { plan: 'Ultimate', resumesPerDay: '1000', angel: '2 sessions per day' },
  { plan: 'Enterprise', resumesPerDay: 'Unlimited', angel: 'Unlimited' },
];

export const REFUND_FACTS = {
  /** A cancellation must reach us this long before the renewal date. */
  cancelHoursBeforeRenewal: 24,
  /** A refund request is reviewed within this many business days... */
  reviewBusinessDays: 2,
  /** ...and an approved refund is credited within this many days. */
  creditDays: 14,
  /** The FAQ's breakdown: our processing, then the bank's. */
  processingBusinessDays: '3-5',
  bankBusinessDays: '5-10',
  /** The money-back FAQ: within 14 days and under half of the plan's resources used. */
  moneyBackDays: 14,
  moneyBackMaxUsagePercent: 50,
  /** Generated files are deleted this long after a plan ends. */
  fileRetentionDays: 30,
  /** After payment the plan and keys are active within this many minutes. */
  activationMinutes: '2 to 3',
  /** An outage longer than this makes a period eligible for a refund. */
  outageHours: 24,
} as const;

export const REFUND_ELIGIBLE_CASES = [
  'Billing errors, such as being charged the wrong amount',
  'Duplicate charges for the same purchase',
  'Fraudulent or unauthorised transactions',
  'A proven technical failure on our side that stopped you from using the plan you paid for',
  `A service outage lasting more than ${REFUND_FACTS.outageHours} hours`,
] as const;

export const UPTIME_GOAL = '99.9%';
