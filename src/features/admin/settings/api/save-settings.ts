import type { DocStore } from '@/backend/ports';
import { SETTINGS_PATH, type SystemSettings } from '@/domain/settings';

/** docs/product-rules.md 15.8: saving overwrites the whole settings object (no merge). */
export function saveSettings(docs: DocStore, settings: SystemSettings): Promise<void> {
  return docs.set(SETTINGS_PATH, settings);
}
