import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirect } from '@/components/auth/redirect-storage';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { paths } from '@/config/paths';
import { callbackParamsFrom, compactParams, hasAnyParam } from '../lib/callback-params';
import { readPlanDetails, readStoredCallbackParams, saveCallbackParams } from '../lib/plan-details';
import { verifyCallback } from '../lib/verify-callback';

/** docs/product-rules.md 7.5: the next page follows 2 seconds after the outcome. */
export const CALLBACK_REDIRECT_MS = 2000;

export type VerificationState =
  { phase: 'loading' } | { phase: 'success' } | { phase: 'error'; message: string };

/** Verifies the returning payment once, then moves on to the success or failure page. */
export function usePaymentVerification(): VerificationState {
  const { status, user } = useAuth();
  const { functions, docs } = useBackend();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<VerificationState>({ phase: 'loading' });
  // Verification captures a payment: it must not run twice (StrictMode replays effects).
  const started = useRef(false);

  useEffect(() => {
    if (status === 'loading' || started.current) return;
    started.current = true;
    const params = callbackParamsFrom(new URLSearchParams(location.search), readStoredCallbackParams());
    if (hasAnyParam(params)) saveCallbackParams(compactParams(params));
    if (status === 'signed-out' || !user) {
      const { pathname, search } = location;
      rememberRedirect(`${pathname}${search}`);
      navigate(paths.login, { replace: true, state: { from: { pathname, search } } });
      return;
    }
    const deps = { functions, docs, uid: user.uid, now: () => new Date() };
    void verifyCallback(deps, params, readPlanDetails()).then((outcome) =>
      setState(
        outcome.kind === 'success' ? { phase: 'success' } : { phase: 'error', message: outcome.message },
      ),
    );
  }, [status, user, functions, docs, location, navigate]);

  useEffect(() => {
    if (state.phase === 'loading') return;
    const target = state.phase === 'success' ? paths.paymentSuccess : paths.paymentFailure;
    const timer = setTimeout(() => navigate(target, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  return state;
}
