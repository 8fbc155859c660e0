import { useState } from 'react';
import { AdminSection } from '@/components/layout/admin-section';
import { Spinner } from '@/components/ui/spinner';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@/domain/admin/metrics';
import { AnalyticsCharts } from '../components/analytics-charts';
import { AnalyticsToolbar } from '../components/analytics-toolbar';
import { MetricCards } from '../components/metric-cards';
import { useAnalytics } from '../hooks/use-analytics';
import { downloadFile } from '@/components/download-file';
import { reportCsv, reportFileName } from '../lib/report-csv';

/** /admin/analytics: metric cards and charts over the last 7, 30 or 90 days (docs/product-rules.md 15.6). */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const { data, loading, refreshing, refresh } = useAnalytics(days);

  function exportReport() {
    if (!data) return;
    downloadFile(
      [reportCsv(data.report, days, data.now)],
      reportFileName(days, data.now),
      'text/csv;charset=utf-8',
    );
  }

  return (
    <AdminSection title="Analytics">
      <AnalyticsToolbar
        days={days}
        onDaysChange={setDays}
        onRefresh={refresh}
        refreshing={refreshing}
        onExport={exportReport}
        canExport={Boolean(data) && !refreshing}
      />
      {loading || !data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading analytics..." />
        </div>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={refreshing || undefined}>
          <MetricCards report={data.report} />
          <AnalyticsCharts series={data.report.series} />
        </div>
      )}
    </AdminSection>
  );
}
