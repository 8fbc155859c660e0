import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Volume2, VolumeX } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';

// Drawn here rather than fetched: the frame before playback costs no request and cannot fail.
const POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/><text x="640" y="350" fill="#e0e7ff" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle">Angel AI</text><text x="640" y="420" fill="#a5b4fc" font-family="sans-serif" font-size="32" text-anchor="middle">Watch the demo</text></svg>',
)}`;

/**
 * The Angel demo video (docs/product-rules.md 17). It starts muted, as browsers expect of a video
 * that may play inline, and the sound is one toggle away. Nothing loads until it is played;
 * if the file cannot be loaded the frame gives way to a message and a link.
 */
export function DemoVideo({ src, title }: { src: string; title: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(!src);

  function toggleSound() {
    const next = !muted;
    if (ref.current) ref.current.muted = next;
    setMuted(next);
  }

  if (failed) {
    return (
      <div
        role="note"
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-slate-100 p-6 text-center dark:border-slate-800 dark:bg-slate-900"
      >
        <p className="font-medium text-slate-800 dark:text-slate-100">
          The demo video is not available right now.
        </p>
        <Link to={paths.angel} className="text-sm font-medium text-indigo-600 underline dark:text-indigo-400">
          See Angel AI on its own page
        </Link>
      </div>
    );
  }

  return (
    <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-lg dark:border-slate-800">
      <video
        ref={ref}
        src={src}
        aria-label={title}
        poster={POSTER}
        muted={muted}
        playsInline
        controls
        preload="none"
        className="aspect-video w-full"
        onError={() => setFailed(true)}
        // The native controls can change the sound too; follow them so the toggle stays true.
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
      />
      <button
        type="button"
        aria-pressed={muted}
        onClick={toggleSound}
        className={cn(
          'absolute right-3 top-3 inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium shadow',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400',
          muted
            ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/90 dark:text-amber-50'
            : 'bg-white/90 text-slate-900 dark:bg-slate-800/90 dark:text-slate-100',
        )}
      >
        {muted ? (
          <VolumeX aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Volume2 aria-hidden="true" className="h-4 w-4" />
        )}
        Mute
      </button>
    </div>
  );
}
