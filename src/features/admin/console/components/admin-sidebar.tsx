import { NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { adminTabs } from '../admin-tabs';

export function AdminSidebar({
  onNavigate,
  onSignOut,
  signingOut,
}: {
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <div className="flex h-full flex-col gap-6">
      <BrandLogo onClick={onNavigate} />
      <nav aria-label="Admin sections" className="flex flex-1 flex-col gap-1">
        {adminTabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.to === paths.admin}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-indigo-500',
                isActive
                  ? 'bg-indigo-600 text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )
            }
          >
            <tab.icon aria-hidden="true" className="h-4 w-4" />
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Button variant="outline" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Sign Out
      </Button>
    </div>
  );
}
