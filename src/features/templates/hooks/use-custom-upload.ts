import { useCallback, useEffect, useRef, useState } from 'react';
import { DESIGN_KINDS, prepareImage, type ChosenImage } from '../lib/prepare-image';

/** docs/product-rules.md 4.1: the custom template upload spinner shows for about 1 s. */
export const CUSTOM_UPLOAD_MS = 1000;
export const DESIGN_TYPE_MESSAGE = 'Please upload a PNG or JPG image.';

/**
 * The 'Upload Your Own Template' step: checks the image by its first bytes, downscales it, and
 * hands it over after the short 'Uploading Template...' pause (docs/product-rules.md 4.1).
 */
export function useCustomUpload(onDone: (image: ChosenImage) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const upload = useCallback(async (file: File) => {
    setError(null);
    setUploading(true);
    const started = Date.now();
    const image = await prepareImage(file, DESIGN_KINDS);
    if (!image) {
      setUploading(false);
      setError(DESIGN_TYPE_MESSAGE);
      return;
    }
    timer.current = setTimeout(
      () => {
        setUploading(false);
        onDoneRef.current(image);
      },
      Math.max(0, CUSTOM_UPLOAD_MS - (Date.now() - started)),
    );
  }, []);

  return { uploading, error, upload };
}

export type CustomUpload = ReturnType<typeof useCustomUpload>;
