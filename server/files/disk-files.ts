/**
 * Files on disk for the local backend (Firebase Storage stand-in). Each object is stored under
 * the hash of its path (no path ever reaches the file system, so no traversal and no clash
 * between `a` and `a/b`), with a JSON sidecar keeping the path, content type and the download
 * token that, as in Firebase Storage, lets anyone holding the URL read the file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AdminFiles } from '../../functions/src/handlers/ports';

export interface FileMeta {
  path: string;
  contentType: string;
  size: number;
  token: string;
  updated: number;
}

export interface DiskFiles extends AdminFiles {
  stat(filePath: string): Promise<FileMeta | null>;
  downloadUrl(meta: FileMeta): string;
}

/** Storage object names: non-empty segments, no relative parts, no control characters. */
export function isValidFilePath(p: string): boolean {
  if (typeof p !== 'string' || p.length === 0 || p.length > 1024) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(p)) return false;
  return p.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

export function createDiskFiles(dir: string, baseUrl: () => string): DiskFiles {
  const key = (p: string) => {
    if (!isValidFilePath(p)) throw new Error(`Invalid file path "${p}".`);
    return path.join(dir, crypto.createHash('sha256').update(p).digest('hex'));
  };
  const readMeta = async (p: string): Promise<FileMeta | null> => {
    try {
      return JSON.parse(await fs.readFile(`${key(p)}.json`, 'utf8')) as FileMeta;
    } catch {
      return null;
    }
  };
  const atomicWrite = async (file: string, data: Uint8Array | string) => {
    const tmp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  };
  const downloadUrl = (m: FileMeta) =>
    `${baseUrl()}/v1/files/${m.path.split('/').map(encodeURIComponent).join('/')}?token=${m.token}`;

  return {
    stat: readMeta,
    downloadUrl,
    async save(p, bytes, contentType) {
      const k = key(p);
      await fs.mkdir(dir, { recursive: true });
      // Keep the token on overwrite, as Firebase Storage keeps existing download URLs valid.
      const token = (await readMeta(p))?.token ?? crypto.randomUUID();
      const meta: FileMeta = { path: p, contentType, size: bytes.byteLength, token, updated: Date.now() };
      await atomicWrite(`${k}.bin`, bytes);
      await atomicWrite(`${k}.json`, JSON.stringify(meta));
      return { url: downloadUrl(meta) };
    },
    async read(p) {
      try {
        return new Uint8Array(await fs.readFile(`${key(p)}.bin`));
      } catch {
        return null;
      }
    },
    async remove(p) {
      const k = key(p);
      await fs.rm(`${k}.json`, { force: true });
      await fs.rm(`${k}.bin`, { force: true });
    },
  };
}
