import type { DocStore } from '@/backend/ports';
import { readStoredUser } from '@/domain/stored-user';

export interface Author {
  userName: string;
  userPhotoURL: string | null;
}

/**
 * The name and photo a comment is posted under: exactly those of the poster's users/{uid}
 * document, which the access rules compare against (no photo when the profile has none). Read
 * on every post, so a profile the server has just corrected is never posted stale. Rejects when
 * the document cannot be read or has no name: the rules would refuse the comment anyway.
 */
export async function getAuthor(docs: DocStore, uid: string): Promise<Author> {
  const snap = await docs.get(`users/${uid}`);
  const { name, photoURL } = readStoredUser(snap?.data);
  if (!name) throw new Error(`users/${uid} has no name to post under`);
  return { userName: name, userPhotoURL: photoURL };
}
