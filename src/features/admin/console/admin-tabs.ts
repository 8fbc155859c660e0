import {
  BarChart3,
  Bell,
  CreditCard,
  Database,
  FilePen,
  LayoutDashboard,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface AdminTab {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The console's sidebar (docs/product-rules.md 15.1), one nested route each under /admin. */
export const adminTabs: AdminTab[] = [
  { label: 'Dashboard', to: paths.admin, icon: LayoutDashboard },
  { label: 'User Management', to: `${paths.admin}/users`, icon: Users },
  { label: 'Payments', to: `${paths.admin}/payments`, icon: CreditCard },
  { label: 'Content', to: `${paths.admin}/content`, icon: FilePen },
  { label: 'Analytics', to: `${paths.admin}/analytics`, icon: BarChart3 },
  { label: 'Data Export', to: `${paths.admin}/export`, icon: Database },
  { label: 'Settings', to: `${paths.admin}/settings`, icon: Settings },
  { label: 'Notifications', to: `${paths.admin}/notifications`, icon: Bell },
];
