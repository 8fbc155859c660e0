import { ANGEL_REASONS } from '../content/angel';

/** The "why we are the best" section of /angel (docs/product-rules.md 8.1). */
export function WhyAngel() {
  return (
    <section aria-labelledby="why-angel" className="space-y-4">
      <h2 id="why-angel" className="text-2xl font-bold text-slate-900 dark:text-white">
        Why Angel AI is the best choice
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ANGEL_REASONS.map(({ title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
