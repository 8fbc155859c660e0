/** A history record's time in the reader's locale, or a dash when it is not known yet. */
export function formatHistoryTime(date: Date | null): string {
  if (!date) return '—';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
