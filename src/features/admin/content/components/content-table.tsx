import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClass, Button } from '@/components/ui/button';
import { DataTable, labelColumns } from '@/components/ui/data-table';
import { blogPostPath } from '@/config/paths';
import { formatBlogDate, type BlogItem } from '@/domain/blog';

const COLUMNS = labelColumns(['Title', 'Type', 'Status', 'Last Updated', 'Author', 'Actions']);
const cell = 'px-3 py-3 align-middle';

/** docs/product-rules.md 15.5: Title, Type, Status, Last Updated, Author, Actions (edit, delete, view). */
export function ContentTable({
  items,
  onEdit,
  onDelete,
}: {
  items: BlogItem[];
  onEdit: (item: BlogItem) => void;
  onDelete: (item: BlogItem) => void;
}) {
  return (
    <DataTable columns={COLUMNS} minWidth="min-w-[640px]" bodyClassName="text-slate-700 dark:text-slate-200">
      {items.map((item) => (
        <tr key={item.id}>
          <td className={`${cell} max-w-xs font-medium text-slate-900 dark:text-white`}>
            <span className="line-clamp-2">{item.title || '(untitled)'}</span>
          </td>
          <td className={`${cell} capitalize`}>{item.type}</td>
          <td className={cell}>
            <Badge tone={item.status === 'published' ? 'success' : 'beta'}>{item.status}</Badge>
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatBlogDate(item.lastUpdated) || 'N/A'}</td>
          <td className={cell}>{item.author}</td>
          <td className={cell}>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${item.title}`}
                onClick={() => onEdit(item)}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${item.title}`}
                onClick={() => onDelete(item)}
                className="text-red-600 dark:text-red-400"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
              <a
                href={blogPostPath(item.id)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View ${item.title} (opens in a new tab)`}
                className={buttonClass('ghost', 'icon')}
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
              </a>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
