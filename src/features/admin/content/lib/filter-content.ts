import type { BlogItem, BlogStatus, BlogType } from '@/domain/blog';

export interface ContentFilters {
  search: string;
  type: BlogType | 'all';
  status: BlogStatus | 'all';
}

export const NO_FILTERS: ContentFilters = { search: '', type: 'all', status: 'all' };

/** Title search (case-insensitive, trimmed) and the type and status filters of the tab. */
export function filterContent(items: readonly BlogItem[], f: ContentFilters): BlogItem[] {
  const needle = f.search.trim().toLowerCase();
  return items.filter(
    (i) =>
      (f.type === 'all' || i.type === f.type) &&
      (f.status === 'all' || i.status === f.status) &&
      (!needle || i.title.toLowerCase().includes(needle)),
  );
}
