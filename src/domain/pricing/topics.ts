/**
 * The 'Learn more' info topics of the pricing page's feature rows (docs/product-rules.md 6.5), with the
 * constants of docs/product-rules.md 6.1 (credit costs, Free plan terms).
 */
export const INFO_TOPIC_IDS = [
  'credits',
  'versions',
  'profiles',
  'time-limit',
  'privacy',
  'human-keys',
] as const;
export type InfoTopicId = (typeof INFO_TOPIC_IDS)[number];

export interface InfoLink {
  label: string;
  /** An app path ('/human-key') or an absolute URL (opens in a new tab). */
  href: string;
}

export interface InfoTopic {
  id: InfoTopicId;
  title: string;
  description: string;
  bullets: readonly string[];
  /** Optional call-to-action links shown under the bullets. */
  links: readonly InfoLink[];
}

export const INFO_TOPICS: Record<InfoTopicId, InfoTopic> = {
  credits: {
    id: 'credits',
    title: 'Credits System',
    description: 'Usage is measured in credits. Each action spends a fixed number of credits.',
    bullets: [
      'Chat response: 1 credit',
      'Voice response: 2 credits',
      'Screen analysis or screenshot: 4 credits',
      'Credits do not expire during the plan period',
    ],
    links: [],
  },
  versions: {
    id: 'versions',
    title: 'Desktop, Browser & Mobile Versions',
    description: 'Every plan works on all three versions of the interview assistant.',
    bullets: [
      'Desktop app for Windows and macOS',
      'Browser version: nothing to install',
      'Mobile version on a hosted web app',
    ],
    links: [{ label: 'Get the desktop app', href: '/angel' }],
  },
  profiles: {
    id: 'profiles',
    title: 'Unlimited Profiles',
    description: 'Create as many interview profiles as you need, one per role or company.',
    bullets: ['No limit on the number of profiles', 'Switch between profiles at any time'],
    links: [],
  },
  'time-limit': {
    id: 'time-limit',
    title: 'No Time Limit',
    description: 'Sessions are not cut off by a timer: you spend credits only for what you use.',
    bullets: ['No session length limit', 'Credits do not expire during the plan period'],
    links: [],
  },
  privacy: {
    id: 'privacy',
    title: 'Privacy & Speed',
    description: 'Paid plans keep your data out of AI training and get faster responses.',
    bullets: [
      'Paid plans: your data is not used for AI training',
      'Free plan: data may be used for AI training',
      'Free plan: multiple accounts may block the IP',
    ],
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
  'human-keys': {
    id: 'human-keys',
    title: 'Human-keys access',
    description: 'Human Keys is a typing-simulation desktop tool.',
    bullets: ['Included free with the Ultimate and Magic plans', 'Otherwise $15 one-time, lifetime access'],
    links: [{ label: 'Learn about Human Keys', href: '/human-key' }],
  },
};
