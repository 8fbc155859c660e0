import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true from the render right
 * after. Values only the browser knows (localStorage, the page's classes) are read once this is
 * true, so the first client render matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
