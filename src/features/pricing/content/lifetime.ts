/**
 * Copy of the lifetime and enterprise page (docs/product-rules.md 6.6). What a buyer is charged
 * comes from LIFETIME_OFFERS (src/domain/payments/products), never from here; this file holds
 * the words and the reference prices that are only displayed (originals, business tiers).
 */
import { LIFETIME_OFFERS, type LifetimeOfferId } from '@/domain/payments/products';

export interface LifetimePlan {
  id: LifetimeOfferId;
  name: string;
  subtitle: string;
  /** Charged price, from the product table. */
  usd: number;
  features: string[];
}

function plan(id: LifetimeOfferId, subtitle: string, features: string[]): LifetimePlan {
  const offer = LIFETIME_OFFERS.find((o) => o.id === id);
  if (!offer) throw new Error(`Unknown lifetime offer ${id}`);
  return { id, name: offer.name, usd: offer.usd, subtitle, features };
}

export const INDIVIDUAL_PLANS: LifetimePlan[] = [
  plan('life-web', 'The browser version, for life', [
    'Angel AI browser version',
    'Magic CV resume tailoring',
    'Resume templates',
    'All future web updates',
  ]),
  plan('life-transparent', 'Desktop and browser, for life', [
    'Everything in Life Web',
    'Angel AI desktop app for Windows, macOS and Linux',
    'Stays hidden during screen sharing',
    'All future desktop updates',
  ]),
  plan('life-angel', 'Every Angel version, for life', [
    'Everything in Life Transparent',
    'Angel AI mobile version',
    'Privacy & Speed',
    'Priority e-mail support',
  ]),
];

/** The three individual plans bought separately: the All-Inclusive plan's "total value". */
export const INDIVIDUAL_TOTAL_USD = INDIVIDUAL_PLANS.reduce((sum, p) => sum + p.usd, 0);

export const ALL_INCLUSIVE = {
  ...plan('all-inclusive', 'Every tool we make, paid once', [
    'Life Web, Life Transparent and Life Angel',
    'Human Keys typing tool',
    'All future updates',
    'Priority e-mail support',
  ]),
  originalUsd: 1399,
  discountLabel: '40% OFF',
};

export const ANGEL_LIFETIME = {
  ...plan('angel-lifetime', 'Your interview assistant, paid once and kept for life', [
    'Angel AI desktop, browser and mobile versions',
    'Real-time answers during interviews and meetings',
    'Screen analysis and voice responses',
    'Human Keys included',
    'All future updates',
  ]),
  originalUsd: 1499,
  discountLabel: '40% OFF',
};

/** PLACEHOLDER copy: replace with quotes from real customers (with their consent). */
export const TESTIMONIALS: { quote: string; name: string; role: string }[] = [
  {
    quote: 'I paid once and stopped worrying about credits before every interview.',
    name: 'Priya S.',
    role: 'Software engineer',
  },
  {
    quote: 'The desktop app stayed out of sight while I shared my screen. Worth every dollar.',
    name: 'Marcus L.',
    role: 'Product manager',
  },
  {
    quote: 'Three offers in two months. The lifetime plan paid for itself with the first one.',
    name: 'Aisha K.',
    role: 'Data analyst',
  },
];

export interface BusinessTier {
  name: string;
  /** "from" price in USD, quoted on contact. */
  fromUsd: number;
  description: string;
  features: string[];
}

export const UPTIME_GOAL = '99.9%';

export const BUSINESS_TIERS: BusinessTier[] = [
  {
    name: 'Growing',
    fromUsd: 9999,
    description: 'For coaching firms, bootcamps and growing teams.',
    features: [
      'Team accounts',
      'Your branding on the tools',
      'Onboarding session',
      `${UPTIME_GOAL} uptime goal`,
    ],
  },
  {
    name: 'Enterprise',
    fromUsd: 24999,
    description: 'For universities and large organisations.',
    features: [
      'Dedicated deployment',
      'Custom integrations',
      'Dedicated account manager',
      `${UPTIME_GOAL} uptime goal`,
    ],
  },
];

export const SOURCE_LICENCE = {
  name: 'Full Source-Code Licence',
  usd: 200000,
  updatesMonths: 12,
  features: [
    'The complete source code of every tool',
    'Deploy on your own infrastructure, under your own brand',
    '12 months of updates',
  ],
};
