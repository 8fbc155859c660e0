import { Badge } from '@/components/ui/badge';

/** Marks the paid-only inputs (spec 1 section 2.8). */
export function ProBadge({ id }: { id?: string }) {
  return (
    <Badge tone="pro">
      <span id={id}>PRO</span>
    </Badge>
  );
}
