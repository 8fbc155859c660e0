/**
 * Demo content for the public blog (docs/product-rules.md 12): three published posts and one draft, so /blog is
 * not empty on `npm start` and the admin's Content tab has something to filter. Fixed ids,
 * create-only: an item the admin edited is never overwritten; one the admin deleted comes back
 * on the next start (demo data only).
 */
import type { AdminStore } from '../../functions/src/handlers/ports';
import { BLOGS, readTimeOf, type BlogItemData } from '@/domain/blog';

type SeedPost = Omit<BlogItemData, 'lastUpdated' | 'readTime' | 'imageUrl'> & {
  id: string;
  daysAgo: number;
};

const SEED_POSTS: readonly SeedPost[] = [
  {
    id: 'seed-tailor-your-resume',
    title: 'How to Tailor Your Resume to Any Job Posting',
    type: 'blog',
    status: 'published',
    author: 'Admin',
    excerpt: 'Read the posting twice, mirror its words honestly and lead with the results it asks for.',
    content: [
      'Recruiters and applicant tracking systems both read your resume against the job posting. The closer your words match theirs, the sooner you reach a human.',
      'Start by listing the skills and tools the posting names more than once. Those are the must-haves. Make sure each one you really have appears in your resume, in the posting’s own words.',
      'Then reorder your bullet points so the most relevant results come first. A hiring manager skims the top third of a page; put your best match there.',
      'Never add a skill you do not have. Tailoring is about emphasis, not invention.',
    ].join('\n\n'),
    tags: ['Resume Tips', 'ATS'],
    daysAgo: 2,
  },
  {
    id: 'seed-interview-stories',
    title: 'Five Interview Stories Every Candidate Should Prepare',
    type: 'blog',
    status: 'published',
    author: 'Admin',
    excerpt: 'A handful of well-rehearsed stories answers most behavioural questions you will face.',
    content: [
      'Most behavioural questions are variations on a few themes: a conflict, a failure, a success you led, a hard deadline and a time you learned something fast.',
      'Write one story for each theme using the situation, task, action, result structure. Keep each to about two minutes when spoken aloud.',
      'Practise them out loud, then adapt the details to each company. The structure stays; the emphasis changes.',
    ].join('\n\n'),
    tags: ['Interviews', 'Career Tips'],
    daysAgo: 6,
  },
  {
    id: 'seed-job-search-routine',
    title: 'A Weekly Job Search Routine That Does Not Burn You Out',
    type: 'blog',
    status: 'published',
    author: 'Admin',
    excerpt: 'Fewer, better applications, a fixed schedule and one day off beat sending a hundred CVs.',
    content: [
      'Searching for a job is a job. Give it a schedule: two focused hours in the morning for applications, one in the afternoon for networking.',
      'Aim for a few well-tailored applications a day rather than dozens of generic ones. Track each in a simple list with the date and the next step.',
      'Take one day a week fully off. Rested candidates interview better.',
    ].join('\n\n'),
    tags: ['Career Tips', 'Job Search'],
    daysAgo: 12,
  },
  {
    id: 'seed-draft-salary-negotiation',
    title: 'Negotiating Your First Salary Offer (draft)',
    type: 'blog',
    status: 'draft',
    author: 'Admin',
    excerpt: 'Notes for a future post on negotiating offers.',
    content: 'Research the range, anchor high, and always negotiate the whole package.',
    tags: ['Salary'],
    daysAgo: 1,
  },
];

export function seedBlogDocs(now: Date) {
  return SEED_POSTS.map(({ id, daysAgo, ...post }) => ({
    id,
    data: {
      ...post,
      lastUpdated: new Date(now.getTime() - daysAgo * 86_400_000),
      readTime: readTimeOf(post.content),
      imageUrl: null,
    },
  }));
}

/** Writes the demo items that are missing; resolves the paths it created. */
export async function seedBlogs(store: AdminStore, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const d of seedBlogDocs(now)) {
    const path = `${BLOGS}/${d.id}`;
    if (await store.get(path)) continue;
    await store.set(path, d.data);
    created.push(path);
  }
  return created;
}
