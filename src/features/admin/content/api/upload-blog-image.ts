import type { FileStore } from '@/backend/ports';
import { blogImagePath } from '@/domain/blog';

/** Stores a checked image under blog/{timestamp}_{safe name}; resolves its download URL. */
export async function uploadBlogImage(
  files: FileStore,
  file: File,
  contentType: string,
  now: number,
): Promise<string> {
  const { url } = await files.upload(blogImagePath(file.name, now), file, { contentType });
  return url;
}
