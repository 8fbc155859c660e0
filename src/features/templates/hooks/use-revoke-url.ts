import { useEffect } from 'react';

/** Frees a blob: URL once it is replaced or the view goes away. */
export function useRevokeUrl(url: string | null | undefined) {
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
}
