import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authErrorText } from '@/backend/auth-error-text';
import { useBackend } from '@/components/providers/backend-context';

/** docs/product-rules.md 2.2: sign-out waits this long, signs out, then returns to /. */
export const SIGN_OUT_DELAY_MS = 300;
export const SIGN_OUT_FALLBACK = 'Failed to sign out';

interface SignOutState {
  signOut: () => Promise<void>;
  pending: boolean;
  error: string | null;
}

const SignOutContext = createContext<SignOutState | null>(null);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Orchestrates sign-out inside the router: wait, go to /, and only once / is on screen end the
 * session. Signing out first would let a login guard on the page being left redirect to
 * /login (and remember that page) before the navigation to / lands.
 */
export function SignOutProvider({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<'idle' | 'waiting' | 'leaving'>('idle');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const waiters = useRef<(() => void)[]>([]);

  const signOut = useCallback(async () => {
    setError(null);
    setPhase('waiting');
    await wait(SIGN_OUT_DELAY_MS);
    setPhase('leaving');
    void navigate('/');
    return new Promise<void>((resolve) => waiters.current.push(resolve));
  }, [navigate]);

  useEffect(() => {
    if (phase !== 'leaving' || pathname !== '/' || started.current) return;
    started.current = true;
    auth
      .signOut()
      .catch((e: unknown) => setError(authErrorText(e, SIGN_OUT_FALLBACK, 'Sign-out')))
      .finally(() => {
        started.current = false;
        setPhase('idle');
        for (const resolve of waiters.current.splice(0)) resolve();
      });
  }, [phase, pathname, auth]);

  const value = useMemo(() => ({ signOut, pending: phase !== 'idle', error }), [signOut, phase, error]);
  return <SignOutContext.Provider value={value}>{children}</SignOutContext.Provider>;
}

export function useSignOut(): SignOutState {
  const state = useContext(SignOutContext);
  if (!state) throw new Error('useSignOut must be used inside <SignOutProvider>');
  return state;
}
