/**
 * AdminFiles over a Cloud Storage bucket (firebase-admin/storage). Saved files get a Firebase
 * download token, so the URL returned is the same kind the browser SDK's getDownloadURL gives.
 */
import { randomUUID } from 'node:crypto';
import type { Storage } from 'firebase-admin/storage';
import type { AdminFiles } from '../handlers/ports';

export type Bucket = ReturnType<Storage['bucket']>;

export function downloadUrl(bucketName: string, path: string, token: string): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const origin = emulator
    ? `http://${emulator.replace(/^https?:\/\//, '')}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

const isNotFound = (e: unknown) => (e as { code?: unknown } | null)?.code === 404;

export function createStorageAdminFiles(bucket: Bucket): AdminFiles {
  return {
    async save(path, bytes, contentType) {
      const token = randomUUID();
      await bucket.file(path).save(Buffer.from(bytes), {
        resumable: false,
        contentType,
        metadata: { contentType, metadata: { firebaseStorageDownloadTokens: token } },
      });
      return { url: downloadUrl(bucket.name, path, token) };
    },
    async read(path) {
      try {
        const [buf] = await bucket.file(path).download();
        return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
