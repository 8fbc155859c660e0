import { BackendError, type DocData } from '@/backend/ports';
import type { MemoryOp } from '@/backend/memory/memory-doc-store';
import { searchFields } from '@/domain/admin/user-search';
import { createFakeBackend, fakeUser, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { UsersTab } from '../routes/users-tab';

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

/** A stored user document as the server writes it; `n` orders createdAt (bigger = newer). */
export function userDoc(id: string, n: number, extra: DocData = {}): Record<string, DocData> {
  const name = (extra.name as string | undefined) ?? `User ${id}`;
  const email = (extra.email as string | undefined) ?? `${id}@example.test`;
  return {
    [`users/${id}`]: {
      uid: id,
      name,
      email,
      ...searchFields(name, email),
      photoURL: null,
      createdAt: day(n),
      lastLogin: day(n + 1),
      subscription: {
        planId: 'free',
        planName: 'Free',
        status: 'active',
        startDate: day(n),
        expiryDate: null,
        paymentProvider: 'none',
        transactionId: null,
        amount: 0,
        credits: 0,
      },
      ...extra,
    },
  };
}

export interface UsersTabSetup {
  seed?: Record<string, DocData>;
  /** Make one DocStore operation fail (permission-denied). */
  fail?: { op: MemoryOp; prefix: string } | null;
  update?: (data: unknown) => unknown;
  remove?: (data: unknown) => unknown;
}

export function renderUsersTab({ seed = {}, fail = null, update, remove }: UsersTabSetup = {}) {
  const calls: { name: string; data: unknown }[] = [];
  const record = (name: string, then?: (data: unknown) => unknown) => async (data: unknown) => {
    calls.push({ name, data });
    return then ? then(data) : undefined;
  };
  const backend: FakeBackend = createFakeBackend({
    user: fakeUser({ uid: 'admin-1', admin: true }),
    docs: {
      seed,
      guard: (op, path) =>
        fail && fail.op === op && path.startsWith(fail.prefix)
          ? new BackendError('permission-denied', 'denied')
          : null,
    },
    callables: {
      adminUpdateUser: record('adminUpdateUser', update ?? (() => ({ uid: 'x' }))),
      adminDeleteUser: record(
        'adminDeleteUser',
        remove ??
          (async (data) => {
            await backend.docs.remove(`users/${(data as { uid: string }).uid}`);
            return { deleted: true, authDeleted: true };
          }),
      ),
    },
  });
  renderWithProviders(<UsersTab />, { backend });
  return { backend, calls };
}
