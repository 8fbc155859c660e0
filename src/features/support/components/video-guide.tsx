import { useState } from 'react';
import { Play } from 'lucide-react';
import { youtubeWatchUrl, type DemoVideo } from '../content/video-guides';

/** docs/product-rules.md 13: a guide whose video is not configured. */
export const GUIDE_UNAVAILABLE = 'This video guide is not available yet.';

/**
 * One video guide. A poster until the visitor presses play: the YouTube player (and every
 * request to Google) loads only then, from youtube-nocookie.com. The poster is the guide's own
 * image when it has one, else the drawn gradient with the play button. A guide whose video is
 * not configured says so, with no player and no link.
 */
export function VideoGuide({ video }: { video: DemoVideo }) {
  const [playing, setPlaying] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  const { videoId } = video;

  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-video bg-gradient-to-br from-indigo-600 to-purple-700">
        {videoId === null ? (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center font-medium text-white">
            {GUIDE_UNAVAILABLE}
          </p>
        ) : playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
            title={video.title}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 h-full w-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${video.title}`}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
          >
            {video.thumbnail && !thumbFailed && (
              <img
                src={video.thumbnail}
                alt=""
                loading="lazy"
                onError={() => setThumbFailed(true)}
                className="absolute inset-0 h-full w-full object-cover"
              />
            )}
            <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-indigo-700 shadow-lg transition-transform group-hover:scale-110">
              <Play aria-hidden="true" className="ml-1 h-7 w-7" />
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-4">
        <h3 className="font-semibold text-slate-900 dark:text-white">{video.title}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{video.description}</p>
        {videoId !== null && (
          <a
            href={youtubeWatchUrl(videoId)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
          >
            Watch on YouTube
          </a>
        )}
      </figcaption>
    </figure>
  );
}
