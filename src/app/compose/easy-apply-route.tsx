import { CommentsSection } from '@/features/comments/components/comments-section';
import { EasyApplyPage } from '@/features/easy-apply/routes/easy-apply-page';

/** /lazy-apply with its own comment store. */
export function EasyApplyRoute() {
  return <EasyApplyPage commentsSlot={<CommentsSection store="lazyApplyComments" />} />;
}
