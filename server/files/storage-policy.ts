/**
 * Storage paths for the local file stand-in (the Storage emulator's rules runtime cannot run
 * here, docs/architecture.md "Data path") — mirrors storage.rules line for line. Each user has private folders for the
 * resumes and images they upload, and a read-only folder of the PDFs the server made for them;
 * the admin uploads the blog's public images; handlers write everything else with admin rights.
 */
import { MAX_BLOG_IMAGE_BYTES } from '@/domain/blog';
import { UPLOAD_FOLDERS, uploadFolderOf } from '@/domain/uploads';
import type { Auth } from '../auth/caller';

const isOwner = (auth: Auth, uid: string | undefined): boolean =>
  auth !== null && uid !== undefined && auth.uid === uid;

/** The admin claim of the verified token; a field in a document never counts. */
const isAdmin = (auth: Auth): boolean => auth !== null && auth.admin === true;

/** storage.rules: `request.resource.contentType.matches('image/(png|jpeg|gif|webp)')`. */
const BLOG_IMAGE_TYPE = /^image\/(png|jpeg|gif|webp)$/;

/** The `{uid}` of `<folder>/{uid}/{allPaths=**}`: `**` matches zero or more segments (rules v2). */
function ownerIn(folder: string, path: string): string | undefined {
  const parts = path.split('/');
  return parts.length >= 2 && parts[0] === folder ? parts[1] : undefined;
}

/** `blog/{file}`: one segment under blog/, the featured images of the public blog. */
const inBlog = (path: string): boolean => /^blog\/[^/]+$/.test(path);

/**
 * Reading without the download token: only the owner, in uploads/ and resumes/; anyone in
 * blog/ (the images of published posts are public).
 */
export function canReadFile(auth: Auth, path: string): boolean {
  return isOwner(auth, ownerIn('uploads', path)) || isOwner(auth, ownerIn('resumes', path)) || inBlog(path);
}

/**
 * Upload (`size` and `contentType` given) or delete (`size` null): the owner deletes anything in
 * uploads/{uid}/, and uploads only into a typed folder (uploads/{uid}/resumes/{file},
 * uploads/{uid}/images/{file}) a file of that folder's types and size cap; or the admin in
 * blog/. resumes/ is written by the tailorResume handler alone (a client could swap its PDF).
 */
export function canWriteFile(
  auth: Auth,
  path: string,
  size: number | null,
  contentType: string | null = null,
): boolean {
  if (size === null && isOwner(auth, ownerIn('uploads', path))) return true;
  return canUpload(auth, path, size, contentType) || canWriteBlogImage(auth, path, size, contentType);
}

/** uploads/{uid}/{folder}/{file}: only the owner, only the folder's content types, up to its cap. */
function canUpload(auth: Auth, path: string, size: number | null, contentType: string | null): boolean {
  const target = uploadFolderOf(path);
  if (!target || size === null || contentType === null || !isOwner(auth, target.uid)) return false;
  const folder = UPLOAD_FOLDERS[target.folder];
  return size <= folder.maxBytes && folder.contentTypes.includes(contentType);
}

/**
 * blog/{file}: only the admin uploads (or deletes) a featured image, a raster image of up to
 * 10 MB; SVG is refused since it can carry script.
 */
function canWriteBlogImage(auth: Auth, path: string, size: number | null, contentType: string | null) {
  return (
    isAdmin(auth) &&
    inBlog(path) &&
    (size === null ||
      (size <= MAX_BLOG_IMAGE_BYTES && contentType !== null && BLOG_IMAGE_TYPE.test(contentType)))
  );
}
