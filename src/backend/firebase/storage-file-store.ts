/**
 * FileStore over Cloud Storage for Firebase (Firebase mode). Loaded with a dynamic import by
 * backend.ts so the local-mode bundle does not carry the Storage SDK.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import type { FileStore } from '../ports';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulator-address';
import { toBackendError } from './firebase-errors';

export function connectedStorage(app: FirebaseApp, useEmulator: boolean): FirebaseStorage {
  const storage = getStorage(app);
  if (useEmulator) connectStorageEmulator(storage, EMULATOR_HOST, EMULATOR_PORTS.storage);
  return storage;
}

export function createStorageFileStore(storage: FirebaseStorage): FileStore {
  return {
    async upload(path, blob, opts) {
      try {
        const target = ref(storage, path);
        const contentType = opts?.contentType ?? (blob.type || undefined);
        await uploadBytes(target, blob, contentType ? { contentType } : undefined);
        return { url: await getDownloadURL(target) };
      } catch (e) {
        throw toBackendError(e);
      }
    },
    async remove(path) {
      try {
        await deleteObject(ref(storage, path));
      } catch (e) {
        const err = toBackendError(e);
        // Removing what is already gone is success, as in the local backend.
        if (err.code !== 'not-found') throw err;
      }
    },
  };
}
