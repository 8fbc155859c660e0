import { CommentsSection } from '@/features/comments/components/comments-section';
import { SeedSampleReviewsButton } from '@/features/comments/components/seed-sample-reviews-button';
import { HumanKeyPage } from '@/features/human-keys/routes/human-key-page';

/** /human-key with the community reviews (spec 2) and the admin's temporary seeding button. */
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
    />
  );
}
