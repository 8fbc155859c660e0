import { ArrowUp } from 'lucide-react';
import { PageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import type { LegalDocument } from '../content/types';
import { LegalBlockView } from './legal-blocks';

const TOP_ID = 'top';

/**
 * The layout of the terms, refund and privacy pages: heading with the last-updated date, a table
 * of contents of in-page anchors, the numbered sections and a Back to Top link that ends the page.
 */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div id={TOP_ID} className="scroll-mt-24">
      <PageMeta title={doc.metaTitle} description={doc.metaDescription} />
      <PageShell title={doc.title} intro={`Last updated ${doc.lastUpdated}`} className="max-w-4xl">
        {doc.intro && <p className="mb-6 text-slate-700 dark:text-slate-300">{doc.intro}</p>}
        <nav
          aria-label="Table of contents"
          className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            Contents
          </h2>
          <ol className="grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10 leading-relaxed text-slate-700 dark:text-slate-300">
          {doc.sections.map((s, i) => (
            // scroll-mt keeps an anchored heading clear of the fixed header.
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-heading`}
              className="scroll-mt-24 space-y-3"
            >
              <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-slate-900 dark:text-white">
                {/* Numbered for the eye; the heading's name stays the section title. */}
                <span aria-hidden="true">{i + 1}. </span>
                {s.title}
              </h2>
              {s.blocks.map((b, j) => (
                <LegalBlockView key={j} block={b} />
              ))}
            </section>
          ))}
        </div>
        <p className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-700">
          <a
            href={`#${TOP_ID}`}
            className="inline-flex items-center gap-1 font-medium text-indigo-600 hover:underline dark:text-indigo-400"
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            Back to Top
          </a>
        </p>
      </PageShell>
    </div>
  );
}
