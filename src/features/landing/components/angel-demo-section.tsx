import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { DemoVideo } from './demo-video';

export const ANGEL_DEMO_SECTION_ID = 'angel-demo';

const POINTS = [
  'Real-time help in interviews, meetings and exams',
  'The desktop app hides itself while you share your screen',
  'Windows, macOS and Linux, or the browser version with nothing to install',
];

/**
 * Angel AI's demo (docs/product-rules.md 17). The download buttons are the shared download panel,
 * composed in by the app (`downloadsSlot`); without it the section points to /angel.
 */
export function AngelDemoSection({ downloadsSlot }: { downloadsSlot?: ReactNode }) {
  return (
    <section
      id={ANGEL_DEMO_SECTION_ID}
      aria-labelledby="angel-demo-heading"
      className="bg-slate-50 px-4 py-16 sm:px-6 dark:bg-slate-900/40"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-600 dark:text-indigo-400">
            Angel AI
          </p>
          <h2
            id="angel-demo-heading"
            className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            Your invisible interview copilot
          </h2>
          <p className="text-lg text-slate-600 dark:text-slate-300">
            Angel AI follows the conversation and suggests answers as you speak, so you stay calm and sound
            prepared. Take the short tour, then download it for your computer.
          </p>
          <ul className="flex flex-col gap-2 text-slate-700 dark:text-slate-200">
            {POINTS.map((p) => (
              <li key={p} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-emerald-500" />
                {p}
              </li>
            ))}
          </ul>
          {downloadsSlot ?? (
            <Link to={paths.angel} className="font-medium text-indigo-600 underline dark:text-indigo-400">
              See every download option for Angel AI
            </Link>
          )}
        </div>
        <DemoVideo src={site.demoVideo.src} captions={site.demoVideo.captions} title="Angel AI demo" />
      </div>
    </section>
  );
}
