/**
 * Everything the analytics tab shows, computed from the records it read: the three metric cards
 * and the chart series. Pure: `now`, the time zone and the rupee rate come from the caller.
 */
import { countsAsRevenue, type AdminOrder } from './orders';
import { z } from 'zod';
import { storedText, storedValidDate } from '../stored-fields';
import {
  amountInUsd,
  arpu,
  churnRate,
  completionRate,
  conversionRate,
  growthRate,
  hasPaidActiveSubscription,
  isWithin,
  periodWindow,
  roundCents,
  type UserRecord,
} from './metrics';
import { bucketKeys, bucketLabel, countByBucket, granularityFor, sumByBucket } from './metrics-series';

/** A processedResumes or processedTemplates record: when it was made and how it ended. */
export interface ActivityRecord {
  date: Date | null;
  status: string;
}

/** The record's processedAt, else its createdAt (older records); the status lower-cased. */
const activityRecordSchema = z
  .object({ processedAt: storedValidDate, createdAt: storedValidDate, status: storedText })
  .catch({ processedAt: null, createdAt: null, status: null })
  .transform((d): ActivityRecord => ({
    date: d.processedAt ?? d.createdAt,
    status: (d.status ?? '').toLowerCase(),
  }));

export function toActivityRecord(data: unknown): ActivityRecord {
  return activityRecordSchema.parse(data);
}

export interface AnalyticsInput {
  users: readonly UserRecord[];
  resumes: readonly ActivityRecord[];
  templates: readonly ActivityRecord[];
  /** Orders of the three stores; only those with a revenue status count. */
  orders: readonly AdminOrder[];
}

export interface AnalyticsOptions {
  now: Date;
  days: number;
  tz: string;
  inrPerUsd: number;
}

export interface SeriesPoint {
  key: string;
  label: string;
  users: number;
  revenue: number;
  resumes: number;
  templates: number;
}

export interface AnalyticsReport {
  user: { total: number; newInPeriod: number; growthRate: number; conversionRate: number };
  usage: {
    resumes: number;
    templates: number;
    /** Growth against the previous period of the same length, in %. */
    resumesGrowth: number;
    templatesGrowth: number;
    completionRate: number;
    activeUsers: number;
  };
  revenue: { totalUsd: number; arpu: number; churnRate: number; paidUsers: number; payments: number };
  series: SeriesPoint[];
}

export function buildAnalyticsReport(input: AnalyticsInput, opts: AnalyticsOptions): AnalyticsReport {
  const { now, days, tz, inrPerUsd } = opts;
  const { start, previousStart } = periodWindow(now, days);
  const inPeriod = (d: Date | null) => isWithin(d, start, now);
  const inPrevious = (d: Date | null) => d !== null && d >= previousStart && d < start;

  const newUsers = input.users.filter((u) => inPeriod(u.createdAt)).length;
  const previousNew = input.users.filter((u) => inPrevious(u.createdAt)).length;
  const resumes = input.resumes.filter((r) => inPeriod(r.date));
  const templates = input.templates.filter((r) => inPeriod(r.date));
  const payments = input.orders.filter((o) => countsAsRevenue(o.rawStatus) && inPeriod(o.createdAt));
  const usdOf = (o: AdminOrder) => amountInUsd(o.amount, o.currency, inrPerUsd);
  const totalUsd = roundCents(payments.reduce((sum, o) => sum + usdOf(o), 0));
  const paidUsers = input.users.filter(hasPaidActiveSubscription).length;

  const granularity = granularityFor(days);
  const keys = bucketKeys(now, days, granularity, tz);
  const count = (dates: (Date | null)[]) => countByBucket(dates, keys, granularity, tz);
  const userSeries = count(input.users.map((u) => u.createdAt));
  const resumeSeries = count(resumes.map((r) => r.date));
  const templateSeries = count(templates.map((r) => r.date));
  const revenueSeries = sumByBucket(
    payments.map((o) => ({ date: o.createdAt, value: usdOf(o) })),
    keys,
    granularity,
    tz,
  );

  return {
    user: {
      total: input.users.length,
      newInPeriod: newUsers,
      growthRate: growthRate(newUsers, previousNew),
      conversionRate: conversionRate(input.users),
    },
    usage: {
      resumes: resumes.length,
      templates: templates.length,
      resumesGrowth: growthRate(resumes.length, input.resumes.filter((r) => inPrevious(r.date)).length),
      templatesGrowth: growthRate(templates.length, input.templates.filter((r) => inPrevious(r.date)).length),
      completionRate: completionRate(resumes.filter((r) => r.status === 'completed').length, resumes.length),
      activeUsers: input.users.filter((u) => inPeriod(u.lastLogin)).length,
    },
    revenue: {
      totalUsd,
      arpu: roundCents(arpu(totalUsd, paidUsers)),
      churnRate: churnRate(input.users, now),
      paidUsers,
      payments: payments.length,
    },
    series: keys.map((key, i) => ({
      key,
      label: bucketLabel(key),
      users: userSeries[i]!,
      revenue: roundCents(revenueSeries[i]!),
      resumes: resumeSeries[i]!,
      templates: templateSeries[i]!,
    })),
  };
}
