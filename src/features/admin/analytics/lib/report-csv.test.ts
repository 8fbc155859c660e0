import { describe, expect, it } from 'vitest';
import { buildAnalyticsReport } from '@/domain/admin/metrics-report';
import { toAdminOrder } from '@/domain/admin/orders';
import { reportCsv, reportFileName } from './report-csv';

const now = new Date('2025-09-30T12:00:00Z');

describe('reportCsv', () => {
  const orders = [toAdminOrder('paypal', 'p', { amount: 1234.5, status: 'COMPLETED', createdAt: now })];
  const report = buildAnalyticsReport(
    { users: [], resumes: [], templates: [], orders },
    { now, days: 7, tz: 'UTC', inrPerUsd: 83.5 },
  );
  const csv = reportCsv(report, 7, now);

  it('quotes values holding a comma', () => {
    expect(csv).toContain('Revenue,Total revenue (USD),"$1,234.50"');
    expect(csv).toContain('Report,Period,Last 7 days');
    expect(csv).toContain('Report,Generated,2025-09-30T12:00:00.000Z');
  });

  it('ends with one row per chart point', () => {
    const lines = csv.trim().split('\r\n');
    expect(lines.at(-1)).toBe('2025-09-30,0,1234.50,0,0');
    expect(lines.filter((l) => l.startsWith('2025-09-'))).toHaveLength(7);
  });

  it('names the file by period and day', () => {
    expect(reportFileName(90, now)).toBe('analytics_report_90d_2025-09-30.csv');
  });
});
