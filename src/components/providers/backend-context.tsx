import { createContext, useContext, type ReactNode } from 'react';
import type { Backend } from '@/backend/ports';

const BackendContext = createContext<Backend | null>(null);

/** Gives features the backend adapter chosen at start-up (tests pass a fake one). */
export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used inside <BackendProvider>');
  return backend;
}
