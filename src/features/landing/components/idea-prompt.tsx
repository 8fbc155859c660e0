import { useCallback, useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { IdeaForm } from './idea-form';

/** The page's closing prompt: a visitor's idea for a new app or tool (docs/product-rules.md 17). */
export function IdeaPrompt() {
  const [open, setOpen] = useState(false);
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
      <Button variant="outline" size="lg" className="mt-6" onClick={() => setOpen(true)}>
        Suggest a Tool
      </Button>
      <Dialog open={open} onClose={close} title="Suggest a Tool">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          Share an idea for a new app or tool. We may e-mail you about it.
        </p>
        <IdeaForm onClose={close} />
      </Dialog>
    </section>
  );
}
