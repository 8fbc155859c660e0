/**
 * 'Export Report' (its behaviour was not specified; docs/product-rules.md 15.6): the metrics on screen as a
 * CSV, the three cards first, then one row per chart point. papaparse quotes what needs it.
 */
import Papa from 'papaparse';
import { formatPercent, formatUsdAmount } from '@/domain/admin/metrics';
import type { AnalyticsReport } from '@/domain/admin/metrics-report';

export function reportCsv(report: AnalyticsReport, days: number, now: Date): string {
  const { user, usage, revenue } = report;
  const metrics = Papa.unparse({
    fields: ['Section', 'Metric', 'Value'],
    data: [
      ['Report', 'Period', `Last ${days} days`],
      ['Report', 'Generated', now.toISOString()],
      ['User', 'Total users', user.total],
      ['User', 'New users', user.newInPeriod],
      ['User', 'Growth rate', formatPercent(user.growthRate)],
      ['User', 'Conversion rate', formatPercent(user.conversionRate)],
      ['Usage', 'Resumes generated', usage.resumes],
      ['Usage', 'Templates used', usage.templates],
      ['Usage', 'Completion rate', formatPercent(usage.completionRate)],
      ['Usage', 'Active users', usage.activeUsers],
      ['Revenue', 'Total revenue (USD)', formatUsdAmount(revenue.totalUsd)],
      ['Revenue', 'ARPU (USD)', formatUsdAmount(revenue.arpu)],
      ['Revenue', 'Churn rate', formatPercent(revenue.churnRate)],
      ['Revenue', 'Paid users', revenue.paidUsers],
      ['Revenue', 'Payments', revenue.payments],
    ],
  });
  const series = Papa.unparse({
    fields: ['Date', 'New users', 'Revenue (USD)', 'Resumes', 'Templates'],
    data: report.series.map((p) => [p.key, p.users, p.revenue.toFixed(2), p.resumes, p.templates]),
  });
  return `${metrics}\r\n\r\n${series}\r\n`;
}

/** analytics_report_30d_2025-06-30.csv */
export const reportFileName = (days: number, now: Date) =>
  `analytics_report_${days}d_${now.toISOString().slice(0, 10)}.csv`;
