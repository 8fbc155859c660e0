import { CommentsSection } from '@/features/comments/components/comments-section';
import { EasyApplyPage } from '@/features/easy-apply/routes/easy-apply-page';
import { WaitingGames } from '@/features/games/components/waiting-games';

/** /lazy-apply with its own comment store and the waiting games in the tailoring overlay. */
export function EasyApplyRoute() {
  return (
    <EasyApplyPage
      commentsSlot={<CommentsSection store="lazyApplyComments" />}
      gamesSlot={<WaitingGames />}
    />
  );
}
