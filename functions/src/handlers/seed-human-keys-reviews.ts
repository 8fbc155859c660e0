/**
 * seedHumanKeysReviews: the admin's temporary button on the Human Key page (docs/product-rules.md 9.2) fills the
 * review list with a few sample reviews so the page does not launch empty. Sample authors are
 * recognisable by their `sample-` userId; a second press seeds nothing.
 */
import { z } from 'zod';
import { commentWriteSchema } from '@/domain/comment-schemas';
import { SAMPLE_USER_PREFIX } from '@/domain/comments';
import { defineHandler } from './ports';

const STORE = 'magicKeysComments';
const HOUR = 60 * 60 * 1000;

interface Sample {
  id: string;
  name: string;
  content: string;
  /** How long before "now" the review was written. */
  hoursAgo: number;
  likedBy: string[];
}

const samples: Sample[] = [
  {
    id: 'priya-s',
    name: 'Priya S.',
    content:
      'Used Human Keys to fill in a long application form that blocked pasting. The typing looked natural and the speed setting made it easy to match my own pace.',
    hoursAgo: 5,
    likedBy: ['marcus-l', 'elena-r'],
  },
  {
    id: 'marcus-l',
    name: 'Marcus L.',
    content:
      'Ctrl+Shift+V took me a minute to get used to, but now I use it daily for code snippets in a browser IDE that ignores the clipboard.',
    hoursAgo: 27,
    likedBy: ['priya-s'],
  },
  {
    id: 'elena-r',
    name: 'Elena R.',
    content:
      'Installed on my M1 MacBook without trouble once I ran the quarantine command from the download section. Small app, does one thing well.',
    hoursAgo: 52,
    likedBy: [],
  },
  {
    id: 'tomas-k',
    name: 'Tomás K.',
    content:
      'Would love a pause hotkey in the middle of typing, but otherwise it works exactly as described. Worth it for the lifetime price.',
    hoursAgo: 80,
    likedBy: ['priya-s', 'aisha-m'],
  },
  {
    id: 'aisha-m',
    name: 'Aisha M.',
    content:
      'Great on Windows 11. I paste my prepared answers into assessment portals that disable paste, and the small typos it adds make it look human.',
    hoursAgo: 120,
    likedBy: [],
  },
];

const uid = (id: string) => `${SAMPLE_USER_PREFIX}${id}`;

export interface SeedHumanKeysReviewsResult {
  created: number;
}

export const seedHumanKeysReviews = defineHandler({
  name: 'seedHumanKeysReviews',
  access: 'admin',
  input: z.object({}).strict().optional(),
  async run(deps): Promise<SeedHumanKeysReviewsResult> {
    const ids = samples.map((s) => uid(s.id));
    const existing = await deps.store.query({ collection: STORE, where: [['userId', 'in', ids]], limit: 1 });
    if (existing.length > 0) return { created: 0 };

    const now = deps.clock.now().getTime();
    for (const s of samples) {
      const review = commentWriteSchema.parse({
        userId: uid(s.id),
        userName: s.name,
        userPhotoURL: null,
        content: s.content,
        createdAt: new Date(now - s.hoursAgo * HOUR),
        likes: s.likedBy.map(uid),
      });
      await deps.store.add(STORE, review);
    }
    return { created: samples.length };
  },
});
