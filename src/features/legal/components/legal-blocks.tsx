import type { LegalBlock } from '../content/types';
import { RichText } from './rich-text';

/** One block of a legal section: a paragraph, a list, a table or a small FAQ. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1 pl-6">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ('table' in block) {
    const { caption, head, rows } = block.table;
    return (
      // Scrolls sideways on a 390 px screen instead of squeezing the columns.
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full min-w-[22rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold text-slate-900 dark:text-white">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]} className="border-t border-slate-200 dark:border-slate-700">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-white">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-3 py-2">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {block.faq.map(({ question, answer }) => (
        <details
          key={question}
          className="group rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <summary className="cursor-pointer font-medium text-slate-900 marker:text-indigo-500 dark:text-white">
            {question}
          </summary>
          <p className="mt-2">
            <RichText text={answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
