/**
 * What a screen reader hears about a countdown: the text only changes at thresholds, so a polite
 * live region speaks a few times per round instead of every second.
 */
export function timeAnnouncement(secondsLeft: number, thresholds: readonly number[]): string {
  if (secondsLeft <= 0) return '';
  const passed = [...thresholds].sort((a, b) => a - b).find((t) => secondsLeft <= t);
  return passed === undefined ? '' : `${passed} seconds left`;
}

export function formatClock(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
