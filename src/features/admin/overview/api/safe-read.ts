import type { DocStore, Query } from '@/backend/ports';

/** docs/product-rules.md 15.2: dashboard read failures are logged only; a count defaults to 0. */
export async function safeCount(docs: DocStore, q: Query): Promise<number> {
  try {
    return await docs.count(q);
  } catch (e) {
    console.error(`overview: counting ${q.collection} failed`, e);
    return 0;
  }
}

export async function safeQuery<T>(docs: DocStore, q: Query): Promise<{ id: string; data: T }[]> {
  try {
    return await docs.query<T>(q);
  } catch (e) {
    console.error(`overview: reading ${q.collection} failed`, e);
    return [];
  }
}
