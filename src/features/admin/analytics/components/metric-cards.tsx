import { BarChart3, DollarSign, Users } from 'lucide-react';
import { formatPercent, formatUsdAmount } from '@/domain/admin/metrics';
import type { AnalyticsReport } from '@/domain/admin/metrics-report';
import { MetricCard } from './metric-card';

const count = (n: number) => n.toLocaleString('en-US');
const change = (rate: number) => `${rate > 0 ? '+' : ''}${formatPercent(rate)} vs previous period`;

/** The User, Usage and Revenue cards and their formulas (docs/product-rules.md 15.6). */
export function MetricCards({ report }: { report: AnalyticsReport }) {
  const { user, usage, revenue } = report;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <MetricCard
        title="User Metrics"
        icon={<Users className="h-4 w-4" />}
        metrics={[
          { label: 'Total users', value: count(user.total) },
          { label: 'New users', value: count(user.newInPeriod) },
          { label: 'Growth rate', value: formatPercent(user.growthRate) },
          { label: 'Conversion rate', value: formatPercent(user.conversionRate) },
        ]}
      />
      <MetricCard
        title="Usage Metrics"
        icon={<BarChart3 className="h-4 w-4" />}
        metrics={[
          { label: 'Resumes generated', value: count(usage.resumes), hint: change(usage.resumesGrowth) },
          { label: 'Templates used', value: count(usage.templates), hint: change(usage.templatesGrowth) },
          { label: 'Completion rate', value: formatPercent(usage.completionRate) },
          { label: 'Active users', value: count(usage.activeUsers) },
        ]}
      />
      <MetricCard
        title="Revenue Metrics"
        icon={<DollarSign className="h-4 w-4" />}
        metrics={[
          {
            label: 'Total revenue',
            value: formatUsdAmount(revenue.totalUsd),
            hint: `${count(revenue.payments)} payments`,
          },
          { label: 'ARPU', value: formatUsdAmount(revenue.arpu) },
          { label: 'Churn rate', value: formatPercent(revenue.churnRate) },
          { label: 'Paid users', value: count(revenue.paidUsers) },
        ]}
      />
    </div>
  );
}
