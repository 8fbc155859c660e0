import { useCallback, useRef } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { ResumeFileKind } from '@/components/resume-input/read-resume-file';
import { uploadOriginal } from '@/components/resume-input/upload-original';

/**
 * Stores the chosen CV in uploads/{uid}/resumes/ once, however often it is needed: a .doc is
 * uploaded to be read on the server, and every tailoring records the same upload. Resolves to its
 * storage path; a failed upload is tried again next time.
 */
export function useOriginalUpload(uid: string) {
  const { files } = useBackend();
  const uploads = useRef(new WeakMap<File, Promise<string>>());
  return useCallback(
    (file: File, kind: ResumeFileKind): Promise<string> => {
      const known = uploads.current.get(file);
      if (known) return known;
      const path = uploadOriginal(files, uid, file, kind);
      uploads.current.set(file, path);
      path.catch(() => uploads.current.delete(file));
      return path;
    },
    [files, uid],
  );
}
