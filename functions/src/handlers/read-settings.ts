/** admin/settings as handlers see it: every missing or malformed section filled with its default. */
import { completeSettings, SETTINGS_PATH, type SystemSettings } from '@/domain/settings';
import type { AdminStore, AdminTransaction, DocData } from './ports';

export async function readSettings(
  db: Pick<AdminTransaction, 'get'> | Pick<AdminStore, 'get'>,
): Promise<SystemSettings> {
  const snap = await db.get<DocData>(SETTINGS_PATH);
  return completeSettings(snap?.data);
}
