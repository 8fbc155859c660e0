import { useTypingCycle } from '../hooks/use-typing-cycle';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { AUDIENCES } from '../lib/audiences';
import { joinAudience } from '../lib/typing';

const SENTENCE = joinAudience(AUDIENCES);

/**
 * "Built for ..." with the audience typed one word at a time (docs/product-rules.md 17). Screen readers
 * get the whole list once, as plain text: the typed letters are hidden from them and nothing is
 * live, so no keystroke is announced. With reduced motion the list simply stands there.
 */
export function TypingAudience() {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypingCycle(AUDIENCES, !reducedMotion);

  return (
    <p className="mt-5 text-xl font-semibold text-slate-700 sm:text-2xl dark:text-slate-200">
      Built for{' '}
      {reducedMotion ? (
        <span data-testid="audience-list" className="text-indigo-600 dark:text-indigo-400">
          {SENTENCE}
        </span>
      ) : (
        <>
          <span className="sr-only" data-testid="audience-list">
            {SENTENCE}
          </span>
          {/* A line of its own, so the changing word never reflows the heading above. */}
          <span aria-hidden="true" data-testid="typed-audience" className="block min-h-[1.5em]">
            <span className="text-indigo-600 dark:text-indigo-400">{typed}</span>
            <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-indigo-500 align-middle">&nbsp;</span>
          </span>
        </>
      )}
    </p>
  );
}
