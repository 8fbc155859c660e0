import { useEffect, useRef } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The run's error (docs/product-rules.md 3.1): Dismiss hides it, Start Over also clears the inputs. */
export function ProcessingIssueBanner({
  message,
  onDismiss,
  onStartOver,
}: {
  message: string;
  onDismiss: () => void;
  onStartOver: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The banner sits above the cards; bring it into view when the cause was far below.
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);

  return (
    <div
      ref={ref}
      role="alert"
      className="flex scroll-mt-24 gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <p className="font-semibold">Processing Issue</p>
          <p data-testid="processing-issue-message">{message}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
          <Button variant="secondary" size="sm" onClick={onStartOver}>
            Start Over
          </Button>
        </div>
      </div>
    </div>
  );
}
