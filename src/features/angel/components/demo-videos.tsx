import { DEMO_POSTER } from '@/components/media/demo-poster';
import { angelDemoVideos } from '@/config/site';
import { videoEmbed } from '@/domain/video-embed';

export type DemoVideo = { title: string; url: string; captions?: string | null };

/**
 * The demo videos: the walkthrough the project ships, then those configured (src/config/site.ts).
 * Files get preload="none" so nothing downloads (and nothing can fail) until the visitor presses
 * play; YouTube links load lazily from youtube-nocookie.com.
 */
export function DemoVideos({ videos = angelDemoVideos }: { videos?: ReadonlyArray<DemoVideo> }) {
  const shown = videos.flatMap((video) => {
    const embed = videoEmbed(video.url);
    return embed ? [{ ...video, embed }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="angel-videos" className="space-y-4">
      <h2 id="angel-videos" className="text-2xl font-bold text-slate-900 dark:text-white">
        Watch Angel at work
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {shown.map(({ title, embed, captions }) => (
          <figure key={title} className="space-y-2">
            <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-lg">
              {embed.kind === 'youtube' ? (
                <iframe
                  src={embed.src}
                  title={title}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  className="h-full w-full"
                />
              ) : (
                <video
                  src={embed.src}
                  title={title}
                  controls
                  preload="none"
                  poster={DEMO_POSTER}
                  playsInline
                  className="h-full w-full"
                >
                  {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
                  Your browser cannot play this video.
                </video>
              )}
            </div>
            <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {title}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
