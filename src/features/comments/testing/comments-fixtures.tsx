import { BackendError, type AuthUser } from '@/backend/ports';
import type { MemoryOp } from '@/backend/memory/memory-doc-store';
import type { CommentStore } from '@/domain/comments';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { CommentsSection } from '../components/comments-section';
import { SeedSampleReviewsButton } from '../components/seed-sample-reviews-button';

const base = new Date('2025-03-10T12:00:00Z').getTime();

/** A stored comment `minutes` after a fixed instant (bigger = newer). */
export function comment(id: string, userId: string, minutes: number, extra: Record<string, unknown> = {}) {
  return {
    [`comments/${id}`]: {
      userId,
      userName: `Name ${userId}`,
      userPhotoURL: null,
      content: `Text ${id}`,
      createdAt: new Date(base + minutes * 60_000),
      likes: [],
      ...extra,
    },
  };
}

export interface Failures {
  fail?: { op: MemoryOp; prefix: string } | null;
}

export function renderSection({
  seed = {},
  user = fakeUser(),
  store = 'comments',
  failures = {},
  callables,
}: {
  seed?: Record<string, Record<string, unknown>>;
  user?: AuthUser | null;
  store?: CommentStore;
  failures?: Failures;
  callables?: Record<string, (data: unknown) => unknown>;
} = {}) {
  const backend = createFakeBackend({
    user,
    callables,
    docs: {
      seed: { 'users/user-1': { uid: 'user-1', name: 'Jane From Doc', photoURL: null }, ...seed },
      guard: (op, path) =>
        failures.fail && failures.fail.op === op && path.startsWith(failures.fail.prefix)
          ? new BackendError('permission-denied', 'denied')
          : null,
    },
  });
  renderWithProviders(<CommentsSection store={store} actions={<SeedSampleReviewsButton />} />, { backend });
  return backend;
}
