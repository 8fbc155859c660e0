/**
 * Whether the Firebase Auth SDK would restore a signed-in user in this browser, read without the
 * SDK: it keeps the user under `firebase:authUser:<apiKey>:<app>` in its IndexedDB database
 * (indexedDBLocalPersistence), or in localStorage (browserLocalPersistence, the fallback that
 * auth-service.ts names). Anything unexpected answers "maybe", and the SDK then decides.
 */
import type { StoredSession } from './lazy-auth';

const USER_KEY_PREFIX = 'firebase:authUser:';
const DB_NAME = 'firebaseLocalStorageDb';
const DB_STORE = 'firebaseLocalStorage';
/** A database that does not answer this fast is a doubt, not a "no". */
const IDB_TIMEOUT_MS = 1500;

function inLocalStorage(): boolean {
  for (let i = 0; i < localStorage.length; i++) {
    if (localStorage.key(i)?.startsWith(USER_KEY_PREFIX)) return true;
  }
  return false;
}

/** Resolves true when the SDK's database holds a user, or when that cannot be told. */
function inIndexedDb(idb: IDBFactory): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), IDB_TIMEOUT_MS);
    const answer = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    let request: IDBOpenDBRequest;
    try {
      request = idb.open(DB_NAME);
    } catch {
      return answer(true);
    }
    let created = false;
    // No such database (version 0): nothing stored. Aborting keeps it from being created here.
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onerror = () => answer(!created);
    request.onblocked = () => answer(true);
    request.onsuccess = () => {
      const db = request.result;
      const done = (value: boolean) => {
        db.close();
        answer(value);
      };
      if (!db.objectStoreNames.contains(DB_STORE)) return done(false);
      try {
        const keys = db.transaction(DB_STORE, 'readonly').objectStore(DB_STORE).getAllKeys();
        keys.onsuccess = () => done(keys.result.some((k) => String(k).startsWith(USER_KEY_PREFIX)));
        keys.onerror = () => done(true);
      } catch {
        done(true);
      }
    };
  });
}

/** The browser's {@link StoredSession}: localStorage, then IndexedDB; focus and storage events recheck. */
export function browserStoredSession(): StoredSession {
  return {
    async mayExist() {
      try {
        if (inLocalStorage()) return true;
      } catch {
        return true; // Storage access refused: let the SDK find out.
      }
      if (typeof indexedDB === 'undefined') return false;
      return inIndexedDb(indexedDB);
    },
    watch(recheck) {
      const onVisible = () => {
        if (document.visibilityState === 'visible') recheck();
      };
      window.addEventListener('focus', recheck);
      window.addEventListener('storage', recheck);
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        window.removeEventListener('focus', recheck);
        window.removeEventListener('storage', recheck);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
  };
}
