import type { DocStore } from '@/backend/ports';
import { BLOGS } from '@/domain/blog';

export function deleteContentItem(docs: DocStore, id: string): Promise<void> {
  return docs.remove(`${BLOGS}/${id}`);
}
