import { Dialog } from '@/components/ui/dialog';
import { IdeaForm } from './idea-form';

/** The 'Suggest a Tool' dialog: its own chunk (the form, its schema), fetched when first opened. */
export function IdeaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Suggest a Tool">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        Share an idea for a new app or tool. We may e-mail you about it.
      </p>
      <IdeaForm onClose={onClose} />
    </Dialog>
  );
}
