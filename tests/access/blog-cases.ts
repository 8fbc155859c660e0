/**
 * Access cases for the blog (blogs, storage blog/): anyone reads and lists published items,
 * drafts and every write stay with the admin, featured images are public to read and
 * admin-only to upload. Part of the table in cases.ts.
 */
import type { Query } from '@/domain/query/types';
import { serverTime } from '@/domain/doc-values';
import type { AccessCase } from './cases';

const MB = 1024 * 1024;

const item = (status: 'published' | 'draft', extra: Record<string, unknown> = {}) => ({
  title: status === 'published' ? 'How to tailor a resume' : 'Unfinished thoughts',
  type: 'blog',
  status,
  lastUpdated: new Date('2025-01-15T10:00:00Z'),
  author: 'Admin',
  content: 'Read the posting first.',
  excerpt: 'Read the posting first.',
  tags: ['Resume Tips'],
  readTime: '1 min read',
  imageUrl: null,
  ...extra,
});

export function blogFixtures() {
  return { 'blogs/pub-1': item('published'), 'blogs/draft-1': item('draft') };
}

/** Files present before every case. */
export const blogFixtureFiles = () => ({ 'blog/1700000000000_cover.png': 'not really a png' });

const published = 'blogs/pub-1';
const draft = 'blogs/draft-1';
const image = 'blog/1700000000000_cover.png';
const publicList: Query = {
  collection: 'blogs',
  where: [
    ['status', '==', 'published'],
    ['type', '==', 'blog'],
  ],
  orderBy: [['lastUpdated', 'desc']],
  limit: 10,
};
const byStatus: Query = { collection: 'blogs', where: [['status', '==', 'published']] };
const everything: Query = { collection: 'blogs', orderBy: [['lastUpdated', 'desc']] };
const newPost = (extra: Record<string, unknown> = {}) =>
  item('draft', { lastUpdated: serverTime(), ...extra });

// prettier-ignore
export const blogCases: AccessCase[] = [
  // ---- blogs/{id}: public reads of published items only ----
  { name: 'blogs: no token reads a published post', who: 'anon', op: 'get', path: published, expect: 'allow' },
  { name: 'blogs: no token lists published blog posts', who: 'anon', op: 'list', query: publicList, expect: 'allow' },
  { name: 'blogs: no token lists published items by status only (fallback)', who: 'anon', op: 'list', query: byStatus, expect: 'allow' },
  { name: 'blogs: signed-in user watches the published list', who: 'owner', op: 'watch-query', query: publicList, expect: 'allow' },
  { name: 'blogs: no token cannot read a draft', who: 'anon', op: 'get', path: draft, expect: 'deny' },
  { name: 'blogs: signed-in user cannot read a draft', who: 'owner', op: 'get', path: draft, expect: 'deny' },
  { name: 'blogs: list without the status constraint is refused', who: 'owner', op: 'list', query: everything, expect: 'deny' },
  { name: 'blogs: list of drafts is refused', who: 'anon', op: 'list', query: { collection: 'blogs', where: [['status', '==', 'draft']] }, expect: 'deny' },

  // ---- blogs/{id}: nobody but the admin writes ----
  { name: 'blogs: user cannot add a post', who: 'owner', op: 'add', path: 'blogs', data: newPost(), expect: 'deny' },
  { name: 'blogs: no token cannot add a post', who: 'anon', op: 'add', path: 'blogs', data: newPost(), expect: 'deny' },
  { name: 'blogs: user cannot edit a published post', who: 'owner', op: 'update', path: published, data: { title: 'Defaced' }, expect: 'deny' },
  { name: 'blogs: user cannot publish a draft', who: 'owner', op: 'update', path: draft, data: { status: 'published' }, expect: 'deny' },
  { name: 'blogs: user cannot delete a post', who: 'owner', op: 'delete', path: published, expect: 'deny' },
  { name: 'blogs: admin:true in user data cannot add a post', who: 'sneaky', op: 'add', path: 'blogs', data: newPost(), expect: 'deny' },

  // ---- blogs/{id}: the admin's Content tab ----
  { name: 'blogs: admin reads a draft', who: 'admin', op: 'get', path: draft, expect: 'allow' },
  { name: 'blogs: admin lists every item', who: 'admin', op: 'watch-query', query: everything, expect: 'allow' },
  { name: 'blogs: admin adds a post', who: 'admin', op: 'add', path: 'blogs', data: newPost(), expect: 'allow' },
  { name: 'blogs: admin edits and publishes a post', who: 'admin', op: 'update', path: draft, data: { title: 'Finished', status: 'published', lastUpdated: serverTime() }, expect: 'allow' },
  { name: 'blogs: admin deletes a post', who: 'admin', op: 'delete', path: published, expect: 'allow' },
  { name: 'blogs: admin cannot save a blank title', who: 'admin', op: 'add', path: 'blogs', data: newPost({ title: '   ' }), expect: 'deny' },
  { name: 'blogs: admin cannot save an unknown type', who: 'admin', op: 'update', path: draft, data: { type: 'news' }, expect: 'deny' },
  { name: 'blogs: admin cannot save an unknown status', who: 'admin', op: 'update', path: draft, data: { status: 'live' }, expect: 'deny' },
  { name: 'blogs: admin cannot add unknown fields', who: 'admin', op: 'add', path: 'blogs', data: newPost({ views: 1000 }), expect: 'deny' },

  // ---- storage blog/: public images, admin uploads ----
  { name: 'blog images: no token downloads an image', who: 'anon', op: 'download', path: image, expect: 'allow' },
  { name: 'blog images: admin uploads a PNG', who: 'admin', op: 'upload', path: 'blog/1700000000001_new.png', size: 2048, contentType: 'image/png', expect: 'allow' },
  { name: 'blog images: admin uploads exactly 10 MB', who: 'admin', op: 'upload', path: 'blog/1700000000002_big.jpg', size: 10 * MB, contentType: 'image/jpeg', expect: 'allow' },
  { name: 'blog images: upload over 10 MB is refused', who: 'admin', op: 'upload', path: 'blog/1700000000003_huge.jpg', size: 10 * MB + 1, contentType: 'image/jpeg', expect: 'deny' },
  { name: 'blog images: a non-image upload is refused', who: 'admin', op: 'upload', path: 'blog/1700000000004_page.html', size: 100, contentType: 'text/html', expect: 'deny' },
  { name: 'blog images: an SVG upload is refused', who: 'admin', op: 'upload', path: 'blog/1700000000005_x.svg', size: 100, contentType: 'image/svg+xml', expect: 'deny' },
  { name: 'blog images: upload into a subfolder is refused', who: 'admin', op: 'upload', path: 'blog/sub/x.png', size: 100, contentType: 'image/png', expect: 'deny' },
  { name: 'blog images: user cannot upload', who: 'owner', op: 'upload', path: 'blog/1700000000006_x.png', size: 100, contentType: 'image/png', expect: 'deny' },
  { name: 'blog images: no token cannot upload', who: 'anon', op: 'upload', path: 'blog/1700000000007_x.png', size: 100, contentType: 'image/png', expect: 'deny' },
  { name: 'blog images: user cannot delete an image', who: 'owner', op: 'remove-file', path: image, expect: 'deny' },
  { name: 'blog images: admin deletes an image', who: 'admin', op: 'remove-file', path: image, expect: 'allow' },
];
