import { CommentsSection } from '@/features/comments/components/comments-section';
import { EasyApplyPage } from '@/features/easy-apply/routes/easy-apply-page';
import { WaitingGames } from '@/features/games/components/waiting-games';
import { FeatureGate } from '@/components/site-status/feature-gate';

/** /lazy-apply with its own comment store and the waiting games in the tailoring overlay. */
export function EasyApplyRoute() {
  return (
    <FeatureGate feature="lazyApply" title="Job Suggestions">
      <EasyApplyPage
        commentsSlot={<CommentsSection store="lazyApplyComments" />}
        gamesSlot={<WaitingGames />}
      />
    </FeatureGate>
  );
}
