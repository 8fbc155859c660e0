/**
 * The query cache a prerendered page was rendered with, written into its HTML so the browser's
 * first render shows the same data (and React can take the HTML over instead of redrawing it).
 * Dates survive the trip as `{ "$date": ISO }`; `<` is escaped so no value can close the script.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const QUERY_STATE_ID = 'jobkit-query-state';

export function queryStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
  return `<script type="application/json" id="${QUERY_STATE_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The state a prerendered page carries, or null (a page rendered only in the browser). */
export function readQueryState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text, (_key, value: unknown) =>
      value && typeof value === 'object' && '$date' in value && typeof value.$date === 'string'
        ? new Date(value.$date)
        : value,
    ) as DehydratedState;
  } catch {
    // A damaged script only costs the head start: the page loads its data itself.
    return null;
  }
}
