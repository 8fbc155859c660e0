import { serverTime, type DocStore } from '@/backend/ports';
import { BLOGS, readTimeOf, type BlogDraft } from '@/domain/blog';

function fields(draft: BlogDraft) {
  return {
    title: draft.title.trim(),
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    tags: draft.tags,
    type: draft.type,
    status: draft.status,
    imageUrl: draft.imageUrl,
    readTime: readTimeOf(draft.content),
    lastUpdated: serverTime(),
  };
}

/** A new item (docs/product-rules.md 15.5); resolves its id. */
export function addContentItem(docs: DocStore, draft: BlogDraft, author: string): Promise<string> {
  return docs.add(BLOGS, { ...fields(draft), author });
}

/** An edit keeps the original author. */
export function updateContentItem(docs: DocStore, id: string, draft: BlogDraft): Promise<void> {
  return docs.update(`${BLOGS}/${id}`, fields(draft));
}
