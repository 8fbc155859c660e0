import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Menu } from 'lucide-react';
import { useSignOut } from '@/components/auth/sign-out';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { AdminSidebar } from '../components/admin-sidebar';
import { usePageMeta } from '@/components/layout/page-meta';

/** /admin/*: sidebar (a drawer below 1024 px) and the selected tab. */
export function AdminConsole() {
  usePageMeta('Admin', 'The JobKit admin console.');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut, pending } = useSignOut();
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 bg-white p-5 lg:block dark:border-slate-800 dark:bg-slate-900">
        <AdminSidebar onSignOut={() => void signOut()} signingOut={pending} />
      </aside>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
          <button
            type="button"
            aria-label="Open admin menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 lg:hidden dark:hover:bg-slate-800"
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">Admin Dashboard</h1>
        </div>
        <div className="p-4 sm:p-6">
          <Suspense fallback={<PageSpinner label="Loading section" />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
      <Dialog
        open={drawerOpen}
        onClose={closeDrawer}
        ariaLabel="Admin menu"
        closeLabel="Close admin menu"
        placement="left"
      >
        <AdminSidebar
          onNavigate={closeDrawer}
          onSignOut={() => {
            closeDrawer();
            void signOut();
          }}
          signingOut={pending}
        />
      </Dialog>
    </div>
  );
}
