import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirect } from '@/components/auth/redirect-storage';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown instead of a pay button to signed-out visitors (docs/product-rules.md 7.1). */
export function SignedOutPrompt() {
  const location = useLocation();
  const navigate = useNavigate();

  function signIn() {
    const { pathname, search, hash } = location;
    rememberRedirect(`${pathname}${search}${hash}`);
    navigate(paths.login, { state: { from: { pathname, search, hash } } });
  }

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 text-center dark:border-slate-700">
      <p className="font-semibold text-slate-900 dark:text-white">Sign in to continue</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Please sign in to complete your purchase and access your plan
      </p>
      <Button className="w-full" onClick={signIn}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        Sign In to Continue
      </Button>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        You'll return to this page after signing in
      </p>
    </div>
  );
}
