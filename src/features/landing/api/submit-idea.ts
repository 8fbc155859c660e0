import { serverTime, type DocStore } from '@/backend/ports';
import { IDEAS_COLLECTION, type IdeaFormValues } from '@/domain/ideas';

/** Stores one idea; create-only (the rules refuse any later change), stamped by the server. */
export function submitIdea(docs: DocStore, values: IdeaFormValues, userId: string | null) {
  return docs.add(IDEAS_COLLECTION, {
    name: values.name,
    email: values.email,
    idea: values.idea,
    userId,
    createdAt: serverTime(),
  });
}
