import { BackendError, type Backend, type DocStore } from '@/backend/ports';
import { appEnv } from '@/config/env';

const unavailable = () =>
  Promise.reject(new BackendError('unavailable', 'Not available while the page is prerendered.'));

/**
 * The backend a page is prerendered with: nobody is signed in yet (auth stays "loading", as in
 * the browser's first render, so the HTML matches it), documents come from `docs`, nothing else
 * is reachable.
 */
export function prerenderBackend(docs: DocStore): Backend {
  return {
    mode: appEnv.backend,
    docs,
    publicDocs: docs,
    files: { upload: unavailable, remove: unavailable },
    functions: { call: unavailable },
    publicFunctions: { call: unavailable },
    auth: {
      onChange: () => () => {},
      current: () => null,
      preload: () => {},
      googleMode: 'popup',
      signInWithGooglePopup: unavailable,
      signInWithGoogleAccount: unavailable,
      signInWithEmail: unavailable,
      signOut: unavailable,
      changePassword: unavailable,
      refreshClaims: unavailable,
    },
  };
}
