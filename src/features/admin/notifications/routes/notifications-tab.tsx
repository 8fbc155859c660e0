import { useCallback, useState } from 'react';
import { Plus } from 'lucide-react';
import { useBackend } from '@/components/providers/backend-context';
import { AdminSection } from '@/components/layout/admin-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { DateOrder, TypeFilter } from '../api/list-notifications';
import { markNotificationRead } from '../api/mark-notification-read';
import { CreateNotificationForm } from '../components/create-notification-form';
import { NotificationList } from '../components/notification-list';
import { NotificationToolbar } from '../components/notification-toolbar';
import { useNotifications } from '../hooks/use-notifications';

/**
 * The Notification Center (docs/product-rules.md 15.9). `isRead` is the admin's own inbox flag:
 * users' "seen" state lives in their browser (the header bell), not on the shared document.
 */
export function NotificationsTab() {
  const { docs } = useBackend();
  const [type, setType] = useState<TypeFilter>('all');
  const [order, setOrder] = useState<DateOrder>('desc');
  const [formOpen, setFormOpen] = useState(false);
  const { query, invalidate } = useNotifications(type, order);
  const closeForm = useCallback(() => setFormOpen(false), []);

  const markRead = useCallback(
    async (id: string) => {
      try {
        await markNotificationRead(docs, id);
        await invalidate();
      } catch (e) {
        // docs/product-rules.md 15.9: notification read failures are logged only.
        console.error('mark notification as read failed', e);
      }
    },
    [docs, invalidate],
  );

  return (
    <AdminSection title="Notification Center">
      <div className="flex justify-end">
        <Button onClick={() => setFormOpen((v) => !v)} aria-expanded={formOpen}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create Notification
        </Button>
      </div>
      {formOpen && <CreateNotificationForm onCreated={() => void invalidate()} onClose={closeForm} />}
      <NotificationToolbar
        type={type}
        onType={setType}
        order={order}
        onOrder={setOrder}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading notifications" />
        </div>
      ) : query.isError ? (
        <Alert>Failed to load notifications. Please try again.</Alert>
      ) : (
        <NotificationList notifications={query.data} type={type} now={new Date()} onMarkRead={markRead} />
      )}
    </AdminSection>
  );
}
