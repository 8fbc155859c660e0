import { EyeOff, Sparkles, User, Video } from 'lucide-react';
import { MockWindow } from './mock-window';

/** docs/product-rules.md 8.1: the demo shows Angel v3.0.0 (the installers are 4.0.5). */
const DEMO_VERSION = 'v3.0.0';

/** Mock screenshot: a video interview with Angel's answer panel floating over it. */
export function OverlayMock() {
  return (
    <MockWindow
      label="Mock screenshot: Angel AI's answer panel floating over a video interview"
      title="Video interview"
      className="bg-slate-950 dark:bg-slate-950"
    >
      <div className="relative rounded-xl bg-gradient-to-br from-slate-800 to-slate-900 p-3 sm:min-h-80">
        <div className="grid grid-cols-2 gap-2 opacity-80">
          {['Interviewer', 'You'].map((who) => (
            <div
              key={who}
              className="flex aspect-video flex-col items-center justify-center rounded-lg bg-slate-700/70 text-slate-300"
            >
              {who === 'You' ? (
                <User aria-hidden="true" className="h-8 w-8" />
              ) : (
                <Video aria-hidden="true" className="h-8 w-8" />
              )}
              <span className="mt-1 text-xs">{who}</span>
            </div>
          ))}
        </div>
        <div className="mt-3 rounded-xl border border-white/20 bg-slate-950/85 p-3 text-left text-slate-100 shadow-2xl backdrop-blur sm:absolute sm:bottom-4 sm:right-4 sm:mt-0 sm:w-80">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
            <span className="flex items-center gap-1.5 font-semibold text-indigo-300">
              <Sparkles aria-hidden="true" className="h-3.5 w-3.5" /> Angel AI {DEMO_VERSION}
            </span>
            <span className="flex items-center gap-1 text-emerald-300">
              <EyeOff aria-hidden="true" className="h-3.5 w-3.5" /> Hidden from screen share
            </span>
          </div>
          <p className="text-xs text-slate-400">Question</p>
          <p className="mb-2 text-sm">
            &ldquo;Tell me about a time you resolved a conflict in your team.&rdquo;
          </p>
          <p className="text-xs text-slate-400">Suggested answer</p>
          <ul className="list-disc space-y-0.5 pl-4 text-sm">
            <li>Situation: two engineers disagreed on a release date.</li>
            <li>Action: split the scope and agreed on a shared checklist.</li>
            <li>Result: shipped on time, with fewer bugs.</li>
          </ul>
        </div>
      </div>
    </MockWindow>
  );
}
