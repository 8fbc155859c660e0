import { Badge } from '@/components/ui/badge';

/** Marks the paid-only inputs (docs/product-rules.md 3.2). */
export function ProBadge({ id }: { id?: string }) {
  return (
    <Badge tone="pro">
      <span id={id}>PRO</span>
    </Badge>
  );
}
