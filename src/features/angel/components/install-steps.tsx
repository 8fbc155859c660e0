import { INSTALL_STEPS } from '../content/angel';

/** How to install on each OS, for /cluely-download. */
export function InstallSteps() {
  return (
    <section aria-labelledby="install-steps" className="space-y-4">
      <h2 id="install-steps" className="text-2xl font-bold text-slate-900 dark:text-white">
        Install in three steps
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {INSTALL_STEPS.map(({ os, steps }) => (
          <section
            key={os}
            aria-label={`Install on ${os}`}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">{os}</h3>
            <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-600 dark:text-slate-300">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
