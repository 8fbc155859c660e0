import { CommentsSection } from '@/features/comments/components/comments-section';
import { SeedSampleReviewsButton } from '@/features/comments/components/seed-sample-reviews-button';
import { HumanKeyPage } from '@/features/human-keys/routes/human-key-page';
import { PurchaseDialog } from '@/features/payments/components/purchase-dialog';

/**
 * /human-key with the community reviews (docs/product-rules.md 9.2), the admin's temporary seeding button and the
 * purchase dialog behind 'Buy Human Key'.
 */
export function HumanKeyRoute() {
  return (
    <HumanKeyPage
      commentsSlot={
        <CommentsSection
          store="magicKeysComments"
          title="Community Reviews"
          actions={<SeedSampleReviewsButton />}
        />
      }
      purchaseDialog={(productId, onClose) => <PurchaseDialog productId={productId} onClose={onClose} />}
    />
  );
}
