import { CommentsSection } from '@/features/comments/components/comments-section';
import { SupportPage } from '@/features/support/routes/support-page';

/**
 * /support with the shared community comments at the bottom (docs/product-rules.md 13): the same general thread as the landing page, where users help each other.
 */
export function SupportRoute() {
  return <SupportPage bottom={<CommentsSection store="comments" />} />;
}
