/** Test helper: the whole route table in a memory router, around a fake backend. */
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createFakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { AppProviders } from '../provider';
import { routes } from '../routes';

export function renderApp(
  entry: string | { pathname: string; state?: unknown },
  backend: FakeBackend = createFakeBackend(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders backend={backend} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, backend };
}
