import { CommentsSection } from '@/features/comments/components/comments-section';
import { MagicCvPage } from '@/features/magic-cv/routes/magic-cv-page';
import { magicCvGamesSlot } from './magic-cv-games';
import { SignedInTool } from './signed-in-tool';

const comments = <CommentsSection store="comments" />;

/** /magic-cv with the general comments (same store as the landing page) and the waiting games. */
export function MagicCvRoute() {
  const page = (uid: string) => (
    <MagicCvPage uid={uid} commentsSlot={comments} gamesSlot={magicCvGamesSlot} />
  );
  return <SignedInTool feature="magicCV" title="Magic CV" page={page} />;
}
