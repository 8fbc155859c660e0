import { HOW_IT_WORKS_STEPS } from '../content/human-key';

/**
 * The demo: the configured video when there is one (a plain <video>, no third-party player that
 * would need the internet), and always the steps, which also serve as its text alternative.
 */
export function HowItWorks({ videoUrl }: { videoUrl: string | null }) {
  return (
    <section aria-labelledby="hk-demo" className="space-y-4">
      <h2 id="hk-demo" className="text-2xl font-bold text-slate-900 dark:text-white">
        See how it works
      </h2>
      {videoUrl && (
        <video
          src={videoUrl}
          controls
          preload="metadata"
          aria-describedby="hk-steps"
          className="aspect-video w-full rounded-2xl border border-slate-200 bg-black dark:border-slate-700"
        >
          Your browser cannot play this video. The steps below show what it demonstrates.
        </video>
      )}
      <ol id="hk-steps" className="grid gap-4 sm:grid-cols-3">
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
