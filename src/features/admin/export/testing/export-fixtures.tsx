import { vi } from 'vitest';
import { BackendError, type DocData } from '@/backend/ports';
import type { ExportUserRow } from '@/domain/admin/export-users';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { ExportTab } from '../routes/export-tab';

/** "Today" of every export test: the default range is 2025-02-13 .. 2025-03-15. */
export const NOW = new Date(2025, 2, 15, 12, 0);
export const inRange = (day: number) => new Date(2025, 2, day, 9, 0);

export function userRow(i: number, extra: Partial<ExportUserRow> = {}): ExportUserRow {
  return {
    uid: `u${i}`,
    email: `user${i}@example.com`,
    name: `User ${i}`,
    emailVerified: true,
    disabled: false,
    providers: 'password',
    createdAt: inRange(1).toISOString(),
    lastLogin: null,
    planId: 'free',
    planName: 'Free',
    subscriptionStatus: 'active',
    paymentProvider: 'none',
    amount: 0,
    credits: 0,
    ...extra,
  };
}

export type CallableFn = (data: unknown) => unknown;

/** Captures what the tab downloads (jsdom has no object URLs). */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

export function renderExportTab({
  exportAuthUsers,
  seed = {},
  failQuery = [],
}: {
  exportAuthUsers?: CallableFn;
  seed?: Record<string, DocData>;
  /** Collections whose queries fail with permission-denied. */
  failQuery?: string[];
} = {}) {
  const backend = createFakeBackend({
    user: fakeUser({ admin: true }),
    callables: exportAuthUsers ? { exportAuthUsers } : {},
    docs: {
      seed,
      guard: (op, path) =>
        op === 'query' && failQuery.includes(path) ? new BackendError('permission-denied', 'denied') : null,
    },
  });
  return renderWithProviders(<ExportTab now={() => NOW} />, { backend });
}
