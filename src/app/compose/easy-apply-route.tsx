import { CommentsSection } from '@/features/comments/components/comments-section';
import { EasyApplyPage } from '@/features/easy-apply/routes/easy-apply-page';
import { WaitingGames } from '@/features/games/components/waiting-games';
import { SignedInTool } from './signed-in-tool';

const comments = <CommentsSection store="lazyApplyComments" />;
const games = <WaitingGames />;

/**
 * /lazy-apply with its own comment store and the waiting games in the tailoring overlay; the
 * page is keyed by the user, so another user starts a new page.
 */
export function EasyApplyRoute() {
  const page = (uid: string) => (
    <EasyApplyPage key={uid} uid={uid} commentsSlot={comments} gamesSlot={games} />
  );
  return <SignedInTool feature="lazyApply" title="Job Suggestions" page={page} />;
}
