import type { DocStore } from '@/backend/ports';
import { completeSettings, SETTINGS_PATH, type SystemSettings } from '@/domain/settings';

/** The stored settings, completed per section with the defaults (missing document = defaults). */
export async function loadSettings(docs: DocStore): Promise<SystemSettings> {
  const snap = await docs.get(SETTINGS_PATH);
  return completeSettings(snap?.data);
}
