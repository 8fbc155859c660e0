/**
 * Fans the store's change feed out to the open listen sessions. Changes are batched per event
 * loop turn (setImmediate), so a burst of writes costs one re-evaluation and pushes still leave
 * within milliseconds of the commit.
 */
import type { LocalStore } from '../store/local-store';
import type { ListenSession } from './listen-session';

export interface LiveHub {
  add(session: ListenSession): void;
  remove(session: ListenSession): void;
  close(): void;
}

export function createLiveHub(store: LocalStore, logError: (e: unknown) => void): LiveHub {
  const sessions = new Set<ListenSession>();
  let paths = new Set<string>();
  let collections = new Set<string>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const p = paths;
    const c = collections;
    paths = new Set();
    collections = new Set();
    for (const s of sessions) {
      try {
        s.onChanges(p, c);
      } catch (e) {
        logError(e);
      }
    }
  };

  const stop = store.onChange((changes) => {
    for (const ch of changes) {
      paths.add(ch.path);
      collections.add(ch.collection);
    }
    if (!scheduled && sessions.size > 0) {
      scheduled = true;
      setImmediate(flush);
    }
  });

  return {
    add: (s) => void sessions.add(s),
    remove(s) {
      sessions.delete(s);
      s.close();
    },
    close() {
      stop();
      for (const s of sessions) s.close();
      sessions.clear();
    },
  };
}
