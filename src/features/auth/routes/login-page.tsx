import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { consumeRedirect } from '@/components/auth/redirect-storage';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { EmailNoticeDialog } from '../components/email-notice-dialog';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { GoogleAccountChooser } from '../components/google-account-chooser';
import { LoginOptions } from '../components/login-options';
import { emailSignInErrorMessage, googleSignInErrorMessage } from '../lib/auth-error-message';
import type { EmailSignInValues } from '../lib/email-sign-in-schema';
import { usePageMeta } from '@/components/layout/page-meta';

/** /login (docs/product-rules.md 2.2). */
export function LoginPage() {
  usePageMeta(
    'Sign In',
    'Sign in to JobKit with Google or e-mail to use Magic CV, resume templates, job suggestions and Angel.',
  );
  const { auth } = useBackend();
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<'options' | 'email'>('options');
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The sign-in SDK loads while the visitor picks a way in: the click then opens Google's popup
  // (or signs in) without waiting for a download.
  useEffect(() => auth.preload(), [auth]);

  // Signed in (already, or just now): go where the visitor was heading. The target is read
  // once (reading it removes the stored value; effects may run twice in development).
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'signed-in') return;
    target.current ??= consumeRedirect(location.state);
    navigate(target.current, { replace: true });
  }, [status, location.state, navigate]);

  async function run(action: () => Promise<void>, toMessage: (e: unknown) => string | null) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError(toMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function onGoogle() {
    if (auth.googleMode === 'chooser') {
      setError(null);
      setChooserOpen(true);
      return;
    }
    void run(() => auth.signInWithGooglePopup(), googleSignInErrorMessage);
  }

  function onEmailSubmit(values: EmailSignInValues) {
    void run(() => auth.signInWithEmail(values.email, values.password), emailSignInErrorMessage);
  }

  if (status !== 'signed-out') return <PageSpinner label="Checking sign-in" />;

  return (
    <div className="flex min-h-dvh items-center justify-center px-4 pb-12 pt-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-center text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Welcome</h1>
        <p className="mb-8 mt-2 text-center text-sm text-slate-600 dark:text-slate-300">
          Sign in to tailor your resume, find new jobs and ace your interviews.
        </p>
        {error && (
          <Alert title="Authentication Error" className="mb-6">
            {error}
          </Alert>
        )}
        {view === 'options' ? (
          <LoginOptions busy={busy} onGoogle={onGoogle} onEmail={() => setNoticeOpen(true)} />
        ) : (
          <EmailSignInForm
            busy={busy}
            onSubmit={onEmailSubmit}
            onBack={() => {
              setError(null);
              setView('options');
            }}
          />
        )}
      </div>
      <EmailNoticeDialog
        open={noticeOpen}
        onCancel={() => setNoticeOpen(false)}
        onContinue={() => {
          setNoticeOpen(false);
          setError(null);
          setView('email');
        }}
      />
      <GoogleAccountChooser
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
        onPick={(account) => {
          setChooserOpen(false);
          void run(() => auth.signInWithGoogleAccount(account), googleSignInErrorMessage);
        }}
      />
    </div>
  );
}
