import { Link } from 'react-router';
import { site } from '@/config/site';
import { cn } from '@/components/ui/cn';

/** Logo + brand name linking home. */
export function BrandLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={`${site.brandName} home`}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-white',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg">{site.brandName}</span>
    </Link>
  );
}
