import { Link } from 'react-router';
import { ArrowDown, Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TypingAudience } from './typing-audience';

export const TOOLS_SECTION_ID = 'tools';

/** The landing page's first screen (docs/product-rules.md 17): the audience, Download Angel AI, tools. */
export function Hero() {
  function exploreTools() {
    const section = document.getElementById(TOOLS_SECTION_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  }

  return (
    <section className="relative overflow-hidden px-4 pb-16 pt-28 sm:px-6 sm:pb-24 sm:pt-36">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-0 h-[28rem] bg-gradient-to-b from-indigo-100 via-white to-transparent dark:from-indigo-950/60 dark:via-slate-950"
      />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="mb-4 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-medium text-indigo-700 dark:border-indigo-800 dark:bg-slate-900/70 dark:text-indigo-300">
          Trusted by 15,000+ professionals
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
          Ace your interviews and land the job
        </h1>
        <TypingAudience />
        <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          AI resume tailoring, an invisible real-time interview assistant, resume templates and fresh job
          suggestions, all in one place.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.angel} className={buttonClass('primary', 'lg')}>
            <Download aria-hidden="true" className="h-5 w-5" />
            Download Angel AI
          </Link>
          <button type="button" onClick={exploreTools} className={buttonClass('outline', 'lg')}>
            Explore More Tools
            <ArrowDown aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
