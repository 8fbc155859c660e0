import type { ReactNode } from 'react';

/** Centered card shared by the payment return pages. */
export function PaymentResult({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 pb-12 pt-24">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        {icon}
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {children}
      </div>
    </div>
  );
}
