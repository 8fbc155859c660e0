/**
 * The published blog posts the build prerenders, read as any visitor may read them (the
 * backend's public reader): the local stack's emulator (`npm start` seeds it before building) or
 * the project's database. Null when it cannot be read: the blog pages are then prerendered
 * without posts and load them in the browser.
 */
import type { DocData, PublicReader } from '@/backend/ports';
import { BLOGS } from '@/domain/blog';

/** path -> data of every published post, or null when the database could not be read. */
export async function fetchPublishedPosts(reader: PublicReader): Promise<Record<string, DocData> | null> {
  try {
    const snaps = await reader.query({ collection: BLOGS, where: [['status', '==', 'published']] });
    return Object.fromEntries(snaps.map((s) => [s.path, s.data]));
  } catch (e) {
    console.warn(`Blog posts not prerendered (${e instanceof Error ? e.message : String(e)}).`);
    return null;
  }
}
