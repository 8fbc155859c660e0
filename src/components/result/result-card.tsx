import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/** A generation's finished result: a titled card with the tool's downloads and details inside. */
export function ResultCard({
  titleId,
  title,
  subtitle,
  children,
}: {
  titleId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm dark:border-emerald-900 dark:bg-slate-900"
    >
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
      </div>
      {children}
    </section>
  );
}

/** A stored file's download, opened in a new tab where the browser will not download it. */
export function DownloadLink({
  href,
  icon: Icon,
  variant = 'primary',
  onClick,
  children,
}: {
  href: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  variant?: 'primary' | 'outline';
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      download
      onClick={onClick}
      className={buttonClass(variant, 'md')}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  );
}
