import { useState } from 'react';
import { Download, FileText, UserCheck, Users } from 'lucide-react';
import { AdminSection } from '@/components/layout/admin-section';
import { PageSpinner } from '@/components/ui/spinner';
import { DEFAULT_OVERVIEW_RANGE, paidPercent, type OverviewRange } from '@/domain/admin/overview';
import { RangeSelect } from '../components/range-select';
import { RecentLists } from '../components/recent-lists';
import { StatCard } from '../components/stat-card';
import { TallyList } from '../components/tally-list';
import { useOverview } from '../hooks/use-overview';

// Every grid names its one-column track (grid-cols-1 = minmax(0, 1fr)): an implicit auto track
// grows to its widest unbroken line, so a long job title or e-mail would widen the page on a phone.
const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** /admin (docs/product-rules.md 15.2): cards, download breakdowns, pricing-page analytics. */
export function OverviewTab() {
  const [range, setRange] = useState<OverviewRange>(DEFAULT_OVERVIEW_RANGE);
  const { data, isPending } = useOverview(range);

  return (
    <AdminSection title="Dashboard">
      <RangeSelect value={range} onChange={setRange} />
      {isPending || !data ? (
        <PageSpinner label="Loading dashboard" />
      ) : (
        <>
          <div className={grid}>
            <StatCard
              icon={Users}
              label="Total Users"
              value={data.counts.totalUsers}
              detail={`${paidPercent(data.counts.paidUsers, data.counts.totalUsers)}% paid`}
            />
            <StatCard
              icon={FileText}
              label="Resumes Generated"
              value={data.counts.resumes}
              detail={`${data.counts.templates} templates used`}
            />
            <StatCard
              icon={UserCheck}
              label="Active Users (daily)"
              value={data.counts.dailyActive}
              detail={`${data.counts.monthlyActive} monthly`}
            />
            <StatCard icon={Download} label="Angel Downloads" value={data.counts.downloads} />
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <TallyList title="Downloads by Source" items={data.counts.downloadsBySource} />
            <TallyList title="Downloads by Platform" items={data.counts.downloadsByPlatform} />
          </div>
          <h3 className="mt-2 text-base font-semibold text-slate-900 dark:text-white">
            Pricing Page Analytics
          </h3>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <StatCard icon={FileText} label="Total Visits" value={data.visits.totalVisits} />
            <StatCard icon={Users} label="Unique Visitors" value={data.visits.uniqueVisitors} />
            <StatCard icon={UserCheck} label="Authenticated Visits" value={data.visits.authenticatedVisits} />
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <TallyList title="Traffic Sources" items={data.visits.sources} empty="No visits in this range" />
            <TallyList title="Device Types" items={data.visits.devices} empty="No visits in this range" />
            <TallyList
              title="Top Countries"
              items={data.visits.topCountries}
              empty="No visits in this range"
            />
          </div>
          <RecentLists users={data.recent.users} resumes={data.recent.resumes} />
        </>
      )}
    </AdminSection>
  );
}
