import { lazy, Suspense, useCallback, useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';

// The dialog and its form (react-hook-form, the idea schema) load when first opened, not with the page.
const loadDialog = () => import('./idea-dialog');
const IdeaDialog = lazy(async () => ({ default: (await loadDialog()).IdeaDialog }));
const prepareDialog = () => void loadDialog().catch(() => undefined);

/** The page's closing prompt: a visitor's idea for a new app or tool (docs/product-rules.md 17). */
export function IdeaPrompt() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <section aria-labelledby="idea-heading" className="mx-auto max-w-3xl px-4 pb-20 pt-8 text-center sm:px-6">
      <Lightbulb aria-hidden="true" className="mx-auto h-8 w-8 text-amber-500" />
      <h2 id="idea-heading" className="mt-3 text-2xl font-bold text-slate-900 dark:text-white">
        Missing a tool?
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Tell us what would make your job search easier.
      </p>
      <Button
        variant="outline"
        size="lg"
        className="mt-6"
        onPointerEnter={prepareDialog}
        onFocus={prepareDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Suggest a Tool
      </Button>
      {used && (
        <Suspense fallback={null}>
          <IdeaDialog open={open} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
