import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/** Error boundary for every page: a readable message and a way back. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 pb-16 pt-28 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-300">
        This page could not be shown. Please reload the page or go back to the home page.
      </p>
      {detail && <p className="text-sm text-slate-500 dark:text-slate-400">{detail}</p>}
      <div className="flex gap-3">
        <button type="button" className={buttonClass('outline')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClass('primary')}>
          Go to home
        </Link>
      </div>
    </div>
  );
}
