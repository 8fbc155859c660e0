import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Backend } from '@/backend/ports';
import { AuthProvider } from '@/components/providers/auth-context';
import { BackendProvider } from '@/components/providers/backend-context';
import { ThemeProvider } from '@/components/providers/theme-context';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** Everything a page needs around it; tests pass a fake backend and their own client. */
export function AppProviders({
  backend,
  queryClient,
  children,
}: {
  backend: Backend;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <AuthProvider>
          <ThemeProvider>{children}</ThemeProvider>
        </AuthProvider>
      </BackendProvider>
    </QueryClientProvider>
  );
}
