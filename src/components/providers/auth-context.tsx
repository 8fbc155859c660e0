import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthUser } from '@/backend/ports';
import { useBackend } from './backend-context';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The `admin` token claim. Only used to show admin links; the server enforces access. */
  isAdmin: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/** Follows `backend.auth.onChange`: loading until the restored session is known. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);

  useEffect(() => auth.onChange((next) => setUser(next ?? null)), [auth]);

  const value = useMemo<AuthState>(
    () => ({
      status: user === undefined ? 'loading' : user ? 'signed-in' : 'signed-out',
      user: user ?? null,
      isAdmin: Boolean(user?.admin),
    }),
    [user],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
