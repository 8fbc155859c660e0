/**
 * Reads what the analytics tab needs and computes its report. docs/product-rules.md 15.6:
 * analytics failures are logged only, so a read that fails counts as no records and the cards show 0.
 */
import type { DocStore } from '@/backend/ports';
import { periodWindow } from '@/domain/admin/metrics';
import { buildAnalyticsReport, type AnalyticsReport } from '@/domain/admin/metrics-report';
import { PAYMENT_PROVIDER_IDS } from '@/domain/payments/contract';
import { listActivity } from '../api/list-activity';
import { listPaidOrders } from '../api/list-paid-orders';
import { listUsers } from '../api/list-users';

async function orEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`Analytics: failed to read ${what}`, error);
    return [];
  }
}

export interface LoadAnalyticsOptions {
  now: Date;
  days: number;
  tz: string;
  inrPerUsd: number;
}

export async function loadAnalytics(docs: DocStore, opts: LoadAnalyticsOptions): Promise<AnalyticsReport> {
  const { start, previousStart } = periodWindow(opts.now, opts.days);
  const [users, resumes, templates, ...orders] = await Promise.all([
    orEmpty('users', () => listUsers(docs)),
    orEmpty('processedResumes', () => listActivity(docs, 'processedResumes', previousStart)),
    orEmpty('processedTemplates', () => listActivity(docs, 'processedTemplates', previousStart)),
    ...PAYMENT_PROVIDER_IDS.map((p) => orEmpty(`${p} orders`, () => listPaidOrders(docs, p, start))),
  ]);
  return buildAnalyticsReport({ users, resumes, templates, orders: orders.flat() }, opts);
}
