import { Wrench } from 'lucide-react';

/** What everyone but the admin sees while the site is in maintenance. */
export function MaintenancePage({ message }: { message: string }) {
  return (
    <div className="mx-auto flex min-h-[70dvh] w-full max-w-xl flex-col items-center justify-center gap-4 px-4 pb-16 pt-24 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <Wrench aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Under Maintenance</h1>
      <p className="text-base text-slate-600 dark:text-slate-300">{message}</p>
    </div>
  );
}
