import { useState } from 'react';
import { isAllowedPhotoURL } from '@/domain/public-profile';
import { cn } from '@/components/ui/cn';

/**
 * Initials avatars: a light tint with dark letters, and in dark mode a deep tint with light ones
 * (each pair well above 4.5:1). Written out whole so Tailwind keeps every class.
 */
const TONES = [
  'bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  'bg-rose-100 text-rose-800 dark:bg-rose-900 dark:text-rose-100',
  'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100',
  'bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100',
  'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100',
  'bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-900 dark:text-fuchsia-100',
] as const;

/** The same person always gets the same colour: a small string hash of their id. */
export function avatarTone(seed: string): string {
  let hash = 0;
  for (let i = 0; i < seed.length; i += 1) hash = (hash * 31 + seed.charCodeAt(i)) >>> 0;
  return TONES[hash % TONES.length]!;
}

/** 'Ada Lovelace' -> 'AL', 'ada' -> 'A', '' -> '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

const SIZE = 'h-9 w-9 shrink-0 rounded-full';

/**
 * The author's photo, or their initials on a colour of their own when there is none (or it
 * fails to load). A photo from a host outside the allowed ones (a comment stored before the
 * rules checked hosts) is never loaded: every visitor's browser would fetch it.
 */
export function CommentAvatar({
  name,
  photoURL,
  seed,
}: {
  name: string;
  photoURL: string | null;
  /** What picks the colour (the author's id); the name when absent. */
  seed?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (isAllowedPhotoURL(photoURL) && broken !== photoURL) {
    return (
      <img
        src={photoURL}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(photoURL)}
        data-testid="comment-avatar-photo"
        className={cn(SIZE, 'bg-slate-200 object-cover dark:bg-slate-700')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="comment-avatar-initials"
      className={cn(
        SIZE,
        'flex select-none items-center justify-center text-sm font-semibold ring-1 ring-black/5 dark:ring-white/10',
        avatarTone(seed || name),
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
