import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatUsdAmount } from '@/domain/admin/metrics';
import type { SeriesPoint } from '@/domain/admin/metrics-report';
import { axisProps, ChartCard, gridProps, tooltipProps } from './chart-card';

const sum = (series: readonly SeriesPoint[], key: 'users' | 'revenue' | 'resumes' | 'templates') =>
  series.reduce((s, p) => s + p[key], 0);

/** User Growth, Revenue Trend and Usage Statistics over the selected period (docs/product-rules.md 15.6). */
export function AnalyticsCharts({ series }: { series: SeriesPoint[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <ChartCard title="User Growth" summary={`${sum(series, 'users')} new users in the period.`}>
        <LineChart data={series} margin={{ top: 5, right: 10, left: -20, bottom: 0 }}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip {...tooltipProps} />
          <Line
            type="monotone"
            dataKey="users"
            name="New users"
            stroke="#6366f1"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard
        title="Revenue Trend"
        summary={`${formatUsdAmount(sum(series, 'revenue'))} revenue in the period.`}
      >
        <AreaChart data={series} margin={{ top: 5, right: 10, left: -10, bottom: 0 }}>
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis {...axisProps} tickFormatter={(v: number) => `$${v}`} />
          <Tooltip {...tooltipProps} formatter={(v) => formatUsdAmount(Number(v))} />
          <Area
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke="#10b981"
            fill="#10b981"
            fillOpacity={0.2}
          />
        </AreaChart>
      </ChartCard>
      <div className="xl:col-span-2">
        <ChartCard
          title="Usage Statistics"
          summary={`${sum(series, 'resumes')} resumes and ${sum(series, 'templates')} templates in the period.`}
        >
          <BarChart data={series} margin={{ top: 5, right: 10, left: -20, bottom: 0 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="label" {...axisProps} minTickGap={16} />
            <YAxis allowDecimals={false} {...axisProps} />
            <Tooltip {...tooltipProps} />
            <Legend />
            <Bar dataKey="resumes" name="Resumes" fill="#6366f1" radius={[3, 3, 0, 0]} />
            <Bar dataKey="templates" name="Templates" fill="#f59e0b" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ChartCard>
      </div>
    </div>
  );
}
