import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSection } from '@/components/layout/admin-section';
import { useBackend } from '@/components/providers/backend-context';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import type { SystemSettings } from '@/domain/settings';
import { SITE_STATUS_KEY } from '@/components/site-status/use-site-status';
import { loadSettings } from '../api/load-settings';
import { saveSettings } from '../api/save-settings';
import { SettingsForm } from '../components/settings-form';

const KEY = ['admin', 'settings'] as const;

/** /admin/settings (docs/product-rules.md 15.8): the one admin/settings document. */
export function SettingsTab() {
  const { docs } = useBackend();
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => loadSettings(docs), staleTime: 0, retry: false });

  async function save(settings: SystemSettings) {
    await saveSettings(docs, settings);
    client.setQueryData(KEY, settings);
    // The admin's own view of maintenance and the tools follows the new switches at once.
    void client.invalidateQueries({ queryKey: SITE_STATUS_KEY });
  }

  return (
    <AdminSection title="System Settings">
      {query.isPending ? (
        <PageSpinner label="Loading settings" />
      ) : query.isError ? (
        // No form over defaults here: saving it would overwrite the real settings.
        <div className="flex flex-col items-start gap-3">
          <Alert>Failed to load system settings</Alert>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <SettingsForm initial={query.data} onSave={save} />
      )}
    </AdminSection>
  );
}
