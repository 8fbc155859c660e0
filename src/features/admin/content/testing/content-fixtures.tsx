import type { DocData } from '@/backend/ports';
import { createFakeBackend, fakeUser, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { ContentTab } from '../routes/content-tab';

const MB = 1024 * 1024;

/** A stored content item; `day` orders them (higher = edited later). */
export function contentItem(id: string, day: number, extra: DocData = {}): Record<string, DocData> {
  return {
    [`blogs/${id}`]: {
      title: `Title ${id}`,
      type: 'blog',
      status: 'published',
      lastUpdated: new Date(Date.UTC(2025, 0, day, 12)),
      author: 'Admin',
      content: `Content of ${id}`,
      excerpt: `Excerpt of ${id}`,
      tags: ['Career Tips'],
      readTime: '1 min read',
      imageUrl: null,
      ...extra,
    },
  };
}

export function adminBackend(seed: Record<string, DocData> = {}): FakeBackend {
  return createFakeBackend({
    user: fakeUser({ uid: 'admin-1', admin: true, displayName: 'Site Admin' }),
    docs: { seed },
  });
}

export function renderContentTab(backend: FakeBackend = adminBackend()) {
  return renderWithProviders(<ContentTab />, { backend, path: '/admin/content' });
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

/** A file whose first bytes are a PNG's, `size` bytes long. */
export function pngFile(name = 'cover photo.png', size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

export const oversizedPng = () => pngFile('huge.png', 10 * MB + 1);
