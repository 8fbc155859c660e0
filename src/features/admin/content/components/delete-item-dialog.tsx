import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { blogMessages } from '@/domain/blog';

/** docs/product-rules.md 15.5: delete asks first. */
export function DeleteItemDialog({
  open,
  title,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title="Delete content item">
      <p className="text-sm text-slate-700 dark:text-slate-200">{blogMessages.deleteConfirm}</p>
      {title && <p className="mt-1 text-sm font-medium text-slate-900 dark:text-white">{title}</p>}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
