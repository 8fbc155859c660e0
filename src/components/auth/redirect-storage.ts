/** Session key holding the path a signed-out visitor tried to open (read by /login). */
export const REDIRECT_KEY = 'redirectAfterLogin';

export function rememberRedirect(path: string): void {
  try {
    window.sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage can be unavailable (privacy mode); navigation state still carries the origin.
  }
}

/**
 * Where to go after signing in: the guarded page from navigation state, else the stored
 * origin (which is removed), else home. Only same-site paths are honoured.
 */
export function consumeRedirect(state: unknown): string {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(REDIRECT_KEY);
    window.sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    stored = null;
  }
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (from && typeof from.pathname === 'string' && isSafePath(from.pathname)) {
    const search = typeof from.search === 'string' ? from.search : '';
    const hash = typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  if (stored && isSafePath(stored)) return stored;
  return '/';
}

function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');
}
