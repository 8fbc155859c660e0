import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { RecentResume, RecentUser } from '../api/load-recent';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const shown = (d: Date | null) => (d ? dateFormat.format(d) : 'N/A');

function RecentPanel({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={id} className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>
      )}
    </section>
  );
}

const row = 'flex items-center justify-between gap-3 py-2 text-sm';

export function RecentLists({ users, resumes }: { users: RecentUser[]; resumes: RecentResume[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <RecentPanel title="Recent Users" empty="No users yet">
        {users.map((u) => (
          <li key={u.id} className={row}>
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900 dark:text-white">{u.name}</p>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{u.email}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <Badge tone={u.planId === 'free' ? 'neutral' : 'pro'}>{u.planId}</Badge>
              <span className="text-xs text-slate-500 dark:text-slate-400">{shown(u.createdAt)}</span>
            </div>
          </li>
        ))}
      </RecentPanel>
      <RecentPanel title="Recent Resumes" empty="No resumes yet">
        {resumes.map((r) => (
          <li key={r.id} className={row}>
            <p className="min-w-0 truncate font-medium text-slate-900 dark:text-white">{r.jobTitle}</p>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <Badge tone={r.status === 'completed' ? 'success' : 'neutral'}>{r.status}</Badge>
              <span className="text-xs text-slate-500 dark:text-slate-400">{shown(r.processedAt)}</span>
            </div>
          </li>
        ))}
      </RecentPanel>
    </div>
  );
}
