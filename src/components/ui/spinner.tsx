import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin text-indigo-500" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centered spinner for a whole page or panel while something loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center" data-testid="page-spinner">
      <Spinner label={label} className="[&>svg]:h-8 [&>svg]:w-8" />
    </div>
  );
}

/** Decorative spinner inside a busy button (the button carries aria-busy). */
export function ButtonSpinner() {
  return <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />;
}
