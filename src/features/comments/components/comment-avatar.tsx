import { useState } from 'react';
import { isAllowedPhotoURL } from '@/domain/public-profile';

/**
 * The author's photo, or their initial when there is none (or it fails to load). A photo from
 * a host outside the allowed ones (a comment stored before the rules checked hosts) is never
 * loaded: every visitor's browser would fetch it.
 */
export function CommentAvatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  const [broken, setBroken] = useState(false);
  if (isAllowedPhotoURL(photoURL) && !broken) {
    return (
      <img
        src={photoURL}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="h-9 w-9 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200"
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
