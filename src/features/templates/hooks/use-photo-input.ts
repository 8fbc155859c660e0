import { useCallback, useEffect, useRef, useState } from 'react';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { UPLOAD_FOLDERS } from '@/domain/uploads';
import { PHOTO_KINDS, prepareImage, type ChosenImage } from '../lib/prepare-image';
import { useRevokeUrl } from './use-revoke-url';

/** The hint says 'max 5MB' and uploads/{uid}/images/ accepts 5 MB, so the hint is enforced. */
export const PHOTO_MAX_BYTES = UPLOAD_FOLDERS.images.maxBytes;
export const PHOTO_TOO_LARGE = 'Please choose a photo of 5MB or less.';

/** The optional profile photo: JPEG, PNG, GIF or WEBP by first bytes, downscaled over 1 MB. */
export function usePhotoInput(onError: (message: string) => void) {
  const [photo, setPhoto] = useState<ChosenImage | null>(null);
  const [reading, setReading] = useState(false);
  // A photo still being prepared when the user removes or replaces it is dropped.
  const generation = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useRevokeUrl(photo?.previewUrl);

  const select = useCallback(async (file: File) => {
    const mine = ++generation.current;
    if (file.size > PHOTO_MAX_BYTES) return onErrorRef.current(PHOTO_TOO_LARGE);
    setReading(true);
    const image = await prepareImage(file, PHOTO_KINDS);
    if (mine !== generation.current) return;
    setReading(false);
    if (image) setPhoto(image);
    else onErrorRef.current(TEMPLATE_MESSAGES.photoTypes);
  }, []);

  const remove = useCallback(() => {
    generation.current += 1;
    setReading(false);
    setPhoto(null);
  }, []);

  return { photo, reading, select, remove };
}

export type PhotoInput = ReturnType<typeof usePhotoInput>;
