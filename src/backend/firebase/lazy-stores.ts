/**
 * DocStore, FileStore and Callables facades that load their implementation on first use.
 * backend.ts hands them dynamic imports, so a page only fetches the SDK it needs, when it needs it.
 */
import { BackendError, type Callables, type DocStore, type FileStore, type Unsubscribe } from '../ports';

/** Runs `load` once and keeps its result; a failed load is forgotten, so a later call tries again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((e: unknown) => {
      pending = undefined; // A failed chunk download may succeed on the next try.
      throw e;
    });
    return pending;
  };
}

/** {@link loadOnce}, a failure reported as an `unavailable` BackendError. */
function once<T>(load: () => Promise<T>, what: string): () => Promise<T> {
  const get = loadOnce(load);
  return () =>
    get().catch((e: unknown) => {
      const message = e instanceof Error ? e.message : String(e);
      throw e instanceof BackendError
        ? e
        : new BackendError('unavailable', `Could not load ${what}: ${message}`);
    });
}

/** Subscribes once the store is loaded; unsubscribing before that cancels the subscription. */
function lazyWatch(subscribe: () => Promise<Unsubscribe>, error?: (e: Error) => void): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let closed = false;
  subscribe().then(
    (unsubscribe) => (closed ? unsubscribe() : (stop = unsubscribe)),
    (e: unknown) => error?.(e instanceof Error ? e : new Error(String(e))),
  );
  return () => {
    closed = true;
    stop?.();
  };
}

export function lazyDocStore(load: () => Promise<DocStore>): DocStore {
  const store = once(load, 'the data layer');
  return {
    get: async (path) => (await store()).get(path),
    query: async (q) => (await store()).query(q),
    count: async (q) => (await store()).count(q),
    add: async (collection, data) => (await store()).add(collection, data),
    set: async (path, data, opts) => (await store()).set(path, data, opts),
    update: async (path, patch) => (await store()).update(path, patch),
    remove: async (path) => (await store()).remove(path),
    watchDoc: (path, next, error) =>
      lazyWatch(async () => (await store()).watchDoc(path, next, error), error),
    watchQuery: (q, next, error) => lazyWatch(async () => (await store()).watchQuery(q, next, error), error),
  };
}

export function lazyFileStore(load: () => Promise<FileStore>): FileStore {
  const store = once(load, 'the file store');
  return {
    upload: async (path, blob, opts) => (await store()).upload(path, blob, opts),
    remove: async (path) => (await store()).remove(path),
  };
}

export function lazyCallables(load: () => Promise<Callables>): Callables {
  const callables = once(load, 'the server calls');
  return {
    async call<I, O>(name: string, data: I): Promise<O> {
      return (await callables()).call<I, O>(name, data);
    },
  };
}
