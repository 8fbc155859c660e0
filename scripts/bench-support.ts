/** Timing helpers for `npm run bench`: warm-up, then median and p95 of N runs. */
import { performance } from 'node:perf_hooks';

export interface Figure {
  name: string;
  targetMs: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** When given, the figure is judged on the slowest run instead of the median. */
  maxMs?: number;
  note?: string;
}

export async function measure(
  name: string,
  targetMs: number,
  opts: { warmup: number; runs: number; note?: string },
  fn: () => Promise<unknown> | unknown,
): Promise<Figure> {
  for (let i = 0; i < opts.warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < opts.runs; i += 1) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  const mid = times.length / 2;
  const median = times.length % 2 ? times[Math.floor(mid)]! : (times[mid - 1]! + times[mid]!) / 2;
  return { name, targetMs, runs: opts.runs, medianMs: median, p95Ms: at(0.95), note: opts.note };
}

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [
    f.name,
    `${f.medianMs.toFixed(1)} ms`,
    `${f.p95Ms.toFixed(1)} ms`,
    f.maxMs === undefined ? `< ${f.targetMs} ms` : `max ${f.maxMs.toFixed(1)} ms < ${f.targetMs} ms`,
    (f.maxMs ?? f.medianMs) < f.targetMs ? 'PASS' : 'OVER',
    String(f.runs),
    f.note ?? '',
  ]);
  const head = ['measurement', 'median', 'p95', 'target', 'result', 'runs', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
