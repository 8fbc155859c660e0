/**
 * Renders UI inside the app's providers (fake backend) and a memory router, for tests that do
 * not need the whole route table. Unmatched navigations land on a probe showing the path.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { SignOutProvider } from '@/components/auth/sign-out';
import { AuthProvider } from '@/components/providers/auth-context';
import { BackendProvider } from '@/components/providers/backend-context';
import { ThemeProvider } from '@/components/providers/theme-context';
import { createFakeBackend, type FakeBackend } from './fake-backend';

export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  {
    backend = createFakeBackend(),
    path = '/',
    initialEntries,
    extraRoutes = [],
  }: {
    backend?: FakeBackend;
    path?: string;
    initialEntries?: (string | { pathname: string; state?: unknown })[];
    extraRoutes?: RouteObject[];
  } = {},
) {
  const routes: RouteObject[] = [
    {
      element: (
        <SignOutProvider>
          <Outlet />
        </SignOutProvider>
      ),
      children: [{ path, element: ui }, ...extraRoutes, { path: '*', element: <LocationProbe /> }],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: initialEntries ?? [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <AuthProvider>
          <ThemeProvider>
            <RouterProvider router={router} />
          </ThemeProvider>
        </AuthProvider>
      </BackendProvider>
    </QueryClientProvider>,
  );
  return { ...result, backend, router };
}
