import type { DocStore } from '@/backend/ports';
import { COMMENT_LIMITS, DEFAULT_COMMENT_AUTHOR } from '@/domain/comments';

export interface Author {
  userName: string;
  userPhotoURL: string | null;
}

// Read once per session (per backend and uid): every later post reuses the answer.
const cache = new WeakMap<DocStore, Map<string, Promise<Author>>>();

async function readAuthor(docs: DocStore, uid: string, fallbackPhoto: string | null): Promise<Author> {
  try {
    const snap = await docs.get<{ name?: unknown; photoURL?: unknown }>(`users/${uid}`);
    const name = typeof snap?.data.name === 'string' ? snap.data.name.trim() : '';
    const photo =
      typeof snap?.data.photoURL === 'string' && snap.data.photoURL ? snap.data.photoURL : fallbackPhoto;
    return {
      userName: name.slice(0, COMMENT_LIMITS.userNameMax) || DEFAULT_COMMENT_AUTHOR,
      userPhotoURL: photo ? photo.slice(0, COMMENT_LIMITS.photoUrlMax) : null,
    };
  } catch (error) {
    // Spec 1 section 8: only logged; the comment is posted as Anonymous.
    console.error('user name lookup failed', error);
    cache.get(docs)?.delete(uid);
    return { userName: DEFAULT_COMMENT_AUTHOR, userPhotoURL: fallbackPhoto };
  }
}

/** The name and photo a comment is posted under, from users/{uid}. */
export function getAuthor(docs: DocStore, uid: string, fallbackPhoto: string | null): Promise<Author> {
  let byUid = cache.get(docs);
  if (!byUid) cache.set(docs, (byUid = new Map()));
  let pending = byUid.get(uid);
  if (!pending) {
    pending = readAuthor(docs, uid, fallbackPhoto);
    byUid.set(uid, pending);
  }
  return pending;
}
