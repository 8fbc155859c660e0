import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Volume2, VolumeX } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { DEMO_POSTER } from '@/components/media/demo-poster';
import { paths } from '@/config/paths';

/**
 * The Angel demo video (docs/product-rules.md 17). It starts muted, as browsers expect of a video
 * that may play inline, and the sound is one toggle away (its name says what it will do:
 * "Unmute demo video", then "Mute demo video"). English captions show by default. Nothing loads
 * until it is played; if the file cannot be loaded the frame gives way to a message and a link.
 */
export function DemoVideo({
  src,
  captions,
  title,
}: {
  src: string;
  /** A WebVTT file of captions; null: none. */
  captions: string | null;
  title: string;
}) {
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
        poster={DEMO_POSTER}
        muted={muted}
        playsInline
        controls
        preload="none"
        className="aspect-video w-full"
        onError={() => setFailed(true)}
        // The native controls can change the sound too; follow them so the toggle stays true.
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
      >
        {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      </video>
      <button
        type="button"
        // Contains the visible word (label in name), and says which sound.
        aria-label={muted ? 'Unmute demo video' : 'Mute demo video'}
        onClick={toggleSound}
        className={cn(
          'absolute right-3 top-3 inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium shadow',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400',
          muted
            ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/90 dark:text-amber-50'
            : 'bg-white/90 text-slate-900 dark:bg-slate-800/90 dark:text-slate-100',
        )}
      >
        {/* The icon shows the sound as it is; the words say what a press does. */}
        {muted ? (
          <VolumeX aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Volume2 aria-hidden="true" className="h-4 w-4" />
        )}
        {muted ? 'Unmute' : 'Mute'}
      </button>
    </div>
  );
}
