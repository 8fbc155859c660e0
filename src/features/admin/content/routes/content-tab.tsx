import { useMemo, useState } from 'react';
import { AdminSection } from '@/components/layout/admin-section';
import { useBackend } from '@/components/providers/backend-context';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { blogMessages, type BlogItem } from '@/domain/blog';
import { deleteContentItem } from '../api/delete-content-item';
import { ContentEditorSheet } from '../components/content-editor-sheet';
import { ContentTable } from '../components/content-table';
import { ContentToolbar } from '../components/content-toolbar';
import { DeleteItemDialog } from '../components/delete-item-dialog';
import { useLiveContent } from '../hooks/use-live-content';
import { filterContent, NO_FILTERS } from '../lib/filter-content';

type Editing = { item: BlogItem | null; key: number } | null;

/** The admin's Content tab (docs/product-rules.md 15.5): blogs, pages and templates. */
export function ContentTab() {
  const { docs } = useBackend();
  const { loading, items, error: loadFailed } = useLiveContent();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = useMemo(() => filterContent(items, filters), [items, filters]);

  // A fresh key per opening resets the editor's form to the chosen item.
  const open = (item: BlogItem | null) => setEditing((e) => ({ item, key: (e?.key ?? 0) + 1 }));

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setError(null);
    try {
      await deleteContentItem(docs, deleting.id);
    } catch (err) {
      // Logged, and the admin also sees it (docs/product-rules.md 15.5.1).
      console.error('content delete failed', err);
      setError(blogMessages.deleteFailed);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  return (
    <AdminSection title="Content Management">
      <ContentToolbar filters={filters} onChange={setFilters} onAdd={() => open(null)} />
      {error && <Alert>{error}</Alert>}
      {loadFailed && <Alert>Failed to load content items.</Alert>}
      {loading ? (
        <p className="flex items-center gap-2 py-8 text-sm text-slate-500 dark:text-slate-400">
          <Spinner label="Loading content" />
          Loading content...
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 py-10 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          No content items found
        </p>
      ) : (
        <ContentTable items={shown} onEdit={open} onDelete={setDeleting} />
      )}
      {editing && (
        <ContentEditorSheet key={editing.key} item={editing.item} onClose={() => setEditing(null)} />
      )}
      <DeleteItemDialog
        open={deleting !== null}
        title={deleting?.title ?? ''}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </AdminSection>
  );
}
