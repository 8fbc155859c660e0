import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A titled chart; the container has a fixed height so ResponsiveContainer can measure it. */
export function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactElement;
}) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-3">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="sr-only">{summary}</p>
      </figcaption>
      <div className="h-64 w-full text-slate-500 dark:text-slate-400" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Axis and grid props that follow the text colour, so dark mode needs no second palette. */
export const axisProps = {
  tick: { fill: 'currentColor', fontSize: 11 },
  stroke: 'currentColor',
  tickLine: false,
} as const;

export const gridProps = { stroke: 'currentColor', strokeOpacity: 0.15, strokeDasharray: '3 3' } as const;

export const tooltipProps = {
  contentStyle: { borderRadius: 8, fontSize: 12 },
  labelStyle: { color: '#0f172a', fontWeight: 600 },
} as const;
